// The dragon-egg exchange (eggs spent once, after the confirm sheet) and My prizes, which gathers
// what every lottery gave.

import { expect, test } from '@h5/e2e/fixtures';

const eggsOf = (s: { state: <T>(a: string) => T }) =>
  s.state<{ eggs: Map<number, number> }>('lotteries').eggs.get(1001);

test('an exchange spends the eggs once after the confirm, and a dear item asks for more eggs', async ({
  open,
  sandbox,
}) => {
  sandbox.switch('lotteries', 'eggs', { uid: 1001, eggs: 25 });
  const page = await open('/v/dragon-egg/exchange?promotion_id=3106');
  await expect(page.getByTestId('egg-count')).toHaveText('You have 25 dragon eggs');
  const items = page.getByTestId('shop-item');
  await expect(items.last()).toHaveAttribute('data-state', 'short');
  await expect(items.last().getByTestId('exchange')).toBeDisabled();
  await items.nth(1).getByTestId('exchange').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('confirm-spend')).toHaveText(/20 dragon eggs/);
  await expect(sheet.getByTestId('confirm-balance-after')).toHaveText(/5 dragon eggs/);
  const ok = sheet.getByTestId('confirm-ok');
  const box = (await ok.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('.h5-toast')).toContainText('Dragon frame (7 days) is yours');
  await expect(page.getByTestId('egg-count')).toHaveText('You have 5 dragon eggs');
  expect(eggsOf(sandbox)).toBe(5);
  expect(sandbox.requests({ call: 'lotteries.dragonEggExchange' })).toHaveLength(1);
});

test('My prizes lists a new win first and leads back to its lottery, in Arabic', async ({ open }) => {
  const page = await open('/v/lottery?promotion_id=3103', { lang: 'ar' });
  await page.getByTestId('draw-card').nth(2).click();
  await page.getByRole('dialog').getByTestId('confirm-ok').click();
  const result = page.getByTestId('draw-result');
  await expect(result).toBeVisible({ timeout: 8000 });
  const name = (await result.locator('bdi').first().textContent())!;
  await page.getByTestId('draw-result-ok').click();
  await page.getByTestId('my-prizes-link').click();
  await expect(page).toHaveURL(/\/v\/myPrizeList/);
  const first = page.getByTestId('my-prize').first();
  await expect(first).toContainText(name);
  await expect(first).toContainText('اليانصيب');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/v\/lottery\?.*promotion_id=3103/);
});

test('My prizes are in date order, newest first, across every lottery', async ({ open }) => {
  const page = await open('/v/myPrizeList');
  const times = page.getByTestId('my-prize').locator('time');
  await expect(times.first()).toBeVisible();
  const at = await times.evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
  expect(at.length).toBeGreaterThan(1);
  expect(at).toEqual([...at].sort((a, b) => b - a));
  const lotteries = await page.getByTestId('my-prize').locator('.lot-won-from').allTextContents();
  expect(new Set(lotteries).size).toBeGreaterThan(1);
});

test('a lottery link without a promotion says the link is broken', async ({ open }) => {
  const page = await open('/v/hot-turntable');
  await expect(page.getByTestId('broken-link')).toBeVisible();
});
