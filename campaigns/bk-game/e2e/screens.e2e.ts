import { expect, test } from '@h5/e2e/fixtures';
import { at, BOARD, PROMO } from './helpers.ts';

test('a saved strategy is restored on the board and on its own screen', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(`/v/bk-game/strategy?promotion_id=${PROMO}`);
  await page.getByTestId('strategy-box-5').click();
  await page.getByTestId('strategy-box-2').click();
  await page.getByTestId('strategy-amount').fill('50');
  await page.getByRole('button', { name: 'Save strategy' }).click();
  await expect(page.getByRole('status')).toHaveText('Strategy saved.');
  expect(sandbox.requests({ call: 'ssc.saveStrategy' })[0]?.params).toMatchObject({
    bet_ids: [2, 5],
    amount: 50,
  });

  await page.goto(page.url());
  await expect(page.getByTestId('strategy-box-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('strategy-box-5')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('strategy-amount')).toHaveValue('50');

  const board = await open(BOARD);
  await expect(board.getByTestId('box-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(board.getByTestId('amount')).toHaveValue('50');
});

test('a strategy without a box or with a fractional amount is not sent', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(`/v/bk-game/strategy?promotion_id=${PROMO}`);
  await page.getByRole('button', { name: 'Save strategy' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one blind box.');
  await page.getByTestId('strategy-box-1').click();
  await page.getByTestId('strategy-amount').fill('2.5');
  await page.getByRole('button', { name: 'Save strategy' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bets must be whole numbers.');
  expect(sandbox.requests({ call: 'ssc.saveStrategy' })).toHaveLength(0);
});

test('the board links to the ranking, which shows the season and today', async ({ open, sandbox }) => {
  at(sandbox, 20, 25);
  const page = await open(BOARD);
  await page.getByRole('link', { name: 'Ranking' }).click();
  await expect(page).toHaveURL(/\/v\/bk-game\/ranking\?promotion_id=/);
  const season = page.getByTestId('season-rank');
  await expect(season.getByTestId('rank-row').first()).toBeVisible();
  // The user's own row is pinned under the list, unranked until they score.
  await expect(season.getByTestId('my-rank')).toContainText('Aarav Sharma');
  expect(await season.getByTestId('rank-row').count()).toBeGreaterThan(5);
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByTestId('today-top').getByTestId('rank-row').first()).toBeVisible();
});

test('the ranking shows the server message when it fails', async ({ open, sandbox }) => {
  sandbox.fault({ match: 'ssc.rank', kind: 'code', code: 5002, msg: 'Ranking is being calculated' });
  const page = await open(`/v/bk-game/ranking?promotion_id=${PROMO}`);
  await expect(page.getByRole('alert')).toContainText('Ranking is being calculated');
});

test('records list the draws and my bets with their outcome', async ({ open, sandbox }) => {
  const r = at(sandbox, 5, 25);
  sandbox.switch('ssc', 'pastBet', { uid: 1001, round_id: r.round_id - 2, bet_id: 3, amount: 40 });
  const page = await open(`/v/bk-game/records?promotion_id=${PROMO}`);
  await expect(page.getByTestId('draw-row')).toHaveCount(20);
  await page.getByRole('tab', { name: 'My bets' }).click();
  const mine = page.getByTestId('my-row');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Rabbit · 40');
  await expect(mine).toContainText(/Won 200|Lost/);
});

test('the rebate panel shows the t1 numbers and flips the switch', async ({ open, sandbox }) => {
  const page = await open(`/v/bk-game/rebate?promotion_id=${PROMO}`);
  const panel = page.getByTestId('t1');
  await expect(panel).toContainText('5%');
  const sw = page.getByTestId('t1-switch');
  await expect(sw).toBeChecked();
  await sw.click();
  await expect(sw).not.toBeChecked();
  expect(sandbox.requests({ call: 'ssc.updateSwitchStatus' })[0]?.params).toMatchObject({ switch: 0 });
});

test('Arabic reads right to left with translated texts', async ({ open, sandbox }) => {
  at(sandbox, 15, 25);
  const page = await open(BOARD, { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'حصار الصناديق العمياء' })).toBeVisible();
  await expect(page.getByTestId('box-1')).toContainText('دب');
  await expect(page.getByTestId('lucky-mode')).toHaveText('جولة الحظ');
  await page.getByTestId('amount').fill('1.5');
  await page.getByTestId('box-1').click();
  await page.getByTestId('bet').click();
  await expect(page.getByRole('status')).toHaveText('يجب أن تكون الرهانات أعدادًا صحيحة.');
  // The first box sits at the right edge in right-to-left.
  const first = await page.getByTestId('box-1').boundingBox();
  const second = await page.getByTestId('box-2').boundingBox();
  expect(first!.x).toBeGreaterThan(second!.x);
});

test('the board tells the server the user is playing, and that they stopped when they leave it', async ({
  open,
  sandbox,
}) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD);
  await expect
    .poll(() => sandbox.requests({ call: 'ssc.multiLiveStatus' }).map((r) => r.params))
    .toEqual([{ game: 'ssc', status: 1 }]);
  await page.getByRole('link', { name: 'Ranking' }).click();
  await expect
    .poll(() => sandbox.requests({ call: 'ssc.multiLiveStatus' }).map((r) => r.params))
    .toEqual([
      { game: 'ssc', status: 1 },
      { game: 'ssc', status: 0 },
    ]);
});
