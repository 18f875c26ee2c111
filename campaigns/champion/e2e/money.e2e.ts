// The champion spin, the area's one spend (a spin, not golds), driven the five ways (double and
// triple tap, tap while slow, dropped before and after the server, then retried): each spends one
// spin, and a retry reuses the first attempt's idempotency key.

import { expect } from '@h5/e2e/fixtures';
import { chargesSince, moneySuite } from '@h5/e2e/money';

interface ChampionState {
  contests: Map<string, { winners: unknown[] }>;
}

// Every spin adds one win on top of the promotion's wheel winners.
const spins = chargesSince(
  (s) => s.state<ChampionState>('champion').contests.get('5001')?.winners.length ?? 0,
  1,
);

moneySuite({
  name: 'champion spin',
  call: 'champion.spin',
  open: async (open, sandbox) => {
    sandbox.switch('champion', 'spins', { promotion_id: '5001', uid: 1001, spins: 5 });
    spins.mark(sandbox);
    const page = await open('/v/superstar-champion?promotion_id=5001');
    await expect(page.getByTestId('spins-left')).toHaveText('Spins left: 5');
    // The wheel sits under the champion: in view, as the user scrolls to it.
    await page.getByTestId('draw').scrollIntoViewIfNeeded();
    return page;
  },
  button: (page) => page.getByTestId('draw'),
  charges: spins.charges,
  done: (page) => expect(page.getByTestId('draw-result')).toBeVisible({ timeout: 10_000 }),
  failed: (page) =>
    expect(page.locator('.h5-toast')).toHaveText('Network error. Check your connection and try again.'),
});
