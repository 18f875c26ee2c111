// Spec 7 "Payment host": the web store's calls (open channels, currency, recharge record), and the
// calls its other pages need that the spec does not show (an order's status for the result page,
// the discounts, the first-recharge offer and its lottery, the recharge activities' tiers, the
// shops). Those are marked "Not from the spec" and listed in docs/api-gaps.md.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';
import type { Channel } from './rapid.ts';

// ---- the store (spec 7) ----

/**
 * Which channels a page lists: the whole store, point cards only, or online banking only.
 * Not in the spec: spec 7 names `module` but not its values (docs/api-gaps.md).
 */
export type ChannelModule = 'store' | 'point_card' | 'online_banking';

/** Spec 1 and 7: the page's query parameters the open-channels call carries. */
export interface OpenChannelsParams {
  uid?: number;
  os?: string;
  devi?: string;
  app?: string;
  ver?: string;
  country?: string;
  /** The page's ChannelModule, or the link's own `module` passed through as it is. */
  module?: string;
  work_id?: string;
  activity_id?: string;
  spec_country?: string;
}

/**
 * A channel of the store: the pay host's own (brand names as they are, kinds of payment in the
 * page's language), its redirect the pay host's checkout, to which the page appends the order.
 */
export type StoreChannel = Pick<
  Channel,
  'id' | 'name' | 'icon' | 'kind' | 'redirect_url' | 'sub_channel' | 'currency'
>;

export interface OpenChannels {
  /** The country the list is for (the page's, or the account's). */
  country: string;
  data: StoreChannel[];
}

export const getOpenChannels = defineCall<OpenChannelsParams, OpenChannels>({
  name: 'recharge.openChannels',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/list/open-channels',
});

export interface StorePackage {
  /** Sent as `product_id`. */
  id: string;
  /** What the user gets, e.g. "6,000 coins". */
  product: string;
  coins: number;
  price: number;
  currency: string;
}

export interface CurrencyInfo {
  currency: string;
  list: StorePackage[];
}

/**
 * The channel's currency and its packages priced in it. Not in the spec: spec 7 names
 * `/api/v3/currency` without parameters; `channel_id` is the open channel's `id` (docs/api-gaps.md).
 */
export const getCurrency = defineCall<{ channel_id: number }, CurrencyInfo>({
  name: 'recharge.currency',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/currency',
});

/** `failed`: the provider did not take the payment in time. */
export type RechargeStatus = 'paid' | 'pending' | 'failed';

export interface RechargeRow {
  order_id: string;
  product: string;
  coins: number;
  /** Coins the order's offer added, credited with the package. Not in the spec. */
  bonus_coins: number;
  /** The offer the order named (`gold`, `vip`, `first`), null for none. Not in the spec. */
  offer: OfferKind | null;
  price: number;
  currency: string;
  /** The channel's name. */
  channel: string;
  channel_icon: string;
  status: RechargeStatus;
  /** Seconds (server time). */
  created_at: number;
}

/** The signed-in user's recharges, newest first. */
export const getRechargeRecord = defineCall<{ page: number }, Paged<RechargeRow>>({
  name: 'recharge.record',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/recharge-record',
});

/**
 * Not from the spec: the signed-in user's coins, what a paid store order adds to. The store's
 * confirmation says the coins after paying (this balance + the package + the offer's bonus).
 */
export const getCoins = defineCall<Record<string, never>, { coins: number }>({
  name: 'recharge.coins',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/coins',
});

/** Not from the spec: the result page's order, as the provider's return names it. */
export const getRechargeOrder = defineCall<{ order_id: string }, RechargeRow>({
  name: 'recharge.order',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/recharge-order',
});

// ---- discounts (not from the spec) ----

export type DiscountKind = 'vip' | 'gold';

/**
 * Not from the spec: the offer a store order names, `offer` on the channel's redirect beside
 * spec 7's parameters (a discount, or the first-recharge offer). The provider checks it, shows
 * it, and credits the package's coins and the offer's bonus coins once paid.
 */
export type OfferKind = DiscountKind | 'first';
export const OFFER_PARAM = 'offer';

export interface DiscountPackage {
  coins: number;
  /** Coins added on top while the discount lasts. */
  bonus_coins: number;
  price: number;
  currency: string;
}

export interface Discount {
  kind: DiscountKind;
  /** Server text. */
  title: string;
  /** Seconds (server time). */
  end_time: number;
  /** Only VIPs get the vip discount: false for a user who is not one. */
  eligible: boolean;
  /** Each package once per account: a package the user has paid is left out of `packages`. */
  one_time: boolean;
  packages: DiscountPackage[];
}

/** Not from the spec: the discounted packages of /v/recharge-discount/{kind} and their end. */
export const getDiscount = defineCall<{ kind: DiscountKind; country?: string }, Discount>({
  name: 'recharge.discount',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/recharge-discount/{kind}',
});

