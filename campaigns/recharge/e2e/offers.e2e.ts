// Discounts (a live one, a VIP-only one, an expired one), the first-recharge offer before and
// after the first recharge, its one lottery draw (a double tap draws once), and the recharge
// activities' tiers (a double tap claims once) before, during and after.

import { expect, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

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
