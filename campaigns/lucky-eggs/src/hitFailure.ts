// What a failed hit tells the user (spec 8), and whether its idempotency key must be kept. When
// the answer never arrived (dropped connection, timeout, garbled body) the server may have spent
// the golds, so the next tap resends the same key: the server then answers with the first
// result instead of charging again.

import { isApiError, SERVER_ERROR_MESSAGE } from '@h5/core-api';

export const HIT_NETWORK_MESSAGE =
  'Network error. Tap an egg again to see your result: you will not be charged twice.';
export const HIT_UNREADABLE_MESSAGE =
  'We could not read your result. Tap an egg again to see it: you will not be charged twice.';

export interface HitFailure {
  /** Shown in a toast; the server's own text for refusals, else one of ours (English keys). */
  message: string;
  /** Keep the intent's idempotency key for the next tap. */
  keepIntent: boolean;
}

export function hitFailure(e: unknown): HitFailure {
  if (!isApiError(e)) return { message: SERVER_ERROR_MESSAGE, keepIntent: false };
  if (e.outcomeUnknown) return { message: HIT_NETWORK_MESSAGE, keepIntent: true };
  if (e.kind === 'parse') return { message: HIT_UNREADABLE_MESSAGE, keepIntent: true };
  // The server answered: a refusal (not enough golds, campaign closed) or an error it reported.
  return { message: e.message, keepIntent: false };
}
