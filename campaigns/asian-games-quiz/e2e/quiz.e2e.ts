// The Asian games quiz against the built page and the sandbox's betting area.

import type { Withdrawal } from '@h5/core-api/contracts/betting';
import { confirmAndRead, readConfirmation } from '@h5/e2e/confirmed';
import {
  expect,
  expectShellHoldsFirstScreen,
  expectUncovered,
  IDEMPOTENCY_KEY,
  test,
} from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const BASE = '/v/asian-games-quiz';
const DAY = 86_400_000;

interface Game {
  id: number;
  settle_time: number;
  options: Array<{ bet_id: number; label: string }>;
}
interface BettingState {
  games: Game[];
  bets: Array<{ uid: number; game_id: number; amount: number; status: string }>;
  wallets: Map<number, { balance: number; golds: number }>;
}

async function openGame(page: Page, id: number) {
  await page.getByTestId(`game-${id}`).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('home shows the player, their wallet, games, casts, top gamers and rewards', async ({ open }) => {
  const page = await open(`${BASE}?promotion_id=asian-games-quiz`);
  await expect(page).toHaveURL(/\/v\/asian-games-quiz\/index\?promotion_id=asian-games-quiz$/);
  await expect(page.getByTestId('stage-name')).toHaveText('Aarav Sharma');
  await expect(page.getByTestId('balance')).toHaveText('500');
  await expect(page.getByTestId('game-1')).toContainText('India vs Pakistan');
  await expect(page.getByTestId('game-1')).toContainText('×1.85');
  await expect(page.getByTestId('casts')).toContainText('Cricket live: India vs Pakistan');
  await expect(page.getByTestId('top-gamers').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('rewards')).toContainText('Gold medal');
});

test('checks in once a day: a second claim is refused, the next day pays day 2', async ({
  open,
  sandbox,
  context,
}) => {
  sandbox.setClock(Date.UTC(2026, 8, 20, 9));
  const page = await open(`${BASE}/index`);
  // A second tab, opened before the claim, still offers it.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('checkin-button')).toHaveText('Check in (+10)');

  await page.getByTestId('checkin-button').click();
  await expect(page.getByRole('status')).toHaveText('Checked in! +10 coins');
  // The toast lands where it covers neither the check-in days nor the button just tapped.
  await expectUncovered(
    page.getByRole('status'),
    page.getByTestId('checkin'),
    page.getByTestId('checkin-button'),
  );
  await expect(page.getByTestId('checkin-button')).toHaveText('Checked in today');
  await expect(page.getByTestId('checkin-button')).toBeDisabled();
  await expect(page.getByTestId('balance')).toHaveText('510');

  await other.getByTestId('checkin-button').click();
  await expect(other.getByRole('status')).toHaveText('You have already checked in today.');
  await expect(other.getByTestId('checkin-button')).toHaveText('Checked in today');
  await expect(other.getByTestId('balance')).toHaveText('510');
  await other.close();

  sandbox.advanceClock(DAY);
  await page.reload();
  await expect(page.getByTestId('streak')).toHaveText('Days in a row: 1');
  await page.getByTestId('checkin-button').click();
  await expect(page.getByRole('status')).toHaveText('Checked in! +20 coins');
  await expect(page.getByTestId('streak')).toHaveText('Days in a row: 2');
  const claims = sandbox.requests({ call: 'betting.checkinClaim' });
  expect(claims).toHaveLength(3);
  expect(new Set(claims.map((r) => r.idempotencyKey)).size).toBe(3);
});

test('bets on a game, sees it in my bets, and is paid at settlement by the sandbox clock', async ({
  open,
  sandbox,
}) => {
  const game = sandbox.state<BettingState>('betting').games.find((g) => g.id === 1)!;
  const india = game.options[0]!;
  const page = await open(`${BASE}/more-gameplay`);
  await openGame(page, 1);
  await page.getByRole('radio', { name: /India/ }).check();
  await page.getByTestId('bet-amount').fill('200');
  await expect(page.getByTestId('payout')).toHaveText('Pays if you win: 370');
  await page.getByTestId('place-bet').click();
  await expect(page.getByRole('status')).toHaveText('Bet placed: 200 coins on India');
  await expect(page.getByTestId('balance')).toHaveText('300');
  expect(sandbox.requests({ call: 'betting.bet' })[0]!.params).toEqual({
    user_id: 1001,
    game_id: 1,
    bet_id: india.bet_id,
    amount: 200,
  });

  await page.goto(page.url().replace(/more-gameplay.*$/, 'mybets'));
  const row = page.locator('[data-testid^="bet-"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('India vs Pakistan');
  await expect(row.getByTestId('outcome')).toHaveText('Waiting');

  sandbox.switch('betting', 'result', { game_id: 1, bet_id: india.bet_id });
  sandbox.setClock(game.settle_time * 1000 + 60_000);
  await page.getByRole('tab', { name: 'Settled' }).click();
  await expect(page.locator('[data-testid^="bet-"]').getByTestId('outcome')).toHaveText('Won +370');

  await page.goto(page.url().replace(/mybets.*$/, 'mywallet'));
  await expect(page.getByTestId('balance')).toHaveText('670');
  await expect(page.getByTestId('history').locator('li').first()).toContainText('Winnings');
  await expect(page.getByTestId('history').locator('li').first()).toContainText('+370');

  await page.goto(page.url().replace(/mywallet.*$/, 'ranking'));
  await expect(page.getByTestId('my-rank')).toContainText('Aarav Sharma');
  await expect(page.getByTestId('my-rank')).toContainText('+170');
});

test('a double tap places one bet', async ({ open, sandbox }) => {
  // A slow answer keeps the first tap in flight while the second arrives.
  sandbox.fault({ match: 'betting.bet', kind: 'delay', delayMs: 800, times: 1 });
  const page = await open(`${BASE}/more-gameplay?game=2`);
  await page.getByRole('radio', { name: /Malaysia/ }).check();
  await page.getByTestId('bet-amount').fill('50');
  await page.getByTestId('place-bet').dblclick();
  await expect(page.getByRole('status')).toHaveText('Bet placed: 50 coins on Malaysia');
  expect(sandbox.requests({ call: 'betting.bet' })).toHaveLength(1);
  const bets = sandbox.state<BettingState>('betting').bets.filter((b) => b.uid === 1001);
  expect(bets).toHaveLength(1);
  await expect(page.getByTestId('balance')).toHaveText('450');
});

test('amounts are whole numbers within the limits, checked before sending', async ({ open, sandbox }) => {
  const page = await open(`${BASE}/more-gameplay?game=1`);
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('bet-error')).toHaveText('Choose who you think will win.');
  await page.getByRole('radio', { name: /Pakistan/ }).check();
  for (const [typed, message] of [
    ['', 'Enter how many coins to bet.'],
    ['12.5', 'Enter a whole number of coins, like 100.'],
    ['1e3', 'Enter a whole number of coins, like 100.'],
    ['5', 'The smallest bet on this game is 10 coins.'],
    ['600', 'Not enough coins in your wallet.'],
  ] as const) {
    await page.getByTestId('bet-amount').fill(typed);
    await page.getByTestId('place-bet').click();
    await expect(page.getByTestId('bet-error')).toHaveText(message);
  }
  expect(sandbox.requests({ call: 'betting.bet' })).toHaveLength(0);
});

test('a closed or settled game refuses bets, on the page and on the server', async ({ open, sandbox }) => {
  // Closed on the server clock: the page says so and offers no bet.
  const page = await open(`${BASE}/more-gameplay?game=5`);
  await expect(page.getByTestId('bet-refusal')).toHaveText('Betting on this game has closed.');
  await expect(page.getByTestId('place-bet')).toHaveCount(0);

  // Closing while the sheet is open.
  sandbox.switch('betting', 'schedule', { game_id: 2, closes_in: 3 });
  await page.goto(page.url().replace('game=5', 'game=2'));
  await expect(page.getByTestId('place-bet')).toBeVisible();
  await expect(page.getByTestId('bet-refusal')).toHaveText('Betting on this game has closed.', {
    timeout: 6000,
  });

  // Settled on the server after the page loaded it: the server refuses, the page shows why.
  await page.goto(page.url().replace('game=2', 'game=3'));
  await page.getByRole('radio', { name: /Draw/ }).check();
  await page.getByTestId('bet-amount').fill('100');
  sandbox.switch('betting', 'settle', { game_id: 3 });
  await page.getByTestId('place-bet').click();
  await expect(page.getByRole('status')).toHaveText('This game has been settled. Betting is over.');
  await expect(page.getByTestId('bet-refusal')).toHaveText('This game has been settled. Betting is over.');
  await expect(page.getByTestId('balance')).toHaveText('500');
  expect(sandbox.requests({ call: 'betting.bet' })).toHaveLength(1);
});

test('server messages show as toasts and lose nothing', async ({ open, sandbox }) => {
  sandbox.fault({
    match: 'betting.bet',
    kind: 'code',
    code: 5003,
    msg: 'Betting is paused for maintenance',
    times: 1,
  });
  const page = await open(`${BASE}/more-gameplay?game=1`);
  await page.getByRole('radio', { name: /India/ }).check();
  await page.getByTestId('bet-amount').fill('100');
  await page.getByTestId('place-bet').click();
  await expect(page.getByRole('status')).toHaveText('Betting is paused for maintenance');
  await expect(page.getByTestId('bet-amount')).toHaveValue('100');
  await page.getByTestId('place-bet').click();
  await expect(page.getByRole('status')).toHaveText('Bet placed: 100 coins on India');
});

test('deposits a store package bought with golds', async ({ open, sandbox }) => {
  const page = await open(`${BASE}/deposit`);
  await page.getByTestId('package-2').getByRole('button').click();
  // Asked once: what is spent, what arrives, and the golds left after.
  await expect(page.getByTestId('confirm-spend')).toContainText('500 golds');
  await expect(page.getByTestId('confirm-receive')).toContainText('500 coins');
  await expect(page.getByTestId('confirm-balance-after')).toContainText('2,500 golds');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByRole('status')).toHaveText('You got 525 coins.');
  await expect(page.getByTestId('balance')).toHaveText('1,025');
  await expect(page.getByTestId('golds')).toHaveText('2,500');
  await expect(page.getByTestId('bought')).toHaveText('You now have 1,025 coins and 2,500 golds.');
  const buys = sandbox.requests({ call: 'betting.storeBuy' });
  expect(buys).toHaveLength(1);
  expect(buys[0]!.params).toEqual({ package_id: 2 });
  expect(buys[0]!.idempotencyKey).toMatch(IDEMPOTENCY_KEY);
});

