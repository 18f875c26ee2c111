// Spec 7 "VIP": the VIP packages (skus), the seasonal VIP activity with its sale window and its
// user and room rankings, the VIP card (the user's flag, level and expiry, spec 6), the store's
// levels and privileges, effect goods, MV templates and the recharge rebate; and, not in the spec,
// the intimacy privileges, the customer-service contacts and the noble levels (docs/api-gaps.md).
// The spec shows no response shapes: the sandbox's answers are the contract.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- the user's VIP state (spec 6: VIP users are flagged) ----

export interface VipCard {
  is_vip: boolean;
  /** 0 when not a VIP. */
  level: number;
  /** The level's name ("VIP 3"), empty when not a VIP. */
  level_name: string;
  /** Seconds since the epoch; 0 when the user never was a VIP. */
  expire_time: number;
}

/**
 * The signed-in user's VIP card; a visitor gets the not-logged-in code. Not in the spec: spec 7
 * names `vip: … vip-card, vip-store, chargerebate/summary` without a prefix or shapes; the `/vip/`
 * prefix of these five paths and their answers are ours (docs/api-gaps.md).
 */
export const getVipCard = defineCall<Record<string, never>, VipCard>({
  name: 'vip.card',
  method: 'GET',
  host: 'api',
  path: '/vip/vip-card',
});

// ---- levels and privileges ----

export interface VipLevel {
  level: number;
  name: string;
  icon: string;
  /**
   * The share of every recharge a VIP of this level gets back in coins, in percent. Not in the
   * spec (docs/api-gaps.md): the pages state the levels' rebates from here, never their own.
   */
  rebate_percent: number;
}

export interface Privilege {
  id: number;
  name: string;
  /** What it does, one sentence. */
  desc: string;
  icon: string;
  /** The lowest level that unlocks it. */
  min_level: number;
}

export interface VipStore {
  levels: VipLevel[];
  privileges: Privilege[];
  /**
   * Not from the spec (docs/api-gaps.md): the VIP programme's rules, one sentence each, server
   * text in the request's language. The rules page states them from here, never from its own text.
   */
  rules: string[];
}

export const getVipStore = defineCall<Record<string, never>, VipStore>({
  name: 'vip.store',
  method: 'GET',
  host: 'api',
  path: '/vip/vip-store',
});

export type GoodsKind = 'entrance' | 'frame' | 'bubble' | 'mv';

/** An effect (entrance, frame, chat bubble) or an MV template a VIP level unlocks. */
export interface VipGoods {
  id: number;
  name: string;
  kind: GoodsKind;
  /** A preview picture. */
  preview: string;
  min_level: number;
}

export const getEffectGoods = defineCall<Record<string, never>, { list: VipGoods[] }>({
  name: 'vip.effectGoods',
  method: 'GET',
  host: 'api',
  path: '/vip/effect-goods',
});

export const getMvTemplateGoods = defineCall<Record<string, never>, { list: VipGoods[] }>({
  name: 'vip.mvTemplateGoods',
  method: 'GET',
  host: 'api',
  path: '/vip/mv-template-goods',
});

export interface ChargeRebateSummary {
  /** The rebate the user's VIP level earns on recharges, in percent (0 without VIP). */
  rebate_percent: number;
  /** Coins recharged this month. */
  recharged: number;
  /** Coins of rebate earned this month. */
  rebate: number;
}

export const getChargeRebateSummary = defineCall<Record<string, never>, ChargeRebateSummary>({
  name: 'vip.chargeRebate',
  method: 'GET',
  host: 'api',
  path: '/vip/chargerebate/summary',
});

// ---- packages ----

export interface VipSku {
  /** The app's store product for this app and platform. */
  sku_id: string;
  level: number;
  /** "VIP 30 days". */
  name: string;
  /** The period bought. */
  days: number;
  price: number;
  currency: string;
}

/**
 * `app_name` and `platform` (android, ios or web) choose the app's store products. `country` (not
 * from the spec): the stores price per country, so a visitor's country from the page's `country`
 * parameter prices them; a signed-in user's is the server's; otherwise the VIP default area, ME.
 */
export interface VipSkuParams {
  app_name: string;
  platform: string;
  country?: string;
}

/** The main app's name, for a page opened outside the app. */
export const DEFAULT_VIP_APP_NAME = 'sm';

/**
 * The skus' `app_name` and `platform` for the page's app (ui-kit's appInfo); a browser is the web
 * store. The sale page lists and the VIP recharge page names the same skus.
 */
export function vipSkuParams(info: {
  inApp: boolean;
  appName: string | null | undefined;
  platform: string;
}): VipSkuParams {
  if (!info.inApp) return { app_name: DEFAULT_VIP_APP_NAME, platform: 'web' };
  return {
    app_name: info.appName ?? DEFAULT_VIP_APP_NAME,
    platform: info.platform === 'unknown' ? 'web' : info.platform,
  };
}

/** The query parameter that carries the sale page's chosen sku to the VIP recharge page. Not in the spec. */
export const SKU_QUERY = 'sku_id';

