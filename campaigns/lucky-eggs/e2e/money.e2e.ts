// The hit, lucky-eggs' one money action, driven the five ways (double and triple tap, tap while
// slow, dropped before and after the server, then retried): each charges once, retries reuse
// the key. The one-hit stays one tap (the hit is the game); the ten-hit asks in the confirm
// sheet (src/hitQuote.ts says why).

import { expect } from '@h5/e2e/fixtures';
import { chargesSince, FURTHER_ACTION_WAYS, moneySuite } from '@h5/e2e/money';

interface LuckyEggState {
  winners: Map<string, unknown[]>;
}

// Every hit of one egg wins one prize, recorded in the promotion's winners.
const hits = chargesSince((s) => s.state<LuckyEggState>('luckyEgg').winners.get('3001')?.length ?? 0, 1);

moneySuite({
  name: 'egg hit',
  call: 'luckyEgg.hit',
  open: async (open, sandbox) => {
    hits.mark(sandbox);
    const page = await open('/v/lucky-eggs?promotion_id=3001');
    await expect(page.getByTestId('golds-amount')).toHaveText('1,500');
    return page;
  },
  button: (page) => page.getByRole('button', { name: 'Hit egg 1' }),
  charges: hits.charges,
  done: (page) => expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible(),
  failed: (page) =>
    expect(page.locator('.h5-toast')).toHaveText(
      'Network error. Tap an egg again to see your result: you will not be charged twice.',
    ),
});

// The ten-hit: ten prizes per charge, asked in the sheet first.
const tens = chargesSince((s) => s.state<LuckyEggState>('luckyEgg').winners.get('3001')?.length ?? 0, 10);
moneySuite(
  {
    name: 'ten-hit',
    call: 'luckyEgg.hit',
    open: async (open, sandbox) => {
      tens.mark(sandbox);
      const page = await open('/v/lucky-eggs?promotion_id=3001');
      await expect(page.getByTestId('golds-amount')).toHaveText('1,500');
      await page.locator('label', { hasText: 'Hit 10 times' }).click();
      return page;
    },
    prepare: (page) => page.getByRole('button', { name: 'Hit egg 1' }).click(),
    button: (page) => page.getByTestId('confirm-ok'),
    charges: tens.charges,
    done: (page) => expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible(),
    failed: (page) =>
      expect(page.locator('.h5-toast')).toHaveText(
        'Network error. Tap an egg again to see your result: you will not be charged twice.',
      ),
  },
  FURTHER_ACTION_WAYS,
);
