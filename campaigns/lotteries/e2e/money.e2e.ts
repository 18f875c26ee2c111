// A draw, the lotteries' money action, driven the five ways (double and triple tap on the
// confirm, a tap while slow, dropped before and after the server, then retried): each draws once,
// a retry reuses the key.

import { expect } from '@h5/e2e/fixtures';
import { chargesSince, moneySuite } from '@h5/e2e/money';

// Every draw wins one prize, added to the user's prizes.
const draws = chargesSince(
  (s) => s.state<{ won: Map<number, unknown[]> }>('lotteries').won.get(1001)?.length ?? 0,
  1,
);

moneySuite({
  name: 'hot turntable draw',
  call: 'lotteries.draw',
  open: async (open, sandbox) => {
    draws.mark(sandbox);
    const page = await open('/v/hot-turntable?promotion_id=3104');
    await expect(page.getByTestId('draw')).toBeEnabled();
    return page;
  },
  prepare: async (page) => {
    await page.getByTestId('draw').click();
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
  },
  button: (page) => page.getByTestId('confirm-ok'),
  charges: draws.charges,
  done: (page) => expect(page.getByRole('dialog', { name: 'You won' })).toBeVisible({ timeout: 8000 }),
  failed: (page) => expect(page.locator('.h5-toast')).toBeVisible(),
});