test('withdraws with a result page', async ({ open, sandbox }) => {
  const page = await open(`${BASE}/withdraw`);
  await page.getByTestId('withdraw-amount').fill('50');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toHaveText('The smallest withdrawal is 100 coins.');
  // Said once: the hint gives way to the error.
  await expect(page.getByText('The smallest withdrawal is 100 coins.')).toHaveCount(1);
  await page.getByTestId('withdraw-amount').fill('200');
  await page.getByTestId('withdraw-submit').click();
  // Asked first, as the deposit: nothing is sent before the confirm.
  const shown = await readConfirmation(page);
  expect(shown).toEqual({ spend: '200 coins', fee: null, receive: '200 golds', balanceAfter: '300 coins' });
  expect(sandbox.requests({ call: 'betting.withdraw' })).toHaveLength(0);
  const answer = await confirmAndRead<Withdrawal>(page, '/user/withdraw');
  await expect(page).toHaveURL(/withdraw-result\?id=R\d+/);
  // What was confirmed is what the server was asked for, and the balance it reports after.
  expect(`${sandbox.requests({ call: 'betting.withdraw' })[0]!.params.amount} coins`).toBe(shown.spend);
  expect(`${answer.balance} coins`).toBe(shown.balanceAfter);
  await expect(page.getByTestId('withdraw-result')).toContainText('Withdrawal successful');
  await expect(page.getByTestId('withdraw-result')).toContainText('200 golds were added to your account.');
  await expect(page.getByTestId('balance')).toHaveText('300');
  await expect(page.getByTestId('golds')).toHaveText('3,200');
  // The result survives a reload, read back from the wallet history.
  await page.reload();
  await expect(page.getByTestId('withdraw-result')).toContainText('Withdrawal successful');
  expect(sandbox.requests({ call: 'betting.withdraw' })).toHaveLength(1);
});

