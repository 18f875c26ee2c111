// Spec 4 and 9: the lucky result is fetched again once, 300 ms later, when the lucky reward has
// not been sent yet (the server hands rewards out a moment after the round). Never more than
// one retry: a reward that is still on its way is shown as such rather than polled for.

import type { SscLuckyResult } from '@h5/core-api/contracts/ssc';

export const LUCKY_RETRY_DELAY_MS = 300;

export async function fetchLuckyResult(
  fetch: () => Promise<SscLuckyResult>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<SscLuckyResult> {
  const first = await fetch();
  if (first.is_lucky_reward_sent) return first;
  await wait(LUCKY_RETRY_DELAY_MS);
  return fetch();
}
