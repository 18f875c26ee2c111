// The bet, bk-game's money action, driven the five ways (double and triple tap, tap while slow,
// dropped before and after the server, then retried): each places one bet, retries reuse the
// key. A bet stays one tap (the board's chosen box and amount are the confirmation).

import { expect } from '@h5/e2e/fixtures';
import { chargesSince, moneySuite } from '@h5/e2e/money';
import { at, BOARD } from './helpers.ts';

interface SscState {
  players: Map<number, { balance: number }>;
}

const STAKE = 10;
const bets = chargesSince((s) => s.state<SscState>('ssc').players.get(1001)?.balance ?? 0, -STAKE);

moneySuite({
  name: 'bet',
  call: 'ssc.bet',
  open: async (open, sandbox) => {
    // Time enough in the round for every way, the slow answer included.
    at(sandbox, 5, 25);
    const page = await open(BOARD);
    await page.getByTestId('box-1').click();
    await page.getByTestId('amount').fill(String(STAKE));
    // The player's ledger exists once the board has been read.
    bets.mark(sandbox);
    return page;
  },
  button: (page) => page.getByTestId('bet'),
  charges: bets.charges,
  done: (page) => expect(page.getByRole('status')).toContainText('Bet placed'),
  failed: (page) => expect(page.getByRole('status')).toContainText('We could not confirm your bet.'),
});