test('a withdrawal that times out at 30 s says so and is never sent twice for one intent', async ({
  open,
  page: fresh,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|net::ERR/);
  // The page keeps its real 30 s timeout; the test moves the page's clock past it while the
  // sandbox holds the answer.
  sandbox.fault({ match: 'betting.withdraw', kind: 'delay', delayMs: 4_000, times: 1 });
  await fresh.clock.install();
  const page = await open(`${BASE}/withdraw`);
  await page.getByTestId('withdraw-amount').fill('150');
  await page.getByTestId('withdraw-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect.poll(() => sandbox.requests({ call: 'betting.withdraw' }).length).toBe(1);
  await page.clock.fastForward(29_000);
  await expect(page.getByTestId('withdraw-timeout')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('withdraw-timeout')).toContainText(
    'No answer from the server after 30 seconds',
  );
  await expect(page.getByTestId('withdraw-amount')).toHaveJSProperty('readOnly', true);
  // The server finishes the slow one; checking again gets its answer, not a second withdrawal.
  await expect
    .poll(() => sandbox.state<BettingState>('betting').wallets.get(1001)!.balance, { timeout: 5000 })
    .toBe(350);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('confirm-spend')).toContainText('150 coins');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('withdraw-result')).toContainText('Withdrawal successful');
  const sent = sandbox.requests({ call: 'betting.withdraw' });
  expect(sent).toHaveLength(2);
  expect(sent[0]!.idempotencyKey).toBe(sent[1]!.idempotencyKey);
  expect(sandbox.state<BettingState>('betting').wallets.get(1001)!.balance).toBe(350);
});

