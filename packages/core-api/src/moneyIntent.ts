// The one rule for a call that moves money: when its idempotency key is kept and when it is
// released. A key is released only once the outcome is known (done, or refused on purpose); while
// the server may have carried the request out, the key is kept, so the retry sends it again and
// the server answers with its first result instead of charging twice.

import {
  type ApiError,
  type ApiErrorKind,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from './errors.ts';
import { intentKey } from './idempotency.ts';

/** What went wrong, for screens that word one case their own way (the spec's timeout text). */
export type MoneyFailure = ApiErrorKind | 'unexpected';

export type MoneyOutcome<R> =
  | { kind: 'done'; result: R }
  /** The server may or may not have carried it out: the key is kept for the retry. */
  | { kind: 'unknown'; message: string; failure: MoneyFailure; error: unknown }
  /** The server refused or rejected it: the key is released, a new tap is a new intent. */
  | { kind: 'refused'; message: string; failure: MoneyFailure; error: unknown };

export interface MoneyVerdict {
  keep: boolean;
  /** An English key, or the server's own text for a refusal. */
  message: string;
  failure: MoneyFailure;
}

/** The policy itself, for every failure kind. */
export function moneyVerdict(e: unknown): MoneyVerdict {
  if (!isApiError(e)) {
    // A fault of our own after the request may have left: assume it did.
    return { keep: true, message: SERVER_ERROR_MESSAGE, failure: 'unexpected' };
  }
  switch (e.kind) {
    case 'business':
      return { keep: false, message: e.message, failure: e.kind };
    case 'http':
      // A 4xx is the server rejecting the request before acting on it; a 5xx (a 502 from a
      // gateway after the server charged) says nothing about whether it acted.
      if (isClientError(e)) return { keep: false, message: e.message, failure: e.kind };
      return { keep: true, message: SERVER_ERROR_MESSAGE, failure: e.kind };
    case 'timeout':
      return { keep: true, message: TIMEOUT_MESSAGE, failure: e.kind };
    case 'network':
      return { keep: true, message: NETWORK_ERROR_MESSAGE, failure: e.kind };
    case 'parse':
      return { keep: true, message: SERVER_ERROR_MESSAGE, failure: e.kind };
  }
}

function isClientError(e: ApiError): boolean {
  return e.status !== undefined && e.status >= 400 && e.status < 500;
}

/**
 * Runs one intent: its key is chosen once (kept in sessionStorage across taps and reloads) and
 * released or kept by `moneyVerdict`. `send` may throw an `ApiError('parse')` itself for an
 * answer it cannot use.
 */
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
  } catch (error) {
    const v = moneyVerdict(error);
    if (!v.keep) slot.done();
    return { kind: v.keep ? 'unknown' : 'refused', message: v.message, failure: v.failure, error };
  }
}
