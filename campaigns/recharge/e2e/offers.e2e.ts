// Discounts (a live one, a VIP-only one, an expired one), the first-recharge offer before and
// after the first recharge, its one lottery draw (a double tap draws once), and the recharge
// activities' tiers (a double tap claims once) before, during and after.

import { expect, type SandboxControl, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

type RapidOrderSeen = {
  product_id: string;
  coins?: number;
  bonus_coins?: number;
  offer?: string;
  price: number;
};
/** The payment server's last order and the coins it has credited to `uid`. */
const lastOrder = (sandbox: SandboxControl) =>
  [...sandbox.state<{ orders: Map<string, RapidOrderSeen> }>('rapid').orders.values()].at(-1)!;
const credited = (sandbox: SandboxControl, uid: number) =>
  sandbox.state<{ credited: Map<number, number> }>('rapid').credited.get(uid) ?? 0;
const confirmText = async (page: Page, id: string, label: string) =>
  ((await page.getByTestId(id).textContent()) ?? '').replace(label, '');

/**
 * Confirms the chosen package on the store and pays it at the provider; returns what the
 * confirmation said. Fails if the order the server received differs from it.
 */
async function payConfirmed(page: Page, sandbox: SandboxControl) {
  await page.getByTestId('pay').click();
  const spend = await confirmText(page, 'confirm-spend', 'You spend');
  const receive = await confirmText(page, 'confirm-receive', 'You get');
  const balanceAfter = await confirmText(page, 'confirm-balance-after', 'Balance after');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const checkout = sandbox.requests({ path: '/pay/provider/checkout' }).at(-1)!;
  const order = lastOrder(sandbox);
  expect(order.product_id).toBe(checkout.params.product_id);
  // The amount confirmed (before "Paid on the payment page of …") is the order's price.
  const amount = Number(spend.split('Paid on')[0]!.replace(/[^\d.]/g, ''));
  expect(amount).toBe(order.price);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/v\/recharge-result\?/);
  return { receive, balanceAfter, checkout, order: lastOrder(sandbox) };
}

/** Pays `coins` at the provider as the signed-in user, through the store. */
async function recharge(page: Page, open: (p: string) => Promise<Page>) {
  await open('/v/recharge?country=IN');
  await page.getByTestId('pay').click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/v\/recharge-result\?/);
}

test('the gold discount shows its packages and end; once ended it offers nothing', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/recharge-discount/gold');
  await expect(page.getByTestId('discount-package')).toHaveCount(5);
  await expect(page.getByTestId('discount-package').first()).toContainText('+60 coins');
  await page.getByTestId('discount-package').nth(2).getByRole('link', { name: 'Recharge' }).click();
  await expect(page.getByTestId('package').nth(2)).toHaveAttribute('aria-pressed', 'true');
  sandbox.switch('recharge', 'endDiscount', { kind: 'gold' });
  await open('/v/recharge-discount/gold');
  await expect(page.getByTestId('discount-ended')).toContainText('This offer ended on');
  await expect(page.getByTestId('discount').getByRole('link', { name: 'Recharge' })).toHaveCount(0);
});

// Issue 51: the discount's "Recharge" opened the ordinary store; the confirmation, the order and
// the provider's credit all left the bonus out.
test('money: a discount package is confirmed with its bonus, named in the order, credited, and taken once', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/recharge-discount/gold');
  await expect(page.getByTestId('one-time')).toHaveText('Each package once per account.');
  await expect(page.getByTestId('discount-package').first()).toContainText('600 coins+60 coins₹79.00');
  await page.getByTestId('discount-package').first().getByRole('link', { name: 'Recharge' }).click();
  await expect(page.getByTestId('package').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('package').first().getByTestId('package-bonus')).toHaveText(
    '+60 bonus coins',
  );
  const before = credited(sandbox, 1001);
  const { receive, balanceAfter, checkout, order } = await payConfirmed(page, sandbox);
  expect(receive).toBe('600 coins + 60 bonus coins');
  // The coins after: the 1,200 the server says Aarav holds, the package and its bonus.
  expect(balanceAfter).toBe('1,860 coins');
  expect(checkout.params.offer).toBe('gold');
  expect(order).toMatchObject({ coins: 600, bonus_coins: 60, offer: 'gold', price: 79 });
  // What the server credited, as the result page reads it back: the coins and bonus confirmed.
  await expect(page.getByTestId('result-body')).toHaveText(
    '600 coins and 60 bonus coins were added to your account.',
  );
  expect(credited(sandbox, 1001) - before).toBe(660);
  // Once per account: the package is no longer offered.
  await open('/v/recharge-discount/gold');
  await expect(page.getByTestId('discount-package')).toHaveCount(4);
  await expect(page.getByTestId('discount-package').first()).toContainText('3,000 coins');
});

