// The task pages driven as a user would: a check-in and a claim each pay once under a double tap;
// a sign-up and a pre-heat choice ask first and stick; a bid says what it holds and bids once.

import { expect, requestsSettled, tapBurst, test } from '@h5/e2e/fixtures';

const goldsOf = (s: { state: <T>(a: string) => T }, uid = 1001) =>
  s.state<{ golds: Map<number, number> }>('luckyEgg').golds.get(uid) ?? 0;

test('daily benefit: a check-in and a task claim each pay once under a double tap', async ({
  open,
  sandbox,
}) => {
  const before = goldsOf(sandbox);
  const page = await open('/v/daily-benefit?promotion_id=3201');
  await tapBurst(page, page.getByTestId('check-in'), 2);
  await expect(page.getByTestId('check-in')).toHaveText('Checked in today');
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'tasks.checkIn' })).toHaveLength(1);
  const afterCheckIn = goldsOf(sandbox);
  expect(afterCheckIn).toBeGreaterThan(before);
  const claim = page.getByTestId('task-claim').first();
  await tapBurst(page, claim, 2);
  await expect(page.getByTestId('task-claimed').first()).toBeVisible();
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'tasks.claim' })).toHaveLength(1);
  expect(goldsOf(sandbox)).toBe(afterCheckIn + 10);
});

test('task center: weekly and growth tasks in tabs, in Arabic under /g/v/', async ({ open }) => {
  const page = await open('/g/v/task-system/index?promotion_id=3202', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('task')).toHaveCount(3);
  await page.getByRole('tab', { name: 'المهام الأسبوعية' }).click();
  await expect(page.getByTestId('task')).toHaveCount(2);
  await expect(page.getByTestId('task').first()).toContainText('ابدأ بثًا مباشرًا');
});

test('sign-up asks first, then stays', async ({ open }) => {
  const page = await open('/v/sign-up?promotion_id=3203');
  await expect(page.getByTestId('entrants')).toHaveText('3,120 singers have signed up');
  await page.getByRole('radio', { name: /Duets/ }).check();
  await page.getByTestId('sign-up').click();
  await expect(page.getByRole('dialog', { name: 'Sign up as Duets?' })).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('signed-up')).toHaveText('You are signed up as Duets. Good luck!');
  await expect(page.getByTestId('entrants')).toHaveText('3,121 singers have signed up');
  await page.reload();
  await expect(page.getByTestId('signed-up')).toBeVisible();
});

test('pre-heat: one vote, asked first', async ({ open }) => {
  const page = await open('/v/choose-preheat?promotion_id=3204');
  await page.getByTestId('option').nth(2).getByTestId('choose').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('option').nth(2).getByTestId('my-choice')).toBeVisible();
  await expect(page.getByTestId('choose')).toHaveCount(0);
});

test('a bid says what it holds and the balance after, and a double tap bids once', async ({
  open,
  sandbox,
}) => {
  const before = goldsOf(sandbox);
  const page = await open('/v/sid-bid?promotion_id=3205');
  const lot = page.locator('[data-sid="666999"]');
  await expect(lot.getByTestId('bid-amount')).toHaveText('1,250');
  await lot.getByRole('button', { name: 'Bid more' }).click();
  await expect(lot.getByTestId('bid-amount')).toHaveText('1,300');
  await lot.getByTestId('bid').click();
  const sheet = page.getByRole('dialog', { name: 'Bid on ID 666999' });
  await expect(sheet.getByTestId('confirm-spend')).toContainText('1,300 golds');
  await expect(sheet.getByTestId('confirm-balance-after')).toContainText(
    (before - 1300).toLocaleString('en'),
  );
  await tapBurst(page, sheet.getByTestId('confirm-ok'), 2);
  await expect(lot.getByTestId('my-bid')).toHaveText('You lead');
  await expect(page.getByTestId('golds')).toContainText((before - 1300).toLocaleString('en'));
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'tasks.sidBid' })).toHaveLength(1);
  expect(goldsOf(sandbox)).toBe(before - 1300);
});

test('an ended auction shows the lots without a bid', async ({ open }) => {
  const page = await open('/v/sid-bid?promotion_id=3206');
  await expect(page.getByText('The auction has ended.')).toBeVisible();
  await expect(page.getByTestId('lot').first()).toBeVisible();
  await expect(page.getByTestId('bid')).toHaveCount(0);
});
