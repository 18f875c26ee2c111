// How odds and payouts are shown: decimal odds with two places ("×1.85"), and the payout a bet
// would bring, computed by the same rule the server pays with.

import { payoutFor } from '@h5/core-api/contracts/betting';
import { formatNumber } from '@h5/i18n';

export function formatOdds(lang: string, odds: number): string {
  return `×${formatNumber(lang, odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatCoins(lang: string, coins: number): string {
  return formatNumber(lang, coins, { maximumFractionDigits: 0 });
}

/** The payout to show beside a stake, or null while the stake is not a valid amount. */
export function payoutPreview(amount: number | null, odds: number): number | null {
  return amount === null || amount <= 0 ? null : payoutFor(amount, odds);
}
