// Draws: every round's box is drawn from the area seed and the round number, so a result never
// changes once drawn; and what a round's bets won.

import type { SscDrawn } from '@h5/core-api/contracts/ssc';
import { weightedPick } from '../../kit/draw.ts';
import type { Localizable, Localized } from '../../kit/localized.ts';
import { createRandom } from '../../random.ts';
import { roundCode } from './rounds.ts';
import { BOXES, OPTIONS } from './rules.ts';
import type { SscState } from './state.ts';

export function rngFor(seed: number, n: number, salt: number) {
  const r = createRandom((seed ^ Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0);
  r.next();
  return r;
}

/** The box drawn for round n: fixed by the seed, so every reader sees the same result. */
export function drawResult(seed: number, n: number): number {
  return weightedPick(rngFor(seed, n, 1), BOXES, (b) => b.weight).bet_id;
}

export function oddsOf(betId: number): number {
  return OPTIONS.find((o) => o.bet_id === betId)?.odds ?? 0;
}

export function nameOf(betId: number): Localized | '' {
  return OPTIONS.find((o) => o.bet_id === betId)?.name ?? '';
}

export function drawn(state: SscState, n: number): Localizable<SscDrawn> {
  const result = drawResult(state.seed, n);
  return { round_id: n, code: roundCode(n), result, result_name: nameOf(result) };
}

export function winOf(state: SscState, n: number, bets: Map<number, number>): number {
  const result = drawResult(state.seed, n);
  return (bets.get(result) ?? 0) * oddsOf(result);
}
