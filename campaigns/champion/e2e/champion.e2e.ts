// The champion pages: the champion's data and recording, the spin landing on the server's prize,
// a share that grants a further spin once per spin_type, no spins left, a visitor, past winners
// playing in the page, Arabic and /g/v/.

import { expect, test } from '@h5/e2e/fixtures';

const CHAMPION = '/v/superstar-champion?promotion_id=5001';

interface ChampionState {
  contests: Map<string, { shared: Set<string> }>;
}

test('spins once on a double tap, the wheel landing on the prize won', async ({ open, page, sandbox }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(CHAMPION);
  await expect(page.getByTestId('champion')).toContainText('Super Star season 2 champion');
  await expect(page.getByTestId('spins-left')).toHaveText('Spins left: 1');
  await page.getByTestId('draw').dblclick();
  const result = page.getByTestId('draw-result');
  await expect(result).toBeVisible();
  expect(sandbox.requests({ call: 'champion.spin' })).toHaveLength(1);
  const won = ((await result.textContent()) ?? '').trim();
  const segments = await page.getByTestId('wheel-segment').allInnerTexts();
  const landed = Number(await page.getByTestId('wheel').getAttribute('data-segment'));
  expect(won).toContain(segments[landed]!.trim());
  await page.getByTestId('draw-result-ok').click();
  await expect(page.getByTestId('spins-left')).toHaveText('Spins left: 0');
  await expect(page.getByTestId('winners').getByRole('listitem').first()).toContainText(
    segments[landed]!.trim(),
  );
});

test('sharing the page grants one more spin, once', async ({ open, page, sandbox }) => {
  sandbox.switch('champion', 'spins', { promotion_id: '5001', uid: 1001, spins: 0 });
  await open(CHAMPION);
  await expect(page.getByTestId('draw-short')).toContainText('No spins left. Share to get another spin.');
  await page.getByTestId('draw-recharge').click();
  await expect(page.getByTestId('spin-note')).toHaveText('You got another spin. Spin the wheel!');
  await expect(page.getByTestId('spins-left')).toHaveText('Spins left: 1');
  await expect(page.getByTestId('draw')).toBeEnabled();
  // The line under Share says the share spin is used, and nothing says it was taken before.
  await expect(page.getByTestId('spin')).not.toContainText('already');
  await expect(page.getByTestId('spin')).toContainText(
    'Your share spin is taken. You can still share the page.',
  );
  await page.getByTestId('share-champion').click();
  await expect(page.getByTestId('spin-note')).toHaveText('Shared.');
  await expect(page.getByTestId('spins-left')).toHaveText('Spins left: 1');
  const shares = sandbox.requests({ call: 'champion.share' });
  expect(shares.map((r) => String(r.params.spin_type))).toEqual(['1', '1']);
});

test('says so when no spin is left and every share spin is taken', async ({ open, page, sandbox }) => {
  sandbox.switch('champion', 'spins', { promotion_id: '5001', uid: 1001, spins: 0 });
  const shared = sandbox.state<ChampionState>('champion').contests.get('5001')!.shared;
  shared.add('1001:1');
  shared.add('1001:2');
  await open(CHAMPION);
  await expect(page.getByTestId('spin')).toHaveAttribute('data-state', 'none');
  await expect(page.getByTestId('draw-short')).toContainText('You have used every share spin too.');
  await expect(page.getByTestId('draw-recharge')).toHaveCount(0);
});

test('leads a visitor to sign in, the wheel shown but not spun', async ({ open, page, sandbox }) => {
  await open(CHAMPION, { signedInAs: null });
  await expect(page.getByTestId('spin-visitor')).toContainText('Sign in to spin the champion wheel.');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('draw')).toBeDisabled();
  await expect(page.getByTestId('spins-left')).toHaveCount(0);
  await expect(page.getByTestId('winners').getByRole('listitem')).not.toHaveCount(0);
  expect(sandbox.requests({ call: 'champion.spin' })).toHaveLength(0);
});

test('past winners play in the page, one at a time', async ({ open, page }) => {
  await open('/v/superstar-winner?promotion_id=5002');
  const stages = page.getByTestId('winner-stage');
  await expect(stages).toHaveCount(3);
  await expect(page.getByTestId('winner')).toHaveCount(9);
  // Playing: the audio has started (its `playing` event), not only the button pressed.
  const players = page.getByTestId('winner').locator('.h5-player');
  await players.nth(0).getByTestId('play').click();
  await expect(players.nth(0)).toHaveAttribute('data-phase', 'playing');
  await players.nth(1).getByTestId('play').click();
  await expect(players.nth(1)).toHaveAttribute('data-phase', 'playing');
  await expect(players.nth(0)).toHaveAttribute('data-phase', 'idle');
  await expect(players.nth(0).getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
});

test('the stage results rank each stage, on its own tab', async ({ open, page }) => {
  await open('/v/superstar-show?promotion_id=5001');
  await expect(page.getByRole('tab', { name: 'Semi-final' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('stage-ranking').getByTestId('rank-row')).not.toHaveCount(0);
  await page.getByRole('tab', { name: 'Final', exact: true }).click();
  await expect(page.getByTestId('stage-ranking')).toContainText('This stage has not started yet.');
});

test('the Supernova champion in Arabic under /g/v/', async ({ open, page }) => {
  await open('/g/v/supernova-champion?promotion_id=5002', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('champion')).toContainText('بطل سوبرنوفا');
  await expect(page.getByTestId('spins-left')).toHaveText('اللفات المتبقية: 1');
  await expect(page.getByTestId('draw')).toHaveText('أدر العجلة');
});

test('a failed read says so plainly, and its retry works', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  sandbox.fault({ match: 'champion-index', kind: 'http500', times: 2 });
  await open(CHAMPION);
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByTestId('spins-left')).toHaveText('Spins left: 1');
});