test('money: the VIP discount is confirmed with its bonus, named in the order and credited, and stays offered', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/recharge-discount/vip', { signedInAs: 1002 });
  // The hero says what the page offers, not its title again.
  await expect(page.getByTestId('hero')).toHaveText('Extra coins on every package, for VIPs only.');
  await expect(page.getByText('VIP recharge bonus', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('one-time')).toHaveCount(0);
  await page.getByTestId('discount-package').nth(1).getByRole('link', { name: 'Recharge' }).click();
  await expect(page.getByTestId('package').nth(1)).toHaveAttribute('aria-pressed', 'true');
  const before = credited(sandbox, 1002);
  const { receive, checkout, order } = await payConfirmed(page, sandbox);
  expect(receive).toBe('3,000 coins + 600 bonus coins');
  expect(checkout.params.offer).toBe('vip');
  expect(order).toMatchObject({ coins: 3000, bonus_coins: 600, offer: 'vip' });
  await expect(page.getByTestId('result-body')).toHaveText(
    '3,000 coins and 600 bonus coins were added to your account.',
  );
  expect(credited(sandbox, 1002) - before).toBe(3600);
  await open('/v/recharge-discount/vip', { signedInAs: 1002 });
  await expect(page.getByTestId('discount-package')).toHaveCount(5);
});

test('money: the first-recharge offer is confirmed with its bonus and credited; its gifts come from the server', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/h5-shop/stores', { signedInAs: 1003 });
  const goldsBefore = Number(((await page.getByTestId('golds').textContent()) ?? '').replace(/,/g, ''));
  await open('/v/first-recharge', { signedInAs: 1003 });
  await page.getByRole('link', { name: 'Recharge now' }).click();
  await expect(page.getByTestId('package').first()).toHaveAttribute('aria-pressed', 'true');
  const before = credited(sandbox, 1003);
  const { receive, checkout, order } = await payConfirmed(page, sandbox);
  expect(receive).toBe('600 coins + 600 bonus coins');
  expect(checkout.params.offer).toBe('first');
  expect(order).toMatchObject({ coins: 600, bonus_coins: 600, offer: 'first' });
  await expect(page.getByTestId('result-body')).toHaveText(
    '600 coins and 600 bonus coins were added to your account.',
  );
  expect(credited(sandbox, 1003) - before).toBe(1200);
  await open('/v/first-recharge', { signedInAs: 1003 });
  await expect(page.getByTestId('received').getByTestId('gift')).toHaveText([
    /Golds.*600/,
    /Starlight frame.*7/,
    /Golden mic.*3/,
  ]);
  // The golds gift reached the shops' balance.
  await open('/v/h5-shop/stores', { signedInAs: 1003 });
  await expect(page.getByTestId('golds')).toHaveText((goldsBefore + 600).toLocaleString('en'));
});

test('an offer that no longer applies says so, and the order names none', async ({ open, page, sandbox }) => {
  // 1001 has recharged: the first-recharge offer is not theirs.
  await open('/v/recharge?coins=600&offer=first&country=IN');
  await expect(page.getByTestId('offer-gone')).toBeVisible();
  await expect(page.getByTestId('package-bonus')).toHaveCount(0);
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('confirm-receive')).toHaveText('You get600 coins');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(sandbox.requests({ path: '/pay/provider/checkout' }).at(-1)!.params.offer).toBeUndefined();
});

