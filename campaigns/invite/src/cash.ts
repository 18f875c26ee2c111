// Join&Earn cash: what a withdrawal or a redemption may take and what is left after. The server
// names the amounts (its grades); the page offers only those the balance covers, and says why
// the others are not offered. The money rules themselves (one intent per amount, confirm first,
// a key kept across an unknown outcome) are ui-kit's useMoneyAction over core-api's moneyVerdict;
// a withdrawal's 30 s timeout is said by the withdrawal block, as on every page that withdraws.

export const CASH_TEXTS = {
  tooLow: 'Your cash balance is too low for this amount.',
  noneYet: 'Earn {amount} more to withdraw.',
  noAccount: 'Add a withdrawal account to withdraw your cash.',
} as const;

export interface Grade {
  amount: number;
  /** The balance covers it. */
  enabled: boolean;
}

/** The server's amounts, smallest first, each enabled when the balance covers it. */
export function gradesFor(balance: number, grades: readonly number[]): Grade[] {
  return [...grades]
    .filter((g) => Number.isFinite(g) && g > 0)
    .sort((a, b) => a - b)
    .map((amount) => ({ amount, enabled: amount <= balance }));
}

/** How much more cash the smallest amount needs; 0 when one is already covered. */
export function shortOfSmallest(balance: number, grades: readonly number[]): number {
  const smallest = gradesFor(balance, grades)[0];
  return smallest && !smallest.enabled ? smallest.amount - balance : 0;
}

/** The amount chosen, if it is still one the balance covers (a stale choice is dropped). */
export function validChoice(
  chosen: number | null,
  balance: number,
  grades: readonly number[],
): number | null {
  return chosen !== null && gradesFor(balance, grades).some((g) => g.enabled && g.amount === chosen)
    ? chosen
    : null;
}

export function balanceAfter(balance: number, amount: number): number {
  return Math.max(0, Math.round((balance - amount) * 100) / 100);
}

/** Golds a redemption of `amount` cash gives at the server's rate. */
export function goldsFor(amount: number, rate: number): number {
  return Math.floor(amount * Math.max(0, rate));
}
