// The offers' rules: a discount is over once its end passes on the server's clock; a recharge
// activity's tier can be claimed once it is reached, while the activity runs, and only once.

import type { CampaignPhase } from '@h5/core-api';
import type { RechargeTier } from '@h5/core-api/contracts/recharge';

export function discountEnded(endTimeS: number, nowMs: number): boolean {
  return nowMs >= endTimeS * 1000;
}

export type TierState = 'claim' | 'claimed' | 'locked' | 'closed';

export function tierState(
  tier: RechargeTier,
  rechargedCoins: number,
  phase: CampaignPhase | null,
): TierState {
  if (tier.claimed) return 'claimed';
  if (phase !== 'running') return 'closed';
  return rechargedCoins >= tier.coins ? 'claim' : 'locked';
}

/** Progress towards a tier, 0 to 1. */
export function tierProgress(tier: RechargeTier, rechargedCoins: number): number {
  return tier.coins <= 0 ? 1 : Math.min(1, rechargedCoins / tier.coins);
}
