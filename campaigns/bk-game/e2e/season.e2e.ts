import { advanceClocks, expect, requestsSettled, test } from '@h5/e2e/fixtures';
import { LUCKY_RETRY_DELAY_MS } from '../src/luckyRefetch.ts';
import { at, BOARD, en, openThenEndRound } from './helpers.ts';

test('lucky mode is on in rounds 11 to 30', async ({ open, sandbox }) => {
  for (const round of [11, 30]) {
    at(sandbox, round, 25);
    const page = await open(BOARD);
    await expect(page.getByTestId('season')).toContainText(`Round ${round}/40`);
    await expect(page.getByTestId('lucky-mode')).toHaveText('Lucky round');
  }
});

test('lucky mode is off in rounds 10 and 31 and after the season', async ({ open, sandbox }) => {
  for (const round of [10, 31]) {
    at(sandbox, round, 25);
    const page = await open(BOARD);
    await expect(page.getByTestId('season')).toContainText(`Round ${round}/40`);
    await expect(page.getByTestId('lucky-mode')).toHaveCount(0);
  }
  at(sandbox, 42, 25);
  const page = await open(BOARD);
  await expect(page.getByTestId('season')).toContainText('has ended');
  await expect(page.getByTestId('lucky-mode')).toHaveCount(0);
});

test("what the season's words mean is one tap away, where they show", async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD);
  await page.getByRole('button', { name: 'How seasons work' }).click();
  await expect(page.getByTestId('rules')).toContainText('Reborn: players knocked out earlier');
  await expect(page.getByTestId('rules')).toContainText('Knocked out: your last bet lost.');
});

test('after a lucky round the lucky result shows at once when the reward was sent', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('ssc', 'rewards', { luckyDelayMs: 0 });
  const r = await openThenEndRound(page, open, sandbox, 15);
  const list = page.getByTestId('lucky-list');
  await expect(list.locator('li')).toHaveCount(5, { timeout: 12_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Lucky round 15');
  // It says what a lucky round is, the rewards carry their unit, and it closes with a button.
  await expect(dialog).toContainText('Rounds 11 to 30 are lucky rounds');
  await expect(list.locator('li').first()).toContainText('golds');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const calls = sandbox.requests({ call: 'ssc.luckyResult' });
  expect(calls).toHaveLength(1);
  expect(calls[0]?.params).toMatchObject({ season: String(r.season), round: '15' });
});

test('an unsent lucky reward is fetched once more after 300 ms, then shown', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('ssc', 'rewards', { luckyDelayMs: 0, holdLuckyReads: 1 });
  await openThenEndRound(page, open, sandbox, 15);
  await expect(page.getByTestId('lucky-list').locator('li')).toHaveCount(5, { timeout: 12_000 });
  const calls = sandbox.requests({ call: 'ssc.luckyResult' });
  expect(calls).toHaveLength(2);
  // Seen from the server: a retry after a wait, not at once. The page runs on Playwright's clock
  // (the round's end is fast-forwarded), which follows real time only to within tens of ms on a
  // loaded machine (282 ms seen); the 300 ms itself is luckyRefetch.test.ts's.
  expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(LUCKY_RETRY_DELAY_MS - 60);
});

test('a lucky reward still unsent after the one retry says it is on its way', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('ssc', 'rewards', { luckyDelayMs: 600_000 });
  await openThenEndRound(page, open, sandbox, 15);
  await expect(page.getByTestId('lucky-pending')).toBeVisible({ timeout: 12_000 });
  // No third read, however long the page waits: its clock is stepped past a retry's delay.
  await page.clock.runFor(LUCKY_RETRY_DELAY_MS * 3);
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'ssc.luckyResult' })).toHaveLength(2);
});

test('a round outside lucky mode fetches no lucky result', async ({ open, page, sandbox }) => {
  await openThenEndRound(page, open, sandbox, 9);
  // The season's news of the next round is what a lucky read would follow at once.
  await expect(page.getByTestId('season')).toContainText('Round 10/40', { timeout: 12_000 });
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'ssc.luckyResult' })).toHaveLength(0);
});

