// What an offer named in the store's link (`offer=gold|vip|first` with `coins`, from the discount
// and first-recharge pages) gives on the package it names, from the server's answer: the package's
// coins and its bonus coins, or that the offer is gone (ended, not for this user, taken, or the
// user has recharged). The order names the offer only while it applies to the chosen package.

import type { Discount, FirstRecharge, OfferKind } from '@h5/core-api/contracts/recharge';
import { discountEnded } from './offers.ts';

export type OfferTerms =
  | { kind: OfferKind; coins: number; bonus_coins: number }
  | { kind: OfferKind; gone: true };

const OFFER_KINDS: readonly OfferKind[] = ['gold', 'vip', 'first'];

/** The link's offer, when it names one. */
export function readOfferKind(query: URLSearchParams): OfferKind | null {
  const v = query.get('offer')?.trim() ?? '';
  return (OFFER_KINDS as readonly string[]).includes(v) ? (v as OfferKind) : null;
}

/** A discount's package of `coins`, while the discount runs for this user. */
export function discountTerms(d: Discount, coins: number | null, nowMs: number): OfferTerms {
  const p = d.packages.find((x) => x.coins === coins);
  if (!p || !d.eligible || discountEnded(d.end_time, nowMs)) return { kind: d.kind, gone: true };
  return { kind: d.kind, coins: p.coins, bonus_coins: p.bonus_coins };
}

/** The first-recharge offer, until the user has recharged. */
export function firstTerms(f: FirstRecharge): OfferTerms {
  if (f.recharged) return { kind: 'first', gone: true };
  return { kind: 'first', coins: f.offer.coins, bonus_coins: f.offer.bonus_coins };
}

/** The bonus coins the offer adds to a package of `coins` (0 when it does not apply to it). */
export function bonusFor(terms: OfferTerms | null, coins: number): number {
  return terms && !('gone' in terms) && terms.coins === coins ? terms.bonus_coins : 0;
}

/** The coins held once a package is paid: what the server says the user holds, the package and its bonus. */
export function coinsAfter(held: number, coins: number, bonus: number): number {
  return held + coins + bonus;
}
