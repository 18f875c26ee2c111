// What the area holds per user: the recharges before today (seeded), the lottery draws, the
// claimed tiers, golds, the shops' stock and purchases; and how a user's recharges are read, the
// seeded ones together with the orders the pay host's provider pages took (the rapid area's).

import type { Gift, OfferKind, RechargeRow, RechargeStatus } from '@h5/core-api/contracts/recharge';
import type { HandlerContext } from '../../area.ts';
import type { SandboxClock } from '../../clock.ts';
import type { Localizable, Localized } from '../../kit/localized.ts';
import { makePromotion } from '../../promotions.ts';
import type { Random } from '../../random.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import { CHANNELS, COIN_PACKS, COUNTRIES, coinPackName } from '../rapid/catalogue.ts';
import { channelIconUrl } from '../rapid/icons.ts';
import type { RapidOrder, RapidState } from '../rapid/state.ts';
import {
  ACTIVITY_PROMOTIONS,
  DEFAULT_GOLDS,
  DISCOUNTS,
  FIRST_GIFTS,
  GIFTS,
  type GiftKey,
  ORDER_EXPIRY_MS,
  SHOP_RULES,
  STARTING_GOLDS,
  STORES,
  storeCountry,
} from './catalogue.ts';
import { rechargeIconUrl } from './icons.ts';

export interface StoredRecharge {
  order_id: string;
  product: Localized;
  coins: number;
  /** Coins an offer added (what the provider credited beyond the package). */
  bonus_coins?: number;
  offer?: OfferKind | null;
  price: number;
  currency: string;
  channel: string | Localized;
  channel_icon: string;
  status: RechargeStatus;
  /** Milliseconds, server clock. */
  at: number;
}

export interface StoredPurchase {
  order_id: string;
  goods_id: number;
  price: number;
  bought_at: number;
  expires_at: number;
}

export interface RechargeState {
  /** Recharges made before the sandbox started, newest first. */
  history: Map<number, StoredRecharge[]>;
  /** Each activity's window, seconds. */
  windows: Map<string, { begin_time: number; end_time: number }>;
  /** When each discount ends, milliseconds. */
  discountEnds: Record<keyof typeof DISCOUNTS, number>;
  drawn: Map<number, { key: GiftKey; amount: number }>;
  /** `uid:promotion:tier`. */
  claimed: Set<string>;
  golds: Map<number, number>;
  stock: Map<number, number>;
  /** The shops' rules the shop answers (docs/api-gaps.md). */
  shopRules: Localized[];
  purchases: Map<number, StoredPurchase[]>;
  nextPurchase: number;
  /** One-time discount packages paid, `uid:kind:coins` (offerOrders.ts). */
  taken: Set<string>;
  /** The first-recharge gifts each user was granted, by the order that granted them. */
  firstGrants: Map<number, { order_id: string; gifts: Array<[GiftKey, number]> }>;
}

export type Ctx = HandlerContext<RechargeState>;

/** Users who have recharged before (1003, 1004 and 1006 have not: their first recharge is ahead). */
const RECHARGED_BEFORE = [1001, 1002, 1005, 1007, 1008];
const DAY_MS = 86_400_000;

