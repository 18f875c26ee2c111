// The web store, its result and record: a recharge through the pay host's provider page back to
// the result; the account from the link; a visitor; point cards to the middle page; Malaysian
// online banking; a failed channel list; a pending result that settles; Arabic under /g/v/.

import { readConfirmation } from '@h5/e2e/confirmed';
import { expect, fakeAppCalls, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const pay = async (page: Page) => {
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('confirm-spend')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
};

test('store: account, channels with icons, packages, confirm, provider page, paid result and record', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/recharge?country=IN');
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await expect(page.getByTestId('channel')).toHaveCount(6);
  await expect(page.getByTestId('channel').first().locator('img')).toHaveAttribute('src', /upi\.svg/);
  await page.getByTestId('package').nth(1).click();
  await expect(page.getByTestId('pay')).toHaveText('Pay ₹395.00');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('confirm-spend')).toContainText('₹395.00');
  await expect(page.getByTestId('confirm-receive')).toHaveText(/3,000 coins/);
  // The coins after paying: the 1,200 the server says Aarav holds and the 3,000 of the package.
  const confirmed = await readConfirmation(page);
  expect(confirmed.balanceAfter).toBe('4,200 coins');
  // A double tap on the confirmation opens one order.
  await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('source')).toBe('web_official');
  // What the payment server received is what was confirmed: the 3,000-coin package at ₹395, no offer.
  const order = [
    ...sandbox
      .state<{ orders: Map<string, { product_id: string; coins?: number; price: number; offer?: string }> }>(
        'rapid',
      )
      .orders.values(),
  ].at(-1)!;
  expect(order).toMatchObject({ product_id: url.searchParams.get('product_id'), coins: 3000, price: 395 });
  expect(order.offer).toBeUndefined();
  const credited = () => sandbox.state<{ credited: Map<number, number> }>('rapid').credited.get(1001) ?? 0;
  const before = credited();
  expect(url.searchParams.get('opid')).toBe('official');
  expect(url.searchParams.get('return_path')).toMatch(/^\/v\/recharge-result/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/v\/recharge-result\?.*order_id=/);
  await expect(page.getByTestId('result')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('result-body')).toHaveText('3,000 coins were added to your account.');
  expect(credited() - before).toBe(3000);
  await page.getByRole('link', { name: 'Recharge record' }).click();
  await expect(page.getByTestId('record-row').first()).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('record-row').first()).toContainText('3,000 coins');
});

test('the account of the link is recharged; a visitor without one is invited to the app', async ({
  open,
  page,
}) => {
  await open('/v/recharge?uid=1004&country=NG', { signedInAs: null });
  await expect(page.getByTestId('account-id')).toHaveText('Account ID 1004');
  await expect(page.getByTestId('pay')).toBeVisible();
  await open('/v/recharge', { signedInAs: null });
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open in the app' })).toBeVisible();
  await expect(page.getByTestId('pay')).toHaveCount(0);
  // No error under the invitation, and no retry that could only fail again.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a failed channel list says so and its retry works', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  sandbox.fault({ match: 'recharge.openChannels', kind: 'http500', times: 2 });
  await open('/v/recharge?country=IN');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('channel')).toHaveCount(6);
});

test('a pending result settles by itself; an expired one offers to try again', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/recharge?country=IN');
  await pay(page);
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const orderId = (await page.getByTestId('order-id').textContent()) ?? '';
  await open(`/v/recharge-result?order_id=${orderId}`);
  await expect(page.getByTestId('result')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('result-title')).toHaveText('Waiting for the payment');
  await page.request.post(`${new URL(page.url()).origin}/pay/provider/pay`, { form: { order_id: orderId } });
  await expect(page.getByTestId('result')).toHaveAttribute('data-status', 'paid', { timeout: 10_000 });
  // Another order left unpaid past the provider's 30 minutes fails.
  await open('/v/recharge?country=IN');
  await pay(page);
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const late = (await page.getByTestId('order-id').textContent()) ?? '';
  sandbox.advanceClock(31 * 60_000);
  await open(`/v/recharge-result?order_id=${late}`);
  await expect(page.getByTestId('result')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('try-again')).toBeVisible();
});

