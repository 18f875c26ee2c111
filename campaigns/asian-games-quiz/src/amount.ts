// Spec 5: bet amounts (and withdrawals) are whole numbers of coins, checked before anything is
// sent. People type on phone keyboards that may give Arabic-Indic or Persian digits; those are
// whole numbers too. Decimals, exponents, signs and separators are not.

import { MIN_WITHDRAW, NOT_ENOUGH_COINS_MESSAGE } from '@h5/core-api/contracts/betting';

export const BET_AMOUNT_REQUIRED = 'Enter how many coins to bet.';
export const WITHDRAW_AMOUNT_REQUIRED = 'Enter how many coins to withdraw.';
export const AMOUNT_NOT_WHOLE = 'Enter a whole number of coins, like 100.';
export const BET_BELOW_MIN = 'The smallest bet on this game is {min, plural, one {# coin} other {# coins}}.';
export const BET_ABOVE_MAX = 'The largest bet on this game is {max, plural, one {# coin} other {# coins}}.';
export const WITHDRAW_BELOW_MIN = 'The smallest withdrawal is {min, plural, one {# coin} other {# coins}}.';
export const CHOOSE_OPTION = 'Choose who you think will win.';

export type AmountCheck =
  | { ok: true; amount: number }
  | { ok: false; message: string; vars?: Record<string, number> };

/** Longest amount accepted: far above any wallet, far below where numbers lose precision. */
const MAX_DIGITS = 9;

/** The whole number typed, or null when it is not one (empty, decimal, signed, exponent...). */
export function parseWholeAmount(raw: string): number | null {
  const ascii = raw
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (!/^\d+$/.test(ascii) || ascii.length > MAX_DIGITS) return null;
  return Number(ascii);
}

export function checkBetAmount(
  raw: string,
  limits: { min: number; max: number; balance: number },
): AmountCheck {
  if (raw.trim() === '') return { ok: false, message: BET_AMOUNT_REQUIRED };
  const amount = parseWholeAmount(raw);
  if (amount === null) return { ok: false, message: AMOUNT_NOT_WHOLE };
  if (amount < limits.min) return { ok: false, message: BET_BELOW_MIN, vars: { min: limits.min } };
  if (amount > limits.max) return { ok: false, message: BET_ABOVE_MAX, vars: { max: limits.max } };
  if (amount > limits.balance) return { ok: false, message: NOT_ENOUGH_COINS_MESSAGE };
  return { ok: true, amount };
}

/**
 * While typing: the amount when it is one the game takes (a payout is previewed for it), and the
 * game's largest bet as soon as the amount passes it (not only when the bet is sent).
 */
export function typedBet(
  raw: string,
  limits: { min: number; max: number },
): { amount: number | null; problem: AmountCheck | null } {
  const n = parseWholeAmount(raw);
  if (n !== null && n > limits.max)
    return { amount: null, problem: { ok: false, message: BET_ABOVE_MAX, vars: { max: limits.max } } };
  return { amount: n !== null && n >= limits.min ? n : null, problem: null };
}

export function checkWithdrawAmount(raw: string, balance: number): AmountCheck {
  if (raw.trim() === '') return { ok: false, message: WITHDRAW_AMOUNT_REQUIRED };
  const amount = parseWholeAmount(raw);
  if (amount === null || amount === 0) return { ok: false, message: AMOUNT_NOT_WHOLE };
  if (amount < MIN_WITHDRAW) return { ok: false, message: WITHDRAW_BELOW_MIN, vars: { min: MIN_WITHDRAW } };
  if (amount > balance) return { ok: false, message: NOT_ENOUGH_COINS_MESSAGE };
  return { ok: true, amount };
}
