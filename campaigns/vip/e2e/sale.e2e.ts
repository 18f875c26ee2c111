// The sale page and the purchase: visitor, non-VIP and VIP users; a sale before, during and after
// its window on the server's clock; buying with a double tap hands off once to the VIP recharge
// page; Arabic under /g/v/; in the app, the app's and platform's packages.

import { expect, type SandboxControl, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const DAY_MS = 86_400_000;
const window = (sandbox: SandboxControl) =>
  sandbox.state<{ window: { begin_time: number; end_time: number } }>('vip').window;
const packages = (page: Page) => page.getByTestId('package');
/** The sandbox's Laila Haddad (uid 1002, a VIP 2) as the VIP recharge page looks her up. */
const LAILA_SID = '8801002';

test('a visitor sees the packages, is asked to sign in for their VIP state, and can buy', async ({
  open,
  page,
}) => {
  await open('/v/vip-sale', { signedInAs: null });
  await expect(packages(page)).toHaveCount(3);
  await expect(page.getByTestId('vip-status')).toContainText('Log in to see your VIP level.');
  await expect(page.getByTestId('vip-log-in')).toBeVisible();
  await expect(page.getByTestId('buy').first()).toHaveText('Buy');
  // The campaign's gold, not the base purple of every button.
  await expect(page.getByTestId('buy').first()).toHaveCSS('background-image', /linear-gradient/);
  await expect(page.getByTestId('rebate')).toHaveCount(0);
});

test('a visitor in the app logs in from the flag and sees their VIP state', async ({ open, page }) => {
  await open('/v/vip-sale', { app: { signedInAs: null, loginAs: 1002 } });
  await page.getByTestId('vip-log-in').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('vip-flag')).toHaveText(/VIP 2\u2069 until /);
});

test('a user who is not a VIP is told so and buys', async ({ open, page }) => {
  await open('/v/vip-sale');
  await expect(page.getByTestId('vip-status')).toHaveText('You are not a VIP yet.');
  await expect(page.getByTestId('buy')).toHaveText(['Buy', 'Buy', 'Buy']);
  await expect(page.getByTestId('rebate')).toHaveText(
    'VIPs get coins back on every recharge: 2% to 8% by level.',
  );
});

test('a VIP sees the level and expiry, renews, pays on the provider page, and the expiry moves', async ({
  open,
  page,
}) => {
  await open('/v/vip-sale', { signedInAs: 1002 });
  await expect(page.getByTestId('vip-flag')).toHaveText(/VIP 2\u2069 until /);
  const before = await page.getByTestId('vip-flag').textContent();
  await expect(page.getByTestId('buy')).toHaveText(['Renew', 'Renew', 'Renew']);
  await expect(page.getByTestId('rebate')).toContainText('Recharge rebate 5%');
  await packages(page).nth(1).getByTestId('buy').click();
  await page.getByRole('dialog').getByTestId('confirm-ok').click();
  // The VIP recharge page: the purchasing account, a channel, the 30-day package, then the provider.
  await page.waitForURL(/\/v\/vip-recharge\/official/);
  await page.getByLabel('Account number').fill(LAILA_SID);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('button', { name: /Wallets/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'STC Pay' }).click();
  await page.getByRole('button', { name: /VIP 30 days/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('source')).toBe('web_official');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('result-status')).toHaveText('Recharge successful');
  // The paid package reached the VIP server: 30 days and the sale's 9 bonus days later.
  await open('/v/vip-sale', { signedInAs: 1002 });
  await expect(page.getByTestId('vip-flag')).toHaveText(/VIP 2\u2069 until /);
  await expect(page.getByTestId('vip-flag')).not.toHaveText(before ?? '');
});

test('an ended VIP is told when it ended and renews', async ({ open, page }) => {
  await open('/v/vip-sale', { signedInAs: 1003 });
  await expect(page.getByTestId('vip-status')).toContainText('Your VIP ended on');
  await expect(page.getByTestId('buy').first()).toHaveText('Renew');
});

test('during the sale: its end counts down and every package shows its bonus days', async ({
  open,
  page,
}) => {
  await open('/v/vip-sale');
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'running');
  await expect(page.getByTestId('phase-banner')).toContainText('The sale ends in');
  await expect(page.getByTestId('sale-badge')).toHaveText('30% more days');
  await expect(page.getByTestId('bonus')).toHaveText(['+2 bonus days', '+9 bonus days', '+27 bonus days']);
});

