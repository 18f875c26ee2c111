import {
  expect,
  expectShellHoldsFirstScreen,
  expectUncovered,
  IDEMPOTENCY_KEY,
  requestsSettled,
  test,
} from '@h5/e2e/fixtures';
import { endTapBurst } from '@h5/e2e/money';
import { at, BOARD, en, iso, peek } from './helpers.ts';

test('a bet is taken, and at round end the page shows the draw, the win and the next round', async ({
  open,
  sandbox,
}) => {
  const r = at(sandbox, 5, 7);
  const draw = peek(sandbox, r.round_id);
  const page = await open(BOARD);
  await expect(page.getByTestId('round-code')).toHaveText(r.code);
  // The countdown runs on the server's clock, which the sandbox put 7 s before the round's end.
  await expect(page.getByTestId('countdown')).toHaveText(/^00:00:0[2-7]$/);

  await page.getByTestId(`box-${draw.result}`).click();
  await page.getByTestId('amount').fill('100');
  await page.getByTestId('bet').click();
  await expect(page.getByTestId('balance')).toHaveText(en(4900));
  await expect(page.getByTestId(`box-${draw.result}`)).toContainText('100');
  // The toast covers neither the box just bet on nor the bet button.
  await expectUncovered(
    page.getByRole('status'),
    page.getByTestId(`box-${draw.result}`),
    page.getByTestId('bet'),
  );

  const bets = sandbox.requests({ call: 'ssc.bet' });
  expect(bets).toHaveLength(1);
  expect(bets[0]?.params).toMatchObject({
    user_id: 1001,
    bet_id: draw.result,
    amount: 100,
    round_id: r.round_id,
  });
  expect(bets[0]?.idempotencyKey).toMatch(IDEMPOTENCY_KEY);

  const outcome = page.getByTestId('my-outcome');
  await expect(outcome).toContainText(`Round ${iso(r.code)} drew ${draw.name}.`, { timeout: 12_000 });
  await expect(outcome).toContainText(`You won ${en(100 * draw.odds)}!`);
  // The drawn box is revealed on the board, the user's bet on it marked won, and the pick cleared.
  const drawn = page.getByTestId(`box-${draw.result}`);
  await expect(drawn).toHaveAttribute('data-drawn', 'true');
  await expect(drawn).toContainText('Drawn');
  // Each bet says what it did, in its unit.
  await expect(page.getByTestId(`box-${draw.result}-result`)).toHaveText(`Won ${en(100 * draw.odds)} golds`);
  await expect(drawn).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('balance')).toHaveText(en(4900 + 100 * draw.odds));
  await expect(page.getByTestId('round-code')).not.toHaveText(r.code);
  await expect(page.getByTestId('last-result')).toContainText(r.code);
  // The next round came without a reload.
  expect(sandbox.requests({ call: 'ssc.index' })).toHaveLength(1);
  expect(sandbox.requests({ call: 'ssc.refresh' }).length).toBeGreaterThanOrEqual(1);
});

test('every box shows its drawn picture from the server, loaded, in English and Arabic', async ({ open }) => {
  for (const lang of ['en', 'ar']) {
    const page = await open(BOARD, { lang });
    const pictures = page.locator('.bk-stage .bk-box-art');
    await expect(pictures).toHaveCount(8);
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(8);
  }
});

test('a losing bet says so and keeps the stake taken', async ({ open, sandbox }) => {
  const r = at(sandbox, 5, 5);
  const draw = peek(sandbox, r.round_id);
  const other = draw.result === 1 ? 2 : 1;
  const page = await open(BOARD);
  await page.getByTestId(`box-${other}`).click();
  await page.getByTestId('bet').click();
  await expect(page.getByTestId('balance')).toHaveText(en(4990));
  await expect(page.getByTestId('my-outcome')).toContainText('No win this time.', { timeout: 12_000 });
  await expect(page.getByTestId('balance')).toHaveText(en(4990));
  // The losing pick is not left highlighted: it says what it lost, and the drawn box is shown.
  await expect(page.getByTestId(`box-${other}-result`)).toHaveText('Lost 10 golds');
  await expect(page.getByTestId(`box-${other}`)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId(`box-${draw.result}`)).toHaveAttribute('data-drawn', 'true');
});

test('two taps in the same instant send one bet', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  sandbox.fault({ match: 'ssc.bet', kind: 'delay', delayMs: 600 });
  const page = await open(BOARD);
  await page.getByTestId('box-3').click();
  await page.getByTestId('bet').evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByTestId('balance')).toHaveText(en(4990));
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'ssc.bet' })).toHaveLength(1);
});