export function seedState({ clock, rng }: { clock: SandboxClock; rng: Random }): RechargeState {
  const now = clock.now();
  const history = new Map<number, StoredRecharge[]>();
  let n = 1;
  for (const uid of RECHARGED_BEFORE) {
    const user = SIGNED_IN_USERS.find((u) => u.uid === uid)!;
    const country = storeCountry(user.country) ?? 'IN';
    const c = COUNTRIES[country]!;
    const channels = CHANNELS[country]!.flat;
    const rows: StoredRecharge[] = [];
    // 1001 recharged 6,000 and 3,000 coins in the running activity: two tiers to claim.
    const recent = uid === 1001 ? [6_000, 3_000] : [];
    const count = uid === 1001 ? 24 : 6;
    let at = now - 2 * DAY_MS;
    for (let i = 0; i < count; i++) {
      const coins = recent[i] ?? COIN_PACKS[rng.int(0, 2)]!;
      const seed = channels[i % channels.length]!;
      rows.push({
        order_id: `WS${String(n++).padStart(6, '0')}`,
        product: coinPackName(coins),
        coins,
        price: Math.round(((c.unitPrice * coins) / 600) * 100) / 100,
        currency: c.currency,
        channel: seed.name,
        channel_icon: channelIconUrl(seed.sub),
        status: i % 9 === 4 ? 'failed' : 'paid',
        at,
      });
      at -= i === 0 ? DAY_MS : rng.int(4, 6) * DAY_MS;
    }
    history.set(uid, rows);
  }
  const windows = new Map(
    ACTIVITY_PROMOTIONS.map((p) => {
      const { begin_time, end_time } = makePromotion(p, now);
      return [p.id, { begin_time, end_time }];
    }),
  );
  const stock = new Map(STORES.flatMap((s) => s.goods.map((g) => [g.id, g.stock] as const)));
  return {
    history,
    windows,
    discountEnds: { vip: now + DISCOUNTS.vip.endsInMs, gold: now + DISCOUNTS.gold.endsInMs },
    drawn: new Map(),
    claimed: new Set(),
    golds: new Map(SIGNED_IN_USERS.map((u) => [u.uid, STARTING_GOLDS[u.uid] ?? DEFAULT_GOLDS])),
    stock,
    shopRules: [...SHOP_RULES],
    purchases: new Map([
      [1001, [seedPurchase(1, 22, now - 3 * DAY_MS), seedPurchase(2, 11, now - 9 * DAY_MS)]],
    ]),
    nextPurchase: 3,
    taken: new Set(),
    // Those who recharged before the sandbox started got the gifts with their first (oldest) paid
    // recharge; their starting golds already hold the golds gift.
    firstGrants: new Map(
      [...history].flatMap(([uid, rows]) => {
        const first = rows.filter((r) => r.status === 'paid').at(-1);
        return first
          ? [[uid, { order_id: first.order_id, gifts: FIRST_GIFTS.map(([k, n]) => [k, n]) }] as const]
          : [];
      }),
    ),
  };
}

function seedPurchase(n: number, goodsId: number, at: number): StoredPurchase {
  const g = STORES.flatMap((s) => s.goods).find((x) => x.id === goodsId)!;
  return {
    order_id: `SP${String(n).padStart(6, '0')}`,
    goods_id: goodsId,
    price: g.price,
    bought_at: at,
    expires_at: at + g.days * DAY_MS,
  };
}

/** An order of the pay host's provider as a recharge: pending past its expiry is failed. */
function fromProvider(o: RapidOrder, rapid: RapidState, now: number): StoredRecharge {
  const coins = o.coins ?? 0;
  const channel = [...rapid.channels.values()].find((c) => c.sub_channel === o.sub_channel);
  const at = o.created_at ?? now;
  const status: RechargeStatus =
    o.status === 'paid' ? 'paid' : now - at > ORDER_EXPIRY_MS ? 'failed' : 'pending';
  return {
    order_id: o.order_id,
    product: coinPackName(coins),
    coins,
    bonus_coins: o.bonus_coins ?? 0,
    offer: (o.offer as OfferKind | undefined) ?? null,
    price: o.price,
    currency: o.currency,
    channel: channel?.name ?? o.sub_channel,
    channel_icon: channel?.icon ?? channelIconUrl(o.sub_channel),
    status,
    at,
  };
}

/** The payment host's state: the store sells through rapid's channels, products and provider. */
export function rapidOf(ctx: Pick<Ctx, 'stateOf'>): RapidState {
  const rapid = ctx.stateOf<RapidState>('rapid');
  if (!rapid) throw new Error('the recharge area needs the rapid area beside it');
  return rapid;
}

/** The user's recharges, newest first: the provider's orders, then the seeded ones. */
export function rechargesOf(ctx: Ctx, uid: number): StoredRecharge[] {
  const rapid = rapidOf(ctx);
  const now = ctx.clock.now();
  const taken = [...rapid.orders.values()]
    .filter((o) => o.uid === uid)
    .map((o) => fromProvider(o, rapid, now))
    .sort((a, b) => b.at - a.at);
  return [...taken, ...(ctx.state.history.get(uid) ?? [])];
}

export function rowOf(r: StoredRecharge): Localizable<RechargeRow> {
  const { at, bonus_coins, offer, ...rest } = r;
  return { ...rest, bonus_coins: bonus_coins ?? 0, offer: offer ?? null, created_at: Math.floor(at / 1000) };
}

/** Coins paid within [from, to) milliseconds. */
export function paidCoins(rows: StoredRecharge[], from = 0, to = Number.POSITIVE_INFINITY): number {
  return rows
    .filter((r) => r.status === 'paid' && r.at >= from && r.at < to)
    .reduce((n, r) => n + r.coins, 0);
}

export function giftOf(key: GiftKey, amount: number): Localizable<Gift> {
  const g = GIFTS[key];
  return { id: g.id, name: g.name, icon: rechargeIconUrl(g.icon), amount };
}