test('a result link without an order, or with one of someone else, says so with a way on', async ({
  open,
  page,
}) => {
  await open('/v/recharge-result?order_id=<b>x</b>');
  await expect(page.getByText('This link has no order to show.')).toBeVisible();
  // An order that is not there, or is someone else's: it does not exist for this user.
  for (const id of ['NOPE123', 'WS000030']) {
    await open(`/v/recharge-result?order_id=${id}`);
    const state = page.getByTestId('not-found');
    await expect(state).toContainText('This order does not exist. Your recharges are in your record.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await state.getByRole('link', { name: 'Recharge record' }).click();
    await expect(page).toHaveURL(/\/v\/recharge-record/);
  }
  await open('/v/recharge-result?order_id=NOPE123', { lang: 'ar', app: true });
  const state = page.getByTestId('not-found');
  await expect(state).toContainText('هذا الطلب غير موجود.');
  await expect(state.getByRole('button', { name: 'إغلاق' })).toBeVisible();
});

test('the record pages on as the list scrolls', async ({ open, page, sandbox }) => {
  await open('/v/recharge-record');
  const rows = page.getByTestId('record-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(24);
  // Scrolling to the bottom brings the next pages, until the last (24 rows).
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(rows).toHaveCount(24, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText('No more')).toBeVisible();
  expect(sandbox.requests({ call: 'recharge.record' }).map((r) => r.params.page)).toEqual(['1', '2', '3']);
});

test('recharge card: how it works, the card channel, on to the middle page', async ({ open, page }) => {
  await open('/v/recharge-card?country=IN');
  await expect(page.getByTestId('card-steps').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('channel')).toHaveCount(1);
  await pay(page);
  await page.waitForURL(/\/v\/recharge-middle\?/);
});

test('payment collect: Malaysian banks, amount, confirm, the bank page', async ({ open, page }) => {
  await open('/v/payment-collect');
  await expect(page.getByTestId('channel')).toHaveText([
    'Maybank2u',
    'CIMB Clicks',
    'Public Bank',
    'RHB Now',
  ]);
  await page.getByTestId('channel').nth(1).click();
  await expect(page.getByTestId('package').first()).toContainText('MYR');
  await pay(page);
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('sub_channel')).toBe('fpx_cimb');
});

test('Arabic under /g/v/: the store and a paid order return under /g/', async ({ open, page }) => {
  await open('/g/v/recharge?country=EG', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'طريقة الدفع' })).toBeVisible();
  await page.getByTestId('pay').click();
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('return_path')).toMatch(/^\/g\/v\/recharge-result\?.*lang=ar/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/g\/v\/recharge-result\?/);
  await expect(page.getByTestId('result-title')).toHaveText('تم الشحن بنجاح');
});

test('in the app: the signed-in account, and the payment opens through the app to the provider', async ({
  open,
  page,
}) => {
  // The provider answers No Content, so the page stays where it is when the app opens the payment,
  // and what the app received is read there.
  await page.route(/\/pay\/provider\/checkout\?/, (r) => r.fulfill({ status: 204 }));
  await open('/v/recharge?country=IN', { app: { version: '8.33.2', platform: 'android' } });
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await pay(page);
  // The app is handed the provider's page in its web view link, flagged for an external tab on
  // this Android version (8.33.0 to 8.33.4), never navigated to by the page itself.
  const opened = async () =>
    (
      (await fakeAppCalls(page)).find((c) => c.method === 'openDeepLink')?.params as
        | { url: string }
        | undefined
    )?.url;
  await expect.poll(opened).toMatch(/^smapp:\/\/webview\?url=.+&external=1$/);
  const link = (await opened())!;
  const provider = new URL(new URLSearchParams(link.split('?')[1]).get('url')!, page.url());
  expect(provider.pathname).toBe('/pay/provider/checkout');
  expect(provider.searchParams.get('return_path')).toMatch(/^\/v\/recharge-result\?.*fake_app=1/);
});

test("the link's spec 7 parameters reach open-channels as given: module and spec_country too", async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/payment-collect?spec_country=MY&module=online_banking&work_id=7&activity_id=a1');
  await expect(page.getByTestId('channel')).toHaveCount(4);
  expect(sandbox.requests({ call: 'recharge.openChannels' }).at(-1)?.params).toMatchObject({
    module: 'online_banking',
    spec_country: 'MY',
    work_id: '7',
    activity_id: 'a1',
  });
  // Issue 51: the page overwrote the link's country with Malaysia and dropped its module.
  await open('/v/payment-collect?spec_country=ID');
  await expect(page.getByTestId('no-channels')).toBeVisible();
  expect(sandbox.requests({ call: 'recharge.openChannels' }).at(-1)?.params).toMatchObject({
    spec_country: 'ID',
  });
  await open('/v/recharge?country=IN&module=point_card');
  await expect(page.getByTestId('channel')).toHaveCount(1);
  expect(sandbox.requests({ call: 'recharge.openChannels' }).at(-1)?.params).toMatchObject({
    module: 'point_card',
  });
});
