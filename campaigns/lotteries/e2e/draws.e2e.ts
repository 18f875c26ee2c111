// Each lottery drawn as a user would: the confirm sheet says what is spent, a double tap on its
// confirm draws once, the balance after is the server's; a sold-out pool and a short balance
// each stop the draw with a sentence and charge nothing.

import type { LotteryDrawResult } from '@h5/core-api/contracts/lotteries';
import { readConfirmation } from '@h5/e2e/confirmed';
import { expect, requestsSettled, tapBurst, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

interface Wallet {
  golds: Map<number, number>;
}
const goldsOf = (s: { state: <T>(a: string) => T }, uid = 1001) =>
  s.state<Wallet>('luckyEgg').golds.get(uid) ?? 0;

const LOTTERIES = [
  { path: '/v/lucky-treasure-chest?promotion_id=3101', cost: 30, kind: 'chest' },
  { path: '/v/new-lucky-treasure-chest?promotion_id=3102', cost: 50, kind: 'chest' },
  { path: '/v/lottery?promotion_id=3103', cost: 20, kind: 'cards' },
  { path: '/v/hot-turntable?promotion_id=3104', cost: 40, kind: 'wheel' },
  { path: '/v/music-jackpot?promotion_id=3105', cost: 50, kind: 'wheel' },
  { path: '/v/dragon-egg/index?promotion_id=3106', cost: 60, kind: 'chest' },
] as const;

/** Starts the draw: the draw button, or the first card. */
async function startDraw(page: Page, kind: string) {
  if (kind === 'cards') await page.getByTestId('draw-card').first().click();
  else await page.getByTestId('draw').click();
}

for (const l of LOTTERIES) {
  test(`${l.path}: a double tap on the confirm draws once`, async ({ open, sandbox }) => {
    const before = goldsOf(sandbox);
    const page = await open(l.path);
    await expect(page.getByTestId('golds-amount')).toHaveText(before.toLocaleString('en'));
    await expect(page.getByTestId('pool-prize').first()).toBeVisible();
    await startDraw(page, l.kind);
    const sheet = page.getByRole('dialog');
    const shown = await readConfirmation(page);
    expect(shown.spend).toBe(`${l.cost} golds`);
    expect(shown.balanceAfter).toBe(`${(before - l.cost).toLocaleString('en')} golds`);
    const answered = page.waitForResponse((r) => /\/lottery\/[^/]+\/draw/.test(r.url()));
    await tapBurst(page, sheet.getByTestId('confirm-ok'), 2);
    const answer = ((await (await answered).json()) as { data: LotteryDrawResult }).data;
    // What was confirmed is what the server charged, and the golds it reports after (less what
    // the draw won in golds) are the balance the sheet showed.
    expect(`${answer.cost} golds`, 'cost confirmed = cost charged').toBe(shown.spend);
    expect(`${(answer.golds - answer.golds_won).toLocaleString('en')} golds`, 'balance after').toBe(
      shown.balanceAfter,
    );
    await expect(page.getByRole('dialog', { name: 'You won' })).toBeVisible({ timeout: 8000 });
    await expect(page.getByTestId('draw-result').getByRole('listitem')).toHaveCount(1);
    // The prize is named in words, the server's name, readable on the dialog (not the stage's white).
    const named = page.getByTestId('draw-won');
    await expect(named).toHaveText(`You won \u2068${answer.prizes[0]!.name}\u2069`);
    expect(await named.evaluate((e) => getComputedStyle(e).color)).not.toBe('rgb(255, 255, 255)');
    await requestsSettled(page);
    expect(sandbox.requests({ call: 'lotteries.draw' })).toHaveLength(1);
    const won = sandbox.state<{ won: Map<number, unknown[]> }>('lotteries').won.get(1001)?.length ?? 0;
    const after = goldsOf(sandbox);
    await page.getByTestId('draw-result-ok').click();
    await expect(page.getByTestId('golds-amount')).toHaveText(after.toLocaleString('en'));
    expect(won).toBeGreaterThan(0);
  });
}

test('a pool sold out says so and charges nothing, on the page and after a stale tap', async ({
  open,
  sandbox,
}) => {
  const page = await open('/v/hot-turntable?promotion_id=3104');
  await expect(page.getByTestId('draw')).toBeEnabled();
  sandbox.switch('lotteries', 'stock', { promotion_id: '3104', stock: 0 });
  const before = goldsOf(sandbox);
  await page.getByTestId('draw').click();
  await page.getByRole('dialog').getByTestId('confirm-ok').click();
  await expect(page.locator('.h5-toast')).toContainText('Every prize of this draw has been given out');
  expect(goldsOf(sandbox)).toBe(before);
  await page.reload();
  await expect(page.getByTestId('draw-closed')).toHaveAttribute('data-offer', 'soldOut');
  await expect(page.getByTestId('draw')).toBeDisabled();
  await expect(page.getByTestId('pool-prize').first()).toContainText('Out of stock');
});

test('not enough golds offers a recharge instead of the draw', async ({ open, sandbox }) => {
  sandbox.switch('luckyEgg', 'golds', { uid: 1001, golds: 10 });
  const page = await open('/v/lottery?promotion_id=3103');
  await expect(page.getByTestId('draw-short')).toContainText('Not enough golds for this draw.');
  await expect(page.getByTestId('draw-recharge')).toBeVisible();
  await expect(page.getByTestId('draw-card').first()).toBeDisabled();
  expect(sandbox.requests({ call: 'lotteries.draw' })).toHaveLength(0);
});

test('the jackpot grows with a spin, in Arabic under /g/v/', async ({ open, sandbox }) => {
  const page = await open('/g/v/music-jackpot?promotion_id=3105', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const amount = () => sandbox.state<{ jackpot: Map<string, number> }>('lotteries').jackpot.get('3105')!;
  const before = amount();
  await expect(page.getByTestId('jackpot-amount')).toHaveText(before.toLocaleString('en'));
  await page.getByTestId('draw').click();
  await page.getByRole('dialog').getByTestId('confirm-ok').click();
  await expect(page.getByRole('dialog', { name: 'لقد ربحت' })).toBeVisible({ timeout: 8000 });
  await page.getByTestId('draw-result-ok').click();
  await expect(page.getByTestId('jackpot-amount')).toHaveText(amount().toLocaleString('en'));
  expect(amount()).not.toBe(before);
});

test('an upcoming and an ended promotion show the draw without offering it', async ({ open }) => {
  const page = await open('/v/lucky-treasure-chest?promotion_id=3107');
  await expect(page.getByTestId('draw-closed')).toHaveAttribute('data-offer', 'before');
  await expect(page.getByTestId('draw')).toBeDisabled();
  const ended = await open('/v/lucky-treasure-chest?promotion_id=3108');
  await expect(ended.getByTestId('draw-closed')).toHaveAttribute('data-offer', 'ended');
});

test('golds that did not load say so in the badge, and its tap loads them', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  sandbox.fault({ match: 'luckyEgg.golds', kind: 'http500' });
  await open('/v/lottery?promotion_id=3103');
  const action = page.getByTestId('golds-action');
  await expect(action).toHaveText('Golds not loaded. Tap to try again');
  sandbox.raw.faults.clear();
  await action.click();
  await expect(page.getByTestId('golds-amount')).toHaveText(goldsOf(sandbox).toLocaleString('en'));
});
