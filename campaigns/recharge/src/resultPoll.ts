// The result page (spec 2 /v/recharge-result): a pending order is asked again every few seconds
// until the provider settles it, and no longer than a limit; then the page says the coins arrive
// when the provider confirms, and points to the record, never a retry loop.

import type { RechargeStatus } from '@h5/core-api/contracts/recharge';

export const RESULT_POLL_MS = 3000;
/** Two minutes of asking. */
export const RESULT_POLL_LIMIT = 40;

export type ResultStep = 'settled' | 'poll' | 'give-up';

/** After the `asked`-th answer (from 1) with `status`: stop, ask again, or stop asking. */
export function resultStep(status: RechargeStatus, asked: number): ResultStep {
  if (status !== 'pending') return 'settled';
  return asked < RESULT_POLL_LIMIT ? 'poll' : 'give-up';
}

/** The order id of the provider's return: letters and digits only, or null. */
export function readOrderId(query: URLSearchParams): string | null {
  const v = query.get('order_id')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,40}$/.test(v) ? v : null;
}