test('a second bet once the first is placed is a new intent with its own key', async ({
  open,
  page,
  sandbox,
}) => {
  at(sandbox, 5, 25);
  await page.clock.install();
  await open(BOARD);
  await page.getByTestId('box-1').click();
  await page.getByTestId('bet').click();
  await expect(page.getByTestId('balance')).toHaveText(en(4990));
  // A tap right after the answer is read as the same tap burst and ignored.
  await endTapBurst(page);
  await page.getByTestId('bet').click();
  await expect(page.getByTestId('balance')).toHaveText(en(4980));
  const keys = sandbox.requests({ call: 'ssc.bet' }).map((r) => r.idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe(keys[1]);
});

test('amounts that are not whole numbers are refused before sending', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD);
  await page.getByTestId('box-2').click();
  for (const bad of ['12.5', '1e2', '', 'abc']) {
    await page.getByTestId('amount').fill(bad);
    await page.getByTestId('bet').click();
    await expect(page.getByRole('status')).toHaveText('Bets must be whole numbers.');
  }
  await page.getByTestId('amount').fill('0');
  await page.getByTestId('bet').click();
  await expect(page.getByRole('status')).toHaveText('The amount must be at least 1.');
  expect(sandbox.requests({ call: 'ssc.bet' })).toHaveLength(0);
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
});

test('a bet without a box is refused before sending', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD);
  await page.getByTestId('bet').click();
  await expect(page.getByRole('status')).toHaveText('Please choose a blind box.');
  expect(sandbox.requests({ call: 'ssc.bet' })).toHaveLength(0);
});

test('a refused bet shows the server message and takes nothing', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  sandbox.fault({
    match: 'ssc.bet',
    kind: 'code',
    code: 4008,
    msg: 'This round has closed. Please bet in the next round.',
  });
  const page = await open(BOARD);
  await page.getByTestId('box-4').click();
  await page.getByTestId('bet').click();
  await expect(page.getByRole('status')).toHaveText('This round has closed. Please bet in the next round.');
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
});

test('a dropped bet connection shows the bets the server has', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  at(sandbox, 5, 25);
  // Chromium itself resends a POST whose kept-alive connection dropped before any answer (three
  // more times here, with the same idempotency key): drop every attempt.
  sandbox.fault({ match: 'ssc.bet', kind: 'drop', times: 10 });
  const page = await open(BOARD);
  await page.getByTestId('box-4').click();
  await page.getByTestId('bet').click();
  await expect(page.getByRole('status')).toContainText('We could not confirm your bet.');
  await expect.poll(() => sandbox.requests({ call: 'ssc.refresh' }).length).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
  // Every attempt of the tap carried the same key: the server could only have taken it once.
  const keys = new Set(sandbox.requests({ call: 'ssc.bet' }).map((r) => r.idempotencyKey));
  expect(keys.size).toBe(1);
});

test('the board fails with the server message and recovers on retry', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  sandbox.fault({ match: 'ssc.index', kind: 'code', code: 5001, msg: 'Game under maintenance', times: 1 });
  const page = await open(BOARD);
  await expect(page.getByRole('alert')).toContainText('Game under maintenance');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
});

test('a link without promotion_id says it is broken and calls nothing', async ({ open, sandbox }) => {
  const page = await open('/v/bk-game?promotion_id=');
  await expect(page.getByTestId('broken-link')).toContainText('This link is incomplete.');
  // In a browser the way forward is the app itself.
  await expect(page.getByTestId('broken-link').getByRole('button', { name: 'Open StarMaker' })).toBeVisible();
  expect(sandbox.requests({ path: '/go-v1/ssc/' })).toHaveLength(0);
});

test('in the app the board runs through the bridge without a browser header', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD, { app: true });
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
  await expect(page.locator('.h5-header')).toHaveCount(0);
});

test('the game upgrade flag pauses betting', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  sandbox.switch('ssc', 'transferToGo', { on: false });
  const page = await open(BOARD);
  await expect(page.getByText('The game is moving to a new server.')).toBeVisible();
  await expect(page.getByTestId('bet')).toBeDisabled();
});

test('a visitor in a browser gets one sign-in page that opens the app, and nothing is fetched for the game', async ({
  open,
  sandbox,
}) => {
  const page = await open(BOARD, { signedInAs: null });
  const prompt = page.getByTestId('sign-in-prompt');
  await expect(prompt).toContainText('Open the app and log in to see this.');
  await expect(prompt.getByRole('button', { name: 'Open in the app' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sandbox.requests({ path: '/go-v1/ssc/' })).toHaveLength(0);
});

for (const lang of ['en', 'ar']) {
  test(`${lang}: the pre-rendered shell paints the stage first and nothing on the board moves`, async ({
    open,
    page,
    sandbox,
  }) => {
    at(sandbox, 15, 25);
    await expectShellHoldsFirstScreen(page, open, BOARD, {
      lang,
      ready: async (p) => {
        await expect(p.getByTestId('round-code')).not.toBeEmpty();
        await expect(p.getByTestId('balance')).toHaveText(/5.000/);
        await expect(p.getByTestId('my-season-state')).toBeVisible();
        await expect(p.getByTestId('lucky-mode')).toBeVisible();
      },
    });
  });
}
