// The shops: stores with stock and golds, buying after the confirmation (a double tap buys once),
// the result and my purchases, sold out and short of golds, the rules, a party room, Arabic /g/v/.

import { expect, test } from '@h5/e2e/fixtures';

test('buy: confirm what is spent and the golds left, a double tap buys once, then the result and my purchases', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/h5-shop');
  await page.waitForURL(/\/v\/h5-shop\/stores/);
  await expect(page.getByTestId('golds')).toHaveText('6,000');
  const car = page.locator('[data-testid="goods"][data-id="21"]');
  await car.getByTestId('buy').click();
  await expect(page.getByTestId('confirm-spend')).toHaveText(/1,200 golds/);
  await expect(page.getByTestId('confirm-balance-after')).toHaveText(/4,800 golds/);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).dblclick();
  await page.waitForURL(/\/v\/h5-shop\/result\?order_id=/);
  await expect(page.getByTestId('shop-result')).toContainText('Party car');
  expect(sandbox.requests({ call: 'recharge.buy' }).length).toBeLessThanOrEqual(2);
  expect(new Set(sandbox.requests({ call: 'recharge.buy' }).map((r) => r.idempotencyKey)).size).toBe(1);
  await page.getByRole('link', { name: 'My purchases' }).first().click();
  await expect(page.getByTestId('purchase')).toHaveCount(3);
  await expect(page.getByTestId('purchase').first()).toContainText('Party car');
  await open('/v/h5-shop/stores');
  await expect(page.getByTestId('golds')).toHaveText('4,800');
});

test('sold out and short of golds offer no buy; the rules and a party room', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/h5-shop/stores', { signedInAs: 1004 });
  await expect(page.locator('[data-id="13"]').getByTestId('sold-out')).toBeVisible();
  await expect(page.locator('[data-id="21"]').getByTestId('short')).toHaveText('Not enough golds');
  // The shop's rules are the server's: the page adds only its own double-tap sentence.
  const rules = sandbox.state<{ shopRules: unknown[] }>('recharge').shopRules;
  rules.splice(1);
  await open('/v/h5-shop/rule');
  await expect(page.getByTestId('rules').locator('li')).toHaveText([
    'Goods are bought with golds and cannot be exchanged back.',
    'A purchase is taken once, even if you tap twice.',
  ]);
  await open('/v/h5-shop-pro/partyRoomDetail?goods_id=41');
  await expect(page.getByTestId('party-room')).toContainText('15 mic seats');
  await open('/v/h5-shop/partyRoomDetail?goods_id=abc');
  await expect(page.getByText('This party room is not in the shop.')).toBeVisible();
});

test('the pro shop has the pro collection; Arabic under /g/v/', async ({ open, page }) => {
  await open('/g/v/h5-shop-pro/stores', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('store')).toHaveCount(4);
  await expect(page.getByTestId('store').last()).toContainText('مجموعة المحترفين');
});
