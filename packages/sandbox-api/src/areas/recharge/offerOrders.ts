// The offers a payment takes (issue 51): an order names its offer (`offer` on the provider's
// checkout: a discount, `gold` or `vip`, or `first`, the first-recharge offer); the provider
// checks it when the order opens and again when it is paid, and the paid order credits the
// package's coins and the offer's bonus coins. The first paid recharge grants the first-recharge
// gifts (golds to the shops' balance). A one-time discount package, once paid, is offered no more.

import { userByUid } from '../../users.ts';
import { COIN_PACKS } from '../rapid/catalogue.ts';
import type { RapidOrder, RapidState } from '../rapid/state.ts';
import { DISCOUNTS, FIRST_GIFTS, FIRST_OFFER, type GiftKey } from './catalogue.ts';
import type { RechargeState } from './state.ts';

/** The key a one-time discount package is remembered by once paid. */
export const takenKey = (uid: number, kind: string, coins: number) => `${uid}:${kind}:${coins}`;

/** Whether `uid` has a paid recharge: a seeded one, or an order the provider took. */
function hasPaidRecharge(recharge: RechargeState, rapid: RapidState, uid: number): boolean {
  const seeded = (recharge.history.get(uid) ?? []).some((r) => r.status === 'paid' && r.coins > 0);
  return (
    seeded ||
    [...rapid.orders.values()].some((o) => o.uid === uid && o.status === 'paid' && (o.coins ?? 0) > 0)
  );
}

/**
 * The bonus coins offer `kind` adds to a package of `coins` for `uid` now, or null when the offer
 * does not apply (ended, not eligible, already taken, not a package of the offer, not a first).
 */
export function offerBonus(
  recharge: RechargeState,
  rapid: RapidState,
  uid: number,
  kind: string,
  coins: number,
  nowMs: number,
): number | null {
  if (kind === 'first') {
    if (coins !== FIRST_OFFER.coins || hasPaidRecharge(recharge, rapid, uid)) return null;
    return FIRST_OFFER.bonus_coins;
  }
  if (kind !== 'gold' && kind !== 'vip') return null;
  const d = DISCOUNTS[kind];
  if (nowMs >= recharge.discountEnds[kind] || !COIN_PACKS.includes(coins)) return null;
  if (kind === 'vip' && userByUid(uid)?.vip !== true) return null;
  if (d.oneTime && recharge.taken.has(takenKey(uid, kind, coins))) return null;
  return discountBonus(kind, coins);
}

export function discountBonus(kind: keyof typeof DISCOUNTS, coins: number): number {
  return Math.round((coins * DISCOUNTS[kind].bonusPercent) / 100);
}

/**
 * A paid order's grants, once (the provider calls it when the order turns paid): its coins and
 * its offer's bonus, the one-time package taken, and the first recharge's gifts. The offer is
 * checked again: one opened twice and paid twice brings its bonus once.
 */
export function grantPaidOrder(
  recharge: RechargeState,
  rapid: RapidState,
  order: RapidOrder,
  nowMs: number,
): void {
  const coins = order.coins ?? 0;
  const first = !hasPaidRecharge(recharge, rapid, order.uid) && !recharge.firstGrants.has(order.uid);
  let bonus = 0;
  if (order.offer) {
    bonus = offerBonus(recharge, rapid, order.uid, order.offer, coins, nowMs) ?? 0;
    if (order.offer !== 'first' && DISCOUNTS[order.offer as keyof typeof DISCOUNTS]?.oneTime && bonus > 0)
      recharge.taken.add(takenKey(order.uid, order.offer, coins));
  }
  order.bonus_coins = bonus;
  rapid.credited.set(order.uid, (rapid.credited.get(order.uid) ?? 0) + coins + bonus);
  if (first && coins > 0) grantFirstGifts(recharge, order.uid, order.order_id);
}

/** The first recharge's gifts, recorded as the user's and golds added to the shops' balance. */
function grantFirstGifts(recharge: RechargeState, uid: number, orderId: string): void {
  const gifts: Array<[GiftKey, number]> = FIRST_GIFTS.map(([k, n]) => [k, n]);
  recharge.firstGrants.set(uid, { order_id: orderId, gifts });
  for (const [key, amount] of gifts) {
    if (key === 'golds') recharge.golds.set(uid, (recharge.golds.get(uid) ?? 0) + amount);
  }
}