export interface VipSkuList {
  list: VipSku[];
  /**
   * The area the list is priced in (spec 9's areas; not from the spec): the signed-in user's, else
   * the `country` asked, else ME. The VIP recharge page opens on it, so the package the sale page
   * confirmed is offered there at the price and in the currency it was confirmed.
   */
  country: string;
}

export const getVipSkus = defineCall<VipSkuParams, VipSkuList>({
  name: 'vip.skus',
  method: 'GET',
  host: 'api',
  path: '/thanksgiving/vipsku',
});

// ---- the seasonal VIP activity, its sale and its rankings ----

export interface VipActivity {
  activity_id: string;
  title: string;
  slogan: string;
  /** The sale's window, seconds since the epoch. */
  begin_time: number;
  end_time: number;
  /** During the window, a package bought brings this many percent more days. Not in the spec. */
  bonus_percent: number;
  share_title: string;
  share_desc: string;
  share_cover: string;
  share_link: string;
  is_share_copy: boolean;
}

export const getVipActivity = defineCall<Record<string, never>, VipActivity>({
  name: 'vip.activity',
  method: 'GET',
  host: 'api',
  path: '/vip/active/christmas-index',
});

export interface ActivityUserRow {
  uid: number;
  stage_name: string;
  avatar: string;
  rank: number;
  /** Points: VIP days bought and gifts received in the activity. */
  score: number;
}

export interface ActivityRoomRow {
  room_id: number;
  room_name: string;
  /** The room's owner: `user_id` of the room's detail. */
  owner_uid: number;
  owner_name: string;
  cover: string;
  rank: number;
  score: number;
}

/**
 * The row of spec 7's `user_id` (else the caller's) rides on the first page as `me` (null when not
 * ranked or a visitor). Not in the spec: `me` is ours (docs/api-gaps.md).
 */
export type UserRank = Paged<ActivityUserRow> & { me: ActivityUserRow | null };

type RankParams = { activity_id: string; page: number; user_id?: number };

export const getActivityUserRank = defineCall<RankParams, UserRank>({
  name: 'vip.userRank',
  method: 'GET',
  host: 'api',
  path: '/ktv/activity/thanksgiving/user',
});

export const getActivityRoomRank = defineCall<RankParams, Paged<ActivityRoomRow>>({
  name: 'vip.roomRank',
  method: 'GET',
  host: 'api',
  path: '/ktv/activity/thanksgiving/room',
});

/** Who brought a room its points; `user_id` is the room's owner. */
export const getRoomRankDetail = defineCall<
  { activity_id: string; page: number; user_id: number },
  Paged<ActivityUserRow>
>({
  name: 'vip.roomRankDetail',
  method: 'GET',
  host: 'api',
  path: '/ktv/activity/thanksgiving/room-rank-detail',
});

// ---- not from the spec ----

export interface IntimacyLevel {
  level: number;
  name: string;
  /** Intimacy points between two friends that reach the level. */
  intimacy: number;
}

export interface IntimacyPrivileges {
  levels: IntimacyLevel[];
  privileges: Privilege[];
  /** The highest level the user has reached with a friend; 0 for none and for a visitor. */
  my_level: number;
}

/**
 * Not from the spec: the intimacy levels, what each unlocks and the user's level, for
 * `/v/intimacy-privilege-details` (the spec names the page, not its call).
 */
export const getIntimacyPrivileges = defineCall<Record<string, never>, IntimacyPrivileges>({
  name: 'vip.intimacyPrivileges',
  method: 'GET',
  host: 'api',
  path: '/vip/intimacy-privileges',
});

export interface CustomerService {
  /** A phone number in international form, "+971 50 123 4567". */
  whatsapp: string;
  email: string;
  /** When the team answers, in the page's language. */
  hours: string;
}

/** Not from the spec: VIP customer service's contacts are the server's configuration. */
export const getCustomerService = defineCall<Record<string, never>, CustomerService>({
  name: 'vip.customerService',
  method: 'GET',
  host: 'api',
  path: '/vip/customer-service',
});

export interface NobleLevel {
  level: number;
  name: string;
  icon: string;
  /** Coins a month. */
  price: number;
  privileges: Privilege[];
}

export interface NobleIndex {
  levels: NobleLevel[];
  /** The user's noble level, 0 for none (and for a visitor). */
  my_level: number;
  /** Seconds since the epoch; 0 without a level. */
  expire_time: number;
}

/** Not from the spec: the noble levels, their privileges and the user's level, for `/v/noble-h5`. */
export const getNobleIndex = defineCall<Record<string, never>, NobleIndex>({
  name: 'vip.nobleIndex',
  method: 'GET',
  host: 'api',
  path: '/noble/index',
});

export const vipCalls = [
  getVipCard,
  getVipStore,
  getEffectGoods,
  getMvTemplateGoods,
  getChargeRebateSummary,
  getVipSkus,
  getVipActivity,
  getActivityUserRank,
  getActivityRoomRank,
  getRoomRankDetail,
  getIntimacyPrivileges,
  getCustomerService,
  getNobleIndex,
];