test('Arabic: right to left, translated, in the app', async ({ open }) => {
  const page = await open(`${BASE}/index`, { lang: 'ar', app: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('checkin-button')).toHaveText('سجّل حضورك (+10)');
  await expect(page.getByRole('heading', { name: 'الألعاب المقترحة' })).toBeVisible();
  // Names and odds keep their own direction inside the RTL page.
  await expect(page.getByTestId('game-1')).toContainText('الهند ضد باكستان');
  const box = await page.getByTestId('checkin').boundingBox();
  const first = await page.locator('[data-state]').first().boundingBox();
  expect(first!.x + first!.width).toBeGreaterThan(box!.x + box!.width / 2);
});

test('bad game links and signed-out visitors get a clear message', async ({ open, sandbox }) => {
  const page = await open(`${BASE}/more-gameplay?game=%3Cscript%3E`);
  await expect(page.getByTestId('game-1')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(page.url().replace(/\?.*$/, '?game=999'));
  await expect(page.getByRole('dialog')).toContainText('This game does not exist.');

  const visitor = await open(`${BASE}/index`, { signedInAs: null });
  await expect(visitor.getByTestId('wallet-summary')).toContainText('Log in to see your wallet and bet.');
  await expect(visitor.getByTestId('game-1')).toBeVisible();
  expect(sandbox.requests({ call: 'betting.checkinClaim' })).toHaveLength(0);
});

for (const lang of ['en', 'ar']) {
  test(`${lang}: the pre-rendered shell paints the hero art first and nothing on the screen moves`, async ({
    open,
    page,
  }) => {
    await expectShellHoldsFirstScreen(page, open, `${BASE}?promotion_id=asian-games-quiz`, {
      lang,
      ready: async (p) => {
        await expect(p.getByTestId('stage-name')).toHaveText('Aarav Sharma');
        await expect(p.getByTestId('balance')).toBeVisible();
        await expect(p.getByTestId('game-1')).toBeVisible();
      },
    });
  });
}

test('more gameplay with the server down: one message, one retry, and one tap restores the page', async ({
  open,
  sandbox,
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|500/);
  // Twice each: a read is retried once by the client before it fails.
  sandbox.fault({ match: 'betting.userInfo', kind: 'http500', times: 2 });
  sandbox.fault({ match: 'betting.gameList', kind: 'http500', times: 2 });
  await open(`${BASE}/more-gameplay`);
  const alerts = page.getByRole('alert').filter({ visible: true });
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText('Something went wrong');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('game-1')).toBeVisible();
  await expect(page.getByRole('alert').filter({ visible: true })).toHaveCount(0);
});

test('a visitor: one sign-in prompt, in the wallet; the check-in says what signing in brings', async ({
  open,
  page,
}) => {
  await expectShellHoldsFirstScreen(page, open, `${BASE}?promotion_id=asian-games-quiz`, {
    signedInAs: null,
    ready: async (p) => {
      await expect(p.getByTestId('wallet-summary')).toContainText('Log in to see your wallet and bet.');
      await expect(p.getByTestId('checkin-visitor')).toHaveText(
        'Log in to check in every day and collect coins.',
      );
      await expect(p.getByTestId('game-1')).toBeVisible();
    },
  });
  await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /log in|open the app/i })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a visitor on the ranking sees it, and is invited to sign in rather than told they are unranked', async ({
  open,
}) => {
  const page = await open(`${BASE}/ranking`, { signedInAs: null });
  await expect(page.getByTestId('ranking').getByTestId('rank-row').first()).toBeVisible();
  await expect(page.getByTestId('my-rank').getByTestId('sign-in-prompt')).toContainText(
    'Open the app and log in to see this.',
  );
  await expect(page.getByTestId('my-rank')).not.toContainText('not ranked');
});