function seasonWithHistory(sandbox: Parameters<Parameters<typeof test>[2]>[0]['sandbox']) {
  // A bet in round 3 of this season so the user has a place in its final ranking.
  const r3 = at(sandbox, 3, 30);
  sandbox.switch('ssc', 'pastBet', { uid: 1001, round_id: r3.round_id, bet_id: 1, amount: 100 });
  return at(sandbox, 40, 4);
}

test('at the season end the final result shows with one re-fetch when unsent', async ({
  open,
  page,
  sandbox,
}) => {
  seasonWithHistory(sandbox);
  sandbox.switch('ssc', 'rewards', { finalDelayMs: 0, holdFinalReads: 1 });
  await openThenEndRound(page, open, sandbox, 40);
  const final = page.getByTestId('final-result');
  await expect(final).toContainText(/Rank \d+ · Score/, { timeout: 12_000 });
  await expect(page.getByTestId('final-pending')).toHaveCount(0);
  expect(sandbox.requests({ call: 'ssc.finalResult' })).toHaveLength(2);
  await expect(page.getByTestId('season')).toContainText('has ended');
});

test('a final reward still unsent after the re-fetch says it is on its way', async ({
  open,
  page,
  sandbox,
}) => {
  seasonWithHistory(sandbox);
  sandbox.switch('ssc', 'rewards', { finalDelayMs: 600_000 });
  await openThenEndRound(page, open, sandbox, 40);
  await expect(page.getByTestId('final-pending')).toBeVisible({ timeout: 12_000 });
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'ssc.finalResult' })).toHaveLength(2);
});

test('encirclement failures are silent and the season keeps its last good state', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|status of 500/);
  const r = at(sandbox, 14, 30);
  await page.clock.install();
  await open(BOARD);
  await expect(page.getByTestId('season')).toContainText('Round 14/40');
  sandbox.fault({ match: '/ssc-encirclement/', kind: 'http500' });
  await advanceClocks(page, sandbox, r.end_time - sandbox.now());
  await expect(page.getByTestId('round-code')).not.toHaveText(r.code, { timeout: 12_000 });
  // The client retries a failed read once itself; both attempts failed here.
  await expect.poll(() => sandbox.requests({ call: 'ssc.encirclementInfo' }).length).toBe(3);
  await expect.poll(() => sandbox.requests({ call: 'ssc.luckyResult' }).length).toBe(2);
  // Every answer is in and painted: a message about the failures would show now.
  await requestsSettled(page);
  await expect(page.getByTestId('season')).toContainText('Round 14/40');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an encirclement failure on arrival leaves the board playable without a message', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|status of 500/);
  at(sandbox, 14, 25);
  sandbox.fault({ match: '/ssc-encirclement/', kind: 'http500' });
  const page = await open(BOARD);
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
  await expect(page.getByTestId('season')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByTestId('box-1').click();
  await page.getByTestId('bet').click();
  await expect(page.getByTestId('balance')).toHaveText(en(4990));
});

test('age confirmation accepted opens betting', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD, { signedInAs: 1003 });
  const dialog = page.getByRole('dialog', { name: 'Age confirmation' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('bet')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await expect(dialog).toHaveCount(0);
  expect(sandbox.requests({ call: 'ssc.confirmAge' })[0]?.params).toMatchObject({ is_yes: 1 });
  await page.getByTestId('box-2').click();
  await page.getByTestId('bet').click();
  await expect(page.getByTestId('balance')).toHaveText(en(4990));
});

test('age confirmation declined keeps the user out of betting', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD, { signedInAs: 1003 });
  const dialog = page.getByRole('dialog', { name: 'Age confirmation' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  expect(sandbox.requests({ call: 'ssc.confirmAge' })[0]?.params).toMatchObject({ is_yes: 0 });
  await expect(page.getByTestId('age-declined')).toHaveText(
    'Betting is only open to players aged 18 or older.',
  );
  await expect(page.getByTestId('bet')).toBeDisabled();
  // Reopening shows the question again; the server still asks on the next visit.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Age confirmation' })).toBeVisible();
  expect(sandbox.requests({ call: 'ssc.bet' })).toHaveLength(0);
});

test('a user who confirmed before is not asked', async ({ open, sandbox }) => {
  at(sandbox, 5, 25);
  const page = await open(BOARD);
  await expect(page.getByTestId('balance')).toHaveText(en(5000));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('bet')).toBeEnabled();
});