test('before the sale: when it starts, and no bonus yet', async ({ open, page, sandbox }) => {
  sandbox.setClock(window(sandbox).begin_time * 1000 - DAY_MS);
  await open('/v/vip-sale');
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'before');
  await expect(page.getByTestId('phase-banner')).toContainText('The sale starts in');
  await expect(packages(page)).toHaveCount(3);
  await expect(page.getByTestId('bonus')).toHaveCount(0);
});

test('after the sale: it has ended and packages bring their usual days', async ({ open, page, sandbox }) => {
  sandbox.setClock(window(sandbox).end_time * 1000 + 1000);
  await open('/v/vip-sale');
  await expect(page.getByTestId('phase-banner')).toHaveText(
    'The sale has ended. Packages bring their usual days.',
  );
  await expect(packages(page)).toHaveCount(3);
  await expect(page.getByTestId('bonus')).toHaveCount(0);
});

test('buying asks once what is paid and received; a double tap hands off once to the VIP recharge page', async ({
  open,
  page,
}) => {
  await open('/v/vip-sale?lang=en');
  await packages(page).nth(1).getByTestId('buy').click();
  const sheet = page.getByRole('dialog');
  // Aarav (IN): the stores price his packages in rupees (spec 9), as the VIP recharge page does.
  await expect(sheet.getByTestId('confirm-spend')).toHaveText('You spend₹1,382.50');
  await expect(sheet.getByTestId('confirm-receive')).toHaveText('You getVIP 30 days +9 bonus days');
  const handOffs: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().includes('/v/vip-recharge/')) handOffs.push(r.url());
  });
  await sheet.getByTestId('confirm-ok').dblclick();
  await page.waitForURL(/\/v\/vip-recharge\/official\?lang=en$/);
  await expect(page.getByRole('heading', { name: 'VIP recharge' }).first()).toBeVisible();
  expect(handOffs).toHaveLength(1);
});

test('cancelling the sheet buys nothing', async ({ open, page }) => {
  await open('/v/vip-sale');
  await page.getByTestId('buy').first().click();
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/v/vip-sale');
});

test('in Arabic under /g/v/: right to left, Arabic texts, and the hand-off keeps /g/', async ({
  open,
  page,
}) => {
  await open('/g/v/vip-sale', { lang: 'ar', signedInAs: 1002 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('buy')).toHaveText(['جدِّد', 'جدِّد', 'جدِّد']);
  await expect(page.getByTestId('phase-banner')).toContainText('تنتهي التخفيضات بعد');
  await expect(packages(page).first()).toContainText('عضوية كبار الشخصيات 7 أيام');
  // Laila (EG) pays in Egyptian pounds, and the page writes one digit system.
  await expect(packages(page).first()).toContainText('225.00');
  await expect(packages(page).first()).toContainText('ج.م.');
  await expect(page.locator('body')).not.toContainText(/[\u0660-\u0669]/);
  await page.getByTestId('buy').first().click();
  await page.getByTestId('confirm-ok').click();
  await page.waitForURL(/\/g\/v\/vip-recharge\/official\?lang=ar$/);
});

test('in the app, the packages of the app and its platform', async ({ open, page, sandbox }) => {
  await open('/v/vip-sale?app_name=sm_lite', { app: { platform: 'ios' } });
  await expect(packages(page)).toHaveCount(3);
  await expect(packages(page).first()).toContainText('₹394.99');
  const asked = sandbox.requests({ call: 'vip.skus' }).at(-1);
  expect(asked?.params).toMatchObject({ app_name: 'sm_lite', platform: 'ios' });
});

test("a visitor's packages are priced in the country the app names, else the Middle East's", async ({
  open,
  page,
}) => {
  await open('/v/vip-sale?country=EG', { signedInAs: null });
  await expect(packages(page).first()).toContainText('EGP');
  await open('/v/vip-sale', { signedInAs: null });
  await expect(packages(page).first()).toContainText('$4.95');
});

test('a failed package read says so plainly and its retry works', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/500/);
  // The client retries a GET once by itself: two failures reach the page.
  sandbox.fault({ match: 'vip.skus', kind: 'http500', times: 2 });
  await open('/v/vip-sale');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(packages(page)).toHaveCount(3);
});
