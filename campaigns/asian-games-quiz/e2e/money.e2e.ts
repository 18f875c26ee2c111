// Every money action of the quiz, driven the five ways (double and triple tap, tap while slow,
// dropped before and after the server, then retried): each charges once, retries reuse the key.
// The store buy and the withdrawal ask in the confirm sheet; a bet (its own form with the amount
// and the option) and the check-in claim (a reward, nothing spent) stay one tap.

import { expect } from '@h5/e2e/fixtures';
import { chargesSince, FURTHER_ACTION_WAYS, moneySuite } from '@h5/e2e/money';
import type { Page } from '@playwright/test';

const BASE = '/v/asian-games-quiz';
const NETWORK = 'Network error. Check your connection and try again.';

interface BettingState {
  bets: Array<{ uid: number }>;
  wallets: Map<number, { balance: number; golds: number }>;
}
const wallet = (s: { state: <S>(area: string) => S }) => s.state<BettingState>('betting').wallets.get(1001)!;
const status = (page: Page) => page.getByRole('status');

const bought = chargesSince((s) => wallet(s).golds, -500);
moneySuite(
  {
    name: 'store buy',
    call: 'betting.storeBuy',
    open: async (open, sandbox) => {
      bought.mark(sandbox);
      const page = await open(`${BASE}/deposit`);
      await expect(page.getByTestId('golds')).toBeVisible();
      return page;
    },
    prepare: (page) => page.getByTestId('package-2').getByRole('button').click(),
    button: (page) => page.getByTestId('confirm-ok'),
    charges: bought.charges,
    done: (page) => expect(page.getByTestId('bought')).toBeVisible(),
    failed: (page) => expect(status(page)).toHaveText(NETWORK),
  },
  FURTHER_ACTION_WAYS,
);

const betted = chargesSince(
  (s) => s.state<BettingState>('betting').bets.filter((b) => b.uid === 1001).length,
  1,
);
moneySuite({
  name: 'bet',
  call: 'betting.bet',
  open: async (open, sandbox) => {
    betted.mark(sandbox);
    const page = await open(`${BASE}/more-gameplay?game=2`);
    await page.getByRole('radio', { name: /Malaysia/ }).check();
    await page.getByTestId('bet-amount').fill('50');
    return page;
  },
  button: (page) => page.getByTestId('place-bet'),
  charges: betted.charges,
  done: (page) => expect(status(page)).toHaveText('Bet placed: 50 coins on Malaysia'),
  failed: (page) => expect(status(page)).toHaveText(NETWORK),
});

const withdrawn = chargesSince((s) => wallet(s).balance, -200);
moneySuite({
  name: 'withdrawal',
  call: 'betting.withdraw',
  open: async (open, sandbox) => {
    withdrawn.mark(sandbox);
    const page = await open(`${BASE}/withdraw`);
    await page.getByTestId('withdraw-amount').fill('200');
    return page;
  },
  prepare: (page) => page.getByTestId('withdraw-submit').click(),
  button: (page) => page.getByTestId('confirm-ok'),
  charges: withdrawn.charges,
  done: (page) => expect(page.getByTestId('withdraw-result')).toContainText('Withdrawal successful'),
  failed: (page) => expect(page.getByTestId('withdraw-timeout')).toHaveText(NETWORK),
});

const claimed = chargesSince((s) => wallet(s).balance, 10);
moneySuite(
  {
    name: 'check-in claim',
    call: 'betting.checkinClaim',
    open: async (open, sandbox) => {
      sandbox.setClock(Date.UTC(2026, 8, 20, 9));
      claimed.mark(sandbox);
      const page = await open(`${BASE}/index`);
      await expect(page.getByTestId('checkin-button')).toHaveText('Check in (+10)');
      return page;
    },
    button: (page) => page.getByTestId('checkin-button'),
    charges: claimed.charges,
    done: (page) => expect(status(page)).toHaveText('Checked in! +10 coins'),
    failed: (page) => expect(status(page)).toHaveText(NETWORK),
  },
  FURTHER_ACTION_WAYS,
);
