// The rewards by rank: which tier a place wins, and how a tier's places read ("No. 1", "No. 2–3").

import type { RewardTier } from '@h5/core-api/contracts/rankings';

export const ONE_PLACE = 'No. {from}';
export const PLACES = 'No. {from}–{to}';

/** The tier place `rank` wins, or null (not ranked, or past the last rewarded place). */
export function tierFor(tiers: readonly RewardTier[], rank: number): RewardTier | null {
  if (rank < 1) return null;
  return tiers.find((t) => rank >= t.from && rank <= t.to) ?? null;
}

/** The English key a tier's places read as. */
export function placesKey(tier: Pick<RewardTier, 'from' | 'to'>): string {
  return tier.from === tier.to ? ONE_PLACE : PLACES;
}
