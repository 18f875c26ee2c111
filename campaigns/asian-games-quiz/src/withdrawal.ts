// The withdrawal the user just made, handed from the form to the result page; the result page
// falls back to the wallet history when opened on its own (a reload, a shared link).

import { type BettingUserInfo, GOLDS_PER_COIN, type Withdrawal } from '@h5/core-api/contracts/betting';
import { signal } from '@h5/ui-kit';

export const lastWithdrawal = signal<Withdrawal | null>(null);

export interface WithdrawOutcome {
  status: Withdrawal['status'];
  /** Coins withdrawn; null when only the history is known and the withdrawal failed. */
  amount: number | null;
  reason: string;
}

export function findOutcome(
  id: string,
  last: Withdrawal | null,
  info: BettingUserInfo | undefined,
): WithdrawOutcome | null {
  if (last && last.id === id) return { status: last.status, amount: last.amount, reason: last.reason };
  const rec = info?.records.find((r) => r.id === id && r.kind === 'withdraw');
  if (!rec) return null;
  const status = rec.status ?? 'success';
  return {
    status,
    amount: status === 'success' ? Math.abs(rec.amount) : null,
    reason: status === 'failed' ? rec.note : '',
  };
}

/** What a withdrawal's confirmation states: the coins that leave, the golds they become, what is left. */
export interface WithdrawQuote {
  coins: number;
  golds: number;
  balanceAfter: number;
  goldsAfter: number;
}

export function withdrawQuote(amount: number, wallet: { balance: number; golds: number }): WithdrawQuote {
  const golds = amount * GOLDS_PER_COIN;
  return { coins: amount, golds, balanceAfter: wallet.balance - amount, goldsAfter: wallet.golds + golds };
}
