// What a hit costs and leaves, from the server's prices (the eggs' info), and which hits ask first.
//
// The ten-hit asks in the confirm sheet: it spends nine times the one-hit at once. The one-hit
// stays one tap: it is the game's gesture, its price is written on the chosen count right above
// the eggs, it is the smallest spend the page has, and a wrong count cannot slip into it (a
// ten-hit never starts without the sheet).

import type { HitCount, LuckyEggInfo } from '@h5/core-api/contracts/luckyEgg';

export interface HitQuote {
  count: HitCount;
  /** Golds the hit spends, from the server's price. */
  cost: number;
  /** Golds left once the hit is paid (before any golds it wins). */
  balanceAfter: number;
  /** Whether the hit asks in the confirm sheet before it is sent. */
  confirm: boolean;
}

export function hitQuote(price: LuckyEggInfo['price'], count: HitCount, golds: number): HitQuote {
  const cost = count === 1 ? price.one : price.ten;
  return { count, cost, balanceAfter: golds - cost, confirm: count === 10 };
}

/** Whether the golds pay for it. */
export function affordable(q: HitQuote): boolean {
  return q.balanceAfter >= 0;
}
