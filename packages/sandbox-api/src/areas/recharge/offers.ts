// The offers around recharging: the discounts (VIP and gold), the first-recharge offer with its
// gifts and its one lottery draw, and the recharge activities' tiers, each claimed once.

import {
  claimRechargeTier,
  type DiscountKind,
  drawFirstRechargeLottery,
  getDiscount,
  getFirstRecharge,
  getRechargeActivity,
} from '@h5/core-api/contracts/recharge';
import { type AreaHandler, fail, int, on, str } from '../../area.ts';
import { weightedPick } from '../../kit/draw.ts';
import { COIN_PACKS, COUNTRIES } from '../rapid/catalogue.ts';
import {
  DISCOUNTS,
  FIRST_GIFTS,
  FIRST_OFFER,
  type GiftKey,
  LOTTERY,
  REFUSALS,
  storeCountry,
  TIERS,
} from './catalogue.ts';
import { discountBonus, takenKey } from './offerOrders.ts';
import { type Ctx, giftOf, paidCoins, type RechargeState, rechargesOf } from './state.ts';

function priceIn(country: string, coins: number) {
  const c = COUNTRIES[country]!;
  const raw = (c.unitPrice * coins) / 600;
  return { price: raw >= 100 ? Math.round(raw) : Math.round(raw * 100) / 100, currency: c.currency };
}

function countryOf(ctx: Ctx, asked?: unknown): string {
  return storeCountry(str(asked) || ctx.user?.country) ?? 'IN';
}

function hasRecharged(ctx: Ctx, uid: number): boolean {
  return paidCoins(rechargesOf(ctx, uid)) > 0;
}

/** Golds a gift adds to the user's balance (the shops spend them). */
function credit(ctx: Ctx, uid: number, key: GiftKey, amount: number) {
  if (key === 'golds') ctx.state.golds.set(uid, (ctx.state.golds.get(uid) ?? 0) + amount);
}

export const offerHandlers: Array<AreaHandler<RechargeState>> = [
  on(getDiscount, (ctx, p) => {
    const kind: DiscountKind = str(p.kind) === 'vip' ? 'vip' : 'gold';
    const d = DISCOUNTS[kind];
    const country = countryOf(ctx, p.country);
    const uid = ctx.user?.uid;
    return {
      kind,
      title: d.title,
      end_time: Math.floor(ctx.state.discountEnds[kind] / 1000),
      eligible: kind === 'gold' || ctx.user?.vip === true,
      one_time: d.oneTime,
      // A one-time package this user has paid is offered no more.
      packages: COIN_PACKS.filter(
        (coins) => !(d.oneTime && uid !== undefined && ctx.state.taken.has(takenKey(uid, kind, coins))),
      ).map((coins) => ({
        coins,
        bonus_coins: discountBonus(kind, coins),
        ...priceIn(country, coins),
      })),
    };
  }),
  on(getFirstRecharge, (ctx) => {
    const user = ctx.requireUser();
    const recharged = hasRecharged(ctx, user.uid);
    const drawn = ctx.state.drawn.get(user.uid);
    const gifts = FIRST_GIFTS.map(([k, n]) => giftOf(k, n));
    // What the first paid recharge granted (offerOrders.ts), not the list of what it would.
    const granted = ctx.state.firstGrants.get(user.uid);
    return {
      recharged,
      offer: { ...FIRST_OFFER, ...priceIn(countryOf(ctx), FIRST_OFFER.coins) },
      gifts,
      received: granted ? granted.gifts.map(([k, n]) => giftOf(k, n)) : [],
      lottery: {
        prizes: LOTTERY.map(([k, n]) => giftOf(k, n)),
        can_draw: recharged && !drawn,
        drawn: drawn ? giftOf(drawn.key, drawn.amount) : null,
      },
    };
  }),
  on(drawFirstRechargeLottery, (ctx) => {
    const user = ctx.requireUser();
    if (!hasRecharged(ctx, user.uid)) fail(2001, REFUSALS.notRecharged);
    if (ctx.state.drawn.has(user.uid)) fail(2002, REFUSALS.drawn);
    const [key, amount] = weightedPick(ctx.rng, LOTTERY, ([, , w]) => w);
    ctx.state.drawn.set(user.uid, { key, amount });
    credit(ctx, user.uid, key, amount);
    return { prize: giftOf(key, amount) };
  }),
  on(getRechargeActivity, (ctx, p) => {
    const user = ctx.requireUser();
    const promo = str(p.promotion_id) ?? '';
    const w = ctx.state.windows.get(promo);
    if (!w) fail(404, REFUSALS.notRunning);
    const coins = paidCoins(rechargesOf(ctx, user.uid), w.begin_time * 1000, w.end_time * 1000);
    return {
      recharged_coins: coins,
      tiers: TIERS.map((t, i) => ({
        id: i + 1,
        coins: t.coins,
        reward: giftOf(t.gift, t.amount),
        claimed: ctx.state.claimed.has(`${user.uid}:${promo}:${i + 1}`),
      })),
    };
  }),
  on(claimRechargeTier, (ctx, p) => {
    const user = ctx.requireUser();
    const promo = str(p.promotion_id) ?? '';
    const w = ctx.state.windows.get(promo);
    const now = ctx.clock.now() / 1000;
    if (!w || now < w.begin_time || now >= w.end_time) fail(2003, REFUSALS.notRunning);
    const id = int(p.tier_id) ?? 0;
    const tier = TIERS[id - 1];
    if (!tier) fail(2004, REFUSALS.notReached);
    const key = `${user.uid}:${promo}:${id}`;
    if (ctx.state.claimed.has(key)) fail(2005, REFUSALS.claimed);
    if (paidCoins(rechargesOf(ctx, user.uid), w.begin_time * 1000, w.end_time * 1000) < tier.coins) {
      fail(2004, REFUSALS.notReached);
    }
    ctx.state.claimed.add(key);
    credit(ctx, user.uid, tier.gift, tier.amount);
    return { reward: giftOf(tier.gift, tier.amount) };
  }),
];
