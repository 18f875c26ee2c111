// Spec 5: a bet's user_id, bet_id and amount are whole numbers. Checked before anything is sent,
// so a malformed bet never reaches the server (and never spends an idempotency key).

export const BET_NOT_SIGNED_IN = 'Please log in to bet.';
export const BET_NO_BOX = 'Please choose a blind box.';
export const BET_NOT_WHOLE = 'Bets must be whole numbers.';
export const BET_TOO_SMALL = 'The amount must be at least 1.';
export const BET_OVER_BALANCE = 'Not enough balance.';

export interface BetInput {
  user_id: unknown;
  bet_id: unknown;
  /** The amount as chosen or typed: a number or the raw text of the amount field. */
  amount: unknown;
}

export type BetCheck =
  | { ok: true; bet: { user_id: number; bet_id: number; amount: number } }
  | { ok: false; message: string };

/** A whole number from a number or from text of digits only ("12", not "12.0", "1e2" or " "). */
export function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return null;
}

export function validateBet(input: BetInput, balance?: number): BetCheck {
  const user_id = wholeNumber(input.user_id);
  if (user_id === null || user_id <= 0) return { ok: false, message: BET_NOT_SIGNED_IN };
  const bet_id = wholeNumber(input.bet_id);
  if (bet_id === null) return { ok: false, message: BET_NO_BOX };
  const amount = wholeNumber(input.amount);
  if (amount === null) return { ok: false, message: BET_NOT_WHOLE };
  if (amount < 1) return { ok: false, message: BET_TOO_SMALL };
  if (balance !== undefined && amount > balance) return { ok: false, message: BET_OVER_BALANCE };
  return { ok: true, bet: { user_id, bet_id, amount } };
}
