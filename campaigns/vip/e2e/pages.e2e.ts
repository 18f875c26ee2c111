// Privileges, intimacy, rules, customer service and nobility: each with its data from the server,
// marked for the user's level, in English and Arabic.

import { expect, test } from '@h5/e2e/fixtures';

test('VIP privileges by level, all unlocked for a VIP 3, locked for a user without VIP', async ({
  open,
  page,
}) => {
  await open('/v/vip-privilege-details', { signedInAs: 1005 });
  await expect(page.getByTestId('level-group')).toHaveCount(3);
  await expect(page.locator('[data-testid="privilege"][data-unlocked="true"]')).toHaveCount(9);
  await expect(page.getByTestId('effects').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('templates').getByRole('listitem')).toHaveCount(4);
  await open('/v/vip-privilege-details');
  await expect(page.getByTestId('privilege').first()).toContainText(/Unlocks at \u2068VIP 1\u2069/);
  await expect(page.locator('[data-testid="privilege"][data-unlocked="true"]')).toHaveCount(0);
});

test('a VIP 2 has the privileges up to level 2', async ({ open, page }) => {
  await open('/v/vip-privilege-details', { signedInAs: 1002 });
  await expect(page.locator('[data-testid="privilege"][data-unlocked="true"]')).toHaveCount(6);
});

test('intimacy levels and their privileges', async ({ open, page }) => {
  await open('/v/intimacy-privilege-details', { lang: 'ar' });
  await expect(page.getByTestId('intimacy-levels').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('intimacy-levels')).toContainText('توأم الروح');
  await expect(page.getByTestId('privilege')).toHaveCount(5);
});

// Issue 51: every intimacy privilege was drawn locked, whatever the user had reached.
test("intimacy privileges are unlocked up to the user's level, as the server answers it", async ({
  open,
  page,
}) => {
  await open('/v/intimacy-privilege-details', { signedInAs: 1002 });
  await expect(page.getByTestId('my-intimacy')).toHaveText(
    'Your closest friendship has reached \u2068Close friends\u2069.',
  );
  await expect(page.getByTestId('privilege')).toHaveCount(5);
  await expect(page.locator('[data-testid="privilege"][data-unlocked="true"]')).toHaveCount(3);
  await open('/v/intimacy-privilege-details', { signedInAs: 1003 });
  await expect(page.getByTestId('privilege')).toHaveCount(5);
  await expect(page.locator('[data-testid="privilege"][data-unlocked="true"]')).toHaveCount(0);
  await expect(page.getByTestId('my-intimacy')).toHaveCount(0);
});

test('the rules, with the way to customer service', async ({ open, page, sandbox }) => {
  // The rules are the server's (the VIP store's `rules`): what it answers is what the page says.
  sandbox.state<{ rules: unknown[] }>('vip').rules.splice(2);
  await open('/v/vip-rule-desc', { signedInAs: null });
  // The hero says what the page offers; the title is the header's alone.
  await expect(page.getByTestId('hero')).toHaveText('How VIP works, and what each level gives back');
  await expect(page.getByText('VIP rules', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('rules').getByRole('listitem')).toHaveText([
    'A VIP package runs for its days from the moment it is paid. Buying again before it ends adds the days after the current end.',
    'Your VIP level is the level of the package you bought; while your VIP runs, a new package never lowers it.',
  ]);
  // Each level's rebate is the server's (the VIP store), not a figure of the page.
  await expect(page.getByTestId('rebate-levels').getByRole('listitem')).toHaveText([
    '\u2068VIP 1\u2069: 2%',
    '\u2068VIP 2\u2069: 5%',
    '\u2068VIP 3\u2069: 8%',
  ]);
  await page.getByRole('link', { name: 'VIP customer service' }).first().click();
  await expect(page).toHaveURL(/\/v\/vip-customer-service/);
  await expect(page.getByTestId('whatsapp')).toBeVisible();
});

test('customer service links the contacts the server gives', async ({ open, page }) => {
  await open('/v/vip-customer-service', { signedInAs: null });
  await expect(page.getByTestId('whatsapp')).toHaveAttribute('href', 'https://wa.me/971505550199');
  await expect(page.getByTestId('email')).toHaveAttribute('href', 'mailto:vip-care@starmaker.example');
  await expect(page.getByTestId('contacts')).toContainText('Every day, 9:00 to 23:00 (Gulf time)');
});

test('customer service in Arabic, and a server error retried', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/500/);
  // The client retries a GET once by itself: two failures reach the page.
  sandbox.fault({ match: 'vip.customerService', kind: 'http500', times: 2 });
  await open('/g/v/vip-customer-service', { lang: 'ar' });
  await page.getByRole('alert').getByRole('button').click();
  await expect(page.getByTestId('contacts')).toContainText('يومياً');
  await expect(page.getByTestId('whatsapp')).toHaveText('تحدث عبر واتساب');
});

test('nobility: the levels, my title marked, each opening its privileges', async ({ open, page }) => {
  await open('/v/noble-h5', { signedInAs: 1005 });
  await expect(page).toHaveURL(/\/v\/noble-h5\/index/);
  await expect(page.getByTestId('noble-levels').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('noble-status')).toContainText('You are');
  await expect(page.getByTestId('noble-status')).toContainText('Earl');
  await page.getByRole('link', { name: /Duke/ }).click();
  await expect(page.getByTestId('noble-privileges')).toHaveAttribute('data-level', '5');
  await expect(page.getByTestId('noble-privileges').getByTestId('privilege')).toHaveCount(6);
});

test('noble privileges: a malformed level opens on my own; tabs switch', async ({ open, page }) => {
  await open('/v/noble-h5/privilege-list?level=%3Cb%3E', { signedInAs: 1005 });
  await expect(page.getByTestId('noble-privileges')).toHaveAttribute('data-level', '4');
  await page.getByRole('tab', { name: 'King' }).click();
  await expect(page.getByTestId('noble-privileges')).toHaveAttribute('data-level', '6');
  await expect(page.getByTestId('noble-privileges').getByTestId('privilege')).toHaveCount(7);
});

test('a visitor sees the noble levels and has no title', async ({ open, page }) => {
  await open('/v/noble-h5/index', { signedInAs: null });
  await expect(page.getByTestId('noble-status')).toHaveText('You have no noble title yet.');
  await expect(page.getByTestId('noble-levels').getByRole('listitem')).toHaveCount(6);
});