test('the VIP discount: a VIP recharges, others are led to become one', async ({ open, page, sandbox }) => {
  await open('/v/recharge-discount/vip', { signedInAs: 1002 });
  await expect(page.getByTestId('discount-package').first().getByRole('link')).toBeVisible();
  // One read: its request carries the login, so it is not asked again once the user is known.
  await page.waitForLoadState('networkidle');
  expect(sandbox.requests({ call: 'recharge.discount' })).toHaveLength(1);
  await open('/v/recharge-discount/vip');
  await expect(page.getByTestId('vip-only')).toBeVisible();
  await expect(page.getByTestId('discount-package').first().getByRole('link')).toHaveCount(0);
});

test('first recharge: the offer, then the gifts after a payment, and one lottery draw on a double tap', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/first-recharge', { signedInAs: 1003 });
  await expect(page.getByTestId('first-offer')).toBeVisible();
  await expect(page.getByTestId('gifts').getByTestId('gift')).toHaveCount(3);
  await open('/v/first-recharge-lottery', { signedInAs: 1003 });
  await expect(page.getByTestId('draw')).toBeDisabled();
  await expect(page.getByTestId('lottery-state')).toContainText('Make your first recharge to draw a gift.');
  await recharge(page, (p) => open(p, { signedInAs: 1003 }));
  await open('/v/first-recharge-new', { signedInAs: 1003 });
  await expect(page.getByTestId('received').getByTestId('gift')).toHaveCount(3);
  await open('/v/first-recharge-gifts', { signedInAs: 1003 });
  await expect(page.getByTestId('first-gifts')).toHaveAttribute('data-recharged', 'true');
  await open('/v/first-recharge-lottery', { signedInAs: 1003 });
  await page.getByTestId('draw').dblclick();
  await expect(page.getByTestId('draw-result-ok')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('draw-result-ok').click();
  await expect(page.getByTestId('lottery-state')).toContainText('Your gift:');
  await expect(page.getByTestId('draw')).toBeDisabled();
  expect(sandbox.requests({ call: 'recharge.firstLottery' })).toHaveLength(1);
});

test('recharge activity: tiers reached are claimed once on a double tap; progress grows with a recharge', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/recharge-activity?promotion_id=recharge-activity');
  await expect(page.getByTestId('recharged')).toHaveText('Recharged in this activity: 9,000 coins');
  await expect(page.getByTestId('tier-claim')).toHaveCount(2);
  await page.getByTestId('tier-claim').first().dblclick();
  await expect(page.getByTestId('tier').first()).toHaveAttribute('data-state', 'claimed');
  expect(new Set(sandbox.requests({ call: 'recharge.claimTier' }).map((r) => r.idempotencyKey)).size).toBe(1);
  await recharge(page, open);
  await open('/v/recharge-activity?promotion_id=recharge-activity');
  await expect(page.getByTestId('recharged')).toHaveText('Recharged in this activity: 9,600 coins');
});

test('recharge activities before and after: nothing to claim, the phase says why', async ({ open, page }) => {
  await open('/v/august-recharge?promotion_id=august-recharge');
  await expect(page.getByText('Tiers open when the activity starts.')).toBeVisible();
  await expect(page.getByTestId('tier-claim')).toHaveCount(0);
  await open('/v/recharge-activity-april?promotion_id=recharge-activity-april');
  await expect(
    page.getByText('The activity has ended. Rewards you did not claim have expired.'),
  ).toBeVisible();
  await expect(page.getByTestId('tier-claim')).toHaveCount(0);
});

test('Arabic under /g/v/: the activity and its tiers', async ({ open, page }) => {
  await open('/g/v/recharge-activity-new?promotion_id=recharge-activity-new', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('tier')).toHaveCount(4);
  await expect(page.getByTestId('tier').first()).toContainText('ذهبيات');
});
