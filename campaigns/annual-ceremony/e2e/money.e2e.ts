// Sending a star, the ceremony's money action, driven the five ways of the money suite (double and
// triple tap on the confirm, a tap while slow, dropped before and after the server, then
// retried): each sends one star, a retry reuses the key.

import { expect } from '@h5/e2e/fixtures';
import { chargesSince, moneySuite } from '@h5/e2e/money';

const stars = chargesSince(
  (s) => -(s.state<{ stars: Map<number, number> }>('annualCeremony').stars.get(1001) ?? 0),
  1,
);

moneySuite({
  name: 'annual ceremony star',
  call: 'annualCeremony.sendStar',
  open: async (open, sandbox) => {
    stars.mark(sandbox);
    const page = await open('/v/annual-ceremony-home?promotion_id=4901');
    await expect(page.getByTestId('send-star').first()).toBeEnabled();
    return page;
  },
  prepare: async (page) => {
    await page.getByTestId('stage-list').getByTestId('rank-row').first().getByTestId('send-star').click();
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
  },
  button: (page) => page.getByTestId('confirm-ok'),
  charges: stars.charges,
  done: (page) => expect(page.locator('.h5-toast')).toContainText('Your star reached'),
  failed: (page) => expect(page.locator('.h5-toast')).toBeVisible(),
});
