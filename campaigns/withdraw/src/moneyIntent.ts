// One user intent that moves money (a withdrawal, an exchange, a voucher): its idempotency key
// is chosen once and kept in sessionStorage until the outcome is known, so a double tap, a retry
// after a timeout and a back-and-forward all send the same key and the server pays once.

import { errorMessage, intentKey, isApiError, WITHDRAW_TIMEOUT_MS } from '@h5/core-api';

/** Spec 7/9: the withdraw call gives up after 30 s and says so. */
export const WITHDRAW_TIMEOUT_MESSAGE =
  'No answer from the server after {seconds} seconds. Your request may still have been recorded: tap Try again to check. You will not be paid twice.';
export const WITHDRAW_TIMEOUT_SECONDS = WITHDRAW_TIMEOUT_MS / 1000;

export type MoneyOutcome<R> =
  | { kind: 'done'; result: R }
  /** The server may or may not have carried it out: the key is kept for the retry. */
  | { kind: 'unknown'; message: string; vars?: Record<string, number> }
  /** The server refused (or the request never left): a new tap is a new intent. */
  | { kind: 'refused'; message: string };

export async function runMoneyIntent<R>(
  intent: string,
  send: (idempotencyKey: string) => Promise<R>,
  storage?: Storage,
): Promise<MoneyOutcome<R>> {
  const slot = storage === undefined ? intentKey(intent) : intentKey(intent, storage);
  try {
    const result = await send(slot.key);
    slot.done();
    return { kind: 'done', result };
  } catch (e) {
    if (isApiError(e) && e.isBusiness) {
      // A refusal is final for this key; after fixing the cause the user starts a new intent.
      slot.done();
      return { kind: 'refused', message: e.message };
    }
    if (isApiError(e) && e.kind === 'timeout') {
      return {
        kind: 'unknown',
        message: WITHDRAW_TIMEOUT_MESSAGE,
        vars: { seconds: WITHDRAW_TIMEOUT_SECONDS },
      };
    }
    // Network drops, 5xx and unreadable answers: the server may have recorded it, keep the key.
    return { kind: 'unknown', message: errorMessage(e) };
  }
}