test('a cast opens in the app: its live room through the bridge, tracked as opened in the app', async ({
  open,
  sandbox,
}) => {
  const page = await open(`${BASE}/index`, { app: true });
  const cast = page.getByTestId('casts').getByRole('button').first();
  await cast.click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { __fakeApp: { calls: Array<{ method: string; params: { url?: string } }> } }
          ).__fakeApp.calls.find((c) => c.method === 'openDeepLink')?.params.url,
      ),
    )
    .toMatch(/^smapp:\/\/live\?id=\d+$/);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(() =>
      sandbox
        .state<{ tracked: Array<{ event: string; data?: Record<string, unknown> }> }>('general')
        .tracked.filter((e) => e.event === 'open_app'),
    )
    .toEqual([
      expect.objectContaining({
        data: { outcome: 'in_app', deep_link: expect.stringMatching(/^smapp:\/\/live\?id=\d+$/) },
      }),
    ]);
});

test("tapping a team's odds opens its bet sheet with that team chosen; a placed bet closes the sheet", async ({
  open,
}) => {
  const page = await open(`${BASE}/more-gameplay`);
  await page.getByTestId('game-1').locator('.agq-odds', { hasText: 'Pakistan' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('radio', { name: /Pakistan/ })).toBeChecked();
  // A refused amount's message goes as soon as a valid chip is chosen.
  // Over the game's largest bet: said while typing, and no payout promised for it.
  await sheet.getByTestId('bet-amount').fill('999999');
  await expect(sheet.getByTestId('bet-error')).toContainText('The largest bet on this game is');
  await expect(sheet.getByTestId('payout')).toHaveText(/^\s*$/);
  await sheet.getByRole('button', { name: 'Place bet' }).click();
  await expect(sheet.getByTestId('bet-error')).toContainText('The largest bet on this game is');
  await sheet.getByRole('button', { name: '100', exact: true }).click();
  await expect(sheet.getByTestId('bet-error')).toHaveText(/^\s*$/);
  await sheet.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status')).toContainText('Bet placed: 100 coins on Pakistan');
  await expect(sheet).toBeHidden();
});