// ---- first recharge (not from the spec) ----

export interface Gift {
  id: number;
  /** Server text. */
  name: string;
  icon: string;
  amount: number;
}

export interface FirstRecharge {
  /** Whether the user has recharged once. */
  recharged: boolean;
  /** The first top-up's package: its coins and what it costs in the user's country. */
  offer: { coins: number; bonus_coins: number; price: number; currency: string };
  gifts: Gift[];
  /** What the first paid recharge granted (the server's record); empty before it. */
  received: Gift[];
  /** The lottery after the first recharge: its prizes, whether a draw is left, and what it drew. */
  lottery: { prizes: Gift[]; can_draw: boolean; drawn: Gift | null };
}

export const getFirstRecharge = defineCall<Record<string, never>, FirstRecharge>({
  name: 'recharge.first',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/first-recharge',
});

/** Not from the spec: the one draw a first recharge earns. */
export const drawFirstRechargeLottery = defineCall<Record<string, never>, { prize: Gift }>({
  name: 'recharge.firstLottery',
  method: 'POST',
  host: 'pay',
  path: '/api/v3/first-recharge/lottery',
  moneyMoving: true,
});

// ---- recharge activities (not from the spec) ----

export interface RechargeTier {
  id: number;
  /** Coins to recharge within the activity to reach it. */
  coins: number;
  reward: Gift;
  claimed: boolean;
}

export interface RechargeActivity {
  /** Coins recharged within the activity's time. */
  recharged_coins: number;
  tiers: RechargeTier[];
}

export const getRechargeActivity = defineCall<{ promotion_id: string }, RechargeActivity>({
  name: 'recharge.activity',
  method: 'GET',
  host: 'pay',
  path: '/api/v3/recharge-activity/{promotion_id}',
});

export const claimRechargeTier = defineCall<{ promotion_id: string; tier_id: number }, { reward: Gift }>({
  name: 'recharge.claimTier',
  method: 'POST',
  host: 'pay',
  path: '/api/v3/recharge-activity/{promotion_id}/claim',
  moneyMoving: true,
});

// ---- shops (not from the spec) ----

export type ShopKind = 'basic' | 'pro';

export interface Goods {
  id: number;
  /** Server text. */
  name: string;
  icon: string;
  /** Golds, in the user's country. */
  price: number;
  /** Left in stock. */
  stock: number;
  /** Days the goods last once bought. */
  days: number;
  /** A party room has a page of its own (partyRoomDetail). */
  party_room: boolean;
}

export interface Store {
  id: number;
  /** Server text. */
  name: string;
  goods: Goods[];
}

export interface Shop {
  /** The user's golds; 0 for a visitor. */
  golds: number;
  stores: Store[];
  /**
   * Not from the spec (docs/api-gaps.md): the shop's rules, one sentence each, server text in the
   * request's language. The rule page states the shop's rules from here, never from its own text.
   */
  rules: string[];
}

export const getShop = defineCall<{ kind: ShopKind }, Shop>({
  name: 'recharge.shop',
  method: 'GET',
  host: 'api',
  path: '/api/v3/shop/{kind}',
});

export interface Purchase {
  order_id: string;
  goods_id: number;
  name: string;
  icon: string;
  price: number;
  /** Seconds (server time). */
  bought_at: number;
  expires_at: number;
}

export const buyGoods = defineCall<{ goods_id: number }, { purchase: Purchase; golds: number }>({
  name: 'recharge.buy',
  method: 'POST',
  host: 'api',
  path: '/api/v3/shop/buy',
  moneyMoving: true,
});

export const getPurchases = defineCall<{ page: number }, Paged<Purchase>>({
  name: 'recharge.purchases',
  method: 'GET',
  host: 'api',
  path: '/api/v3/shop/purchases',
});

export const getPurchase = defineCall<{ order_id: string }, Purchase>({
  name: 'recharge.purchase',
  method: 'GET',
  host: 'api',
  path: '/api/v3/shop/purchases/{order_id}',
});

export interface PartyRoom extends Goods {
  seats: number;
  /** Server texts: what the room offers. */
  perks: string[];
}

export const getPartyRoom = defineCall<{ goods_id: number }, PartyRoom>({
  name: 'recharge.partyRoom',
  method: 'GET',
  host: 'api',
  path: '/api/v3/shop/party-room/{goods_id}',
});

export const rechargeCalls = [
  getOpenChannels,
  getCurrency,
  getRechargeRecord,
  getRechargeOrder,
  getDiscount,
  getFirstRecharge,
  drawFirstRechargeLottery,
  getRechargeActivity,
  claimRechargeTier,
  getShop,
  buyGoods,
  getPurchases,
  getPurchase,
  getPartyRoom,
];
