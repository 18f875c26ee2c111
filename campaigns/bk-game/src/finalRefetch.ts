// Spec 4: the final result is fetched again once when the final reward has not been sent yet.
// The spec gives it no delay (only the lucky retry has one), so the second read goes at once.

import type { SscFinalResult } from '@h5/core-api/contracts/ssc';

export async function fetchFinalResult(fetch: () => Promise<SscFinalResult>): Promise<SscFinalResult> {
  const first = await fetch();
  if (first.is_final_reward_sent) return first;
  return fetch();
}
