// Every money action of withdraw, driven the five ways (double and triple tap, tap while slow,
// dropped before and after the server, then retried): each charges once, retries reuse the key.

import { expect, type SandboxControl } from '@h5/e2e/fixtures';
import { FURTHER_ACTION_WAYS, moneySuite, chargesSince as since } from '@h5/e2e/money';
import type { Page } from '@playwright/test';

interface FinanceState {
  ledgers: Map<number, { money: number; applications: unknown[]; vouchers: Array<{ status: string }> }>;
}
const ledger = (sandbox: SandboxControl, uid: number) =>
  sandbox.state<FinanceState>('finance').ledgers.get(uid)!;
const confirm = (page: Page) => page.getByTestId('confirm-ok');
const NETWORK = 'Network error. Check your connection and try again.';
const problemShown = (page: Page) => expect(page.locator('.wd-problem')).toHaveText(NETWORK);
const coinsShown = (page: Page) => expect(page.getByTestId('coins-now')).toBeVisible();

const applied = since((s) => ledger(s, 1005).applications.length, 1);
moneySuite({
  name: 'withdrawal',
  call: 'finance.cashOutApply',
  open: async (open, sandbox) => {
    applied.mark(sandbox);
    return open('/v/withdraw/withdraw-next?grade=250', { signedInAs: 1005 });
  },
  button: (page) => page.getByTestId('withdraw-submit'),
  charges: applied.charges,
  done: (page) => expect(page.getByTestId('result-amount')).toHaveText('₱250.00'),
  failed: (page) => expect(page.getByTestId('withdraw-problem')).toHaveText(NETWORK),
});

const exchanged = since((s) => ledger(s, 1001).money, -50);
moneySuite(
  {
    name: 'coin exchange',
    call: 'finance.exchangeGold',
    open: async (open, sandbox) => {
      exchanged.mark(sandbox);
      const page = await open('/v/withdraw/exchange-coins');
      await page.getByTestId('exchange-grade').filter({ hasText: '₹50.00' }).click();
      return page;
    },
    prepare: (page) => page.getByTestId('exchange-submit').click(),
    button: confirm,
    charges: exchanged.charges,
    done: coinsShown,
    failed: problemShown,
  },
  FURTHER_ACTION_WAYS,
);

const sold = since((s) => ledger(s, 1003).money, -10);
moneySuite(
  {
    name: 'coin-seller exchange',
    call: 'money.coinSellerExchangeGold',
    open: async (open, sandbox) => {
      sold.mark(sandbox);
      const page = await open('/v/withdraw/agency-exchange-coins', { signedInAs: 1003 });
      await page.getByLabel('Amount').fill('10');
      return page;
    },
    prepare: (page) => page.getByTestId('agency-submit').click(),
    button: confirm,
    charges: sold.charges,
    done: coinsShown,
    failed: problemShown,
  },
  FURTHER_ACTION_WAYS,
);

const used = since((s) => ledger(s, 1001).vouchers.filter((v) => v.status === 'used').length, 1);
moneySuite(
  {
    name: 'voucher use',
    call: 'money.exchangeGoldByVoucher',
    open: async (open, sandbox) => {
      used.mark(sandbox);
      const page = await open('/v/withdraw/vouchers');
      await expect(page.getByTestId('voucher')).toHaveCount(2);
      return page;
    },
    prepare: (page) => page.getByTestId('use-voucher').first().click(),
    button: confirm,
    charges: used.charges,
    done: coinsShown,
    failed: problemShown,
  },
  FURTHER_ACTION_WAYS,
);
