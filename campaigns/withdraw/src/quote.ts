// What a withdrawal confirms before it is sent: the grade leaves the balance whole, the payment
// method's fee (the server's, per grade) comes out of it, and the rest arrives in the account.

import type { Grade } from '@h5/core-api/contracts/finance';

export interface WithdrawalQuote {
  /** What leaves the balance: the grade itself (the server deducts the grade, fee included). */
  spend: number;
  fee: number;
  /** What arrives in the payout account. */
  arrives: number;
  /** The balance once the server has recorded the application; unknown without the balance. */
  balanceAfter: number | undefined;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function withdrawalQuote(grade: Grade, balance: number | undefined): WithdrawalQuote {
  return {
    spend: grade.grade_money,
    fee: grade.fee,
    arrives: cents(grade.grade_money - grade.fee),
    balanceAfter: balance === undefined ? undefined : cents(balance - grade.grade_money),
  };
}
