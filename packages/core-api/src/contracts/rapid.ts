// Spec 7 "Payment host" (quick recharge and VIP recharge) and the operator certificate call of
// the general host. Shapes follow spec 3; where the spec shows no shape, the sandbox's answer is
// the contract.

import { defineCall } from '../call.ts';

// ---- certificate (own host) ----

export interface Certificate {
  /** The operator's bind token; empty or null makes the certificate invalid. */
  token: string | null;
  /** 2 means already used. */
  on_use: number;
  /** The operator's WhatsApp contact, shown for help. */
  whatsapp: string;
}

// The literal `quick-recharge` segment outweighs general's `/promotions/{id}` in the sandbox's
// route sort, and the page never asks for a promotion named `quick-recharge`.
export const getCertificate = defineCall<{ certificate: string }, Certificate>({
  name: 'rapid.certificate',
  method: 'GET',
  host: 'api',
  path: '/promotions/quick-recharge/{certificate}',
});

// ---- account lookup ----

export interface RechargeUser {
  uid: number;
  /** The account type the id was looked up by (6 by default). */
  category: number;
  /** The id as entered. */
  id: string;
  name: string;
  /** The public id shown on the profile. */
  sid: string;
  img: string;
  vip: boolean;
}

export const lookupUser = defineCall<{ category: number; id: string; token: string }, RechargeUser>({
  name: 'rapid.user',
  method: 'GET',
  host: 'pay',
  path: '/rapid/user',
});

// ---- area ----

export interface AreaCountry {
  country: string;
  display: string;
}

export interface AreaInfo {
  country: string;
  country_idx: number;
  display: string;
  countries: AreaCountry[];
  can_join_make_connection: boolean;
  have_phone: boolean;
  /** Reward rate in percent, shown to the user. */
  userPercent: number;
}

export const getOperatorSettings = defineCall<{ uid?: number; opid: string; country?: string }, AreaInfo>({
  name: 'rapid.opSet',
  method: 'GET',
  host: 'pay',
  path: '/rapid/op-set',
});

// ---- channels and products ----

export type ChannelKind = 'redirect' | 'point_card';

export interface Channel {
  id: number;
  name: string;
  icon: string;
  kind: ChannelKind;
  /** Where the payment continues; the page appends the order parameters. */
  redirect_url: string;
  sub_channel: string;
  currency: string;
  /** The flow asks for an e-mail and confirms the order by e-mail before paying. */
  need_email: boolean;
  /**
   * The custom (large) flow's bounds of an amount of the user's own, in coins; absent where the
   * channel takes no custom amount. Not in the spec (docs/api-gaps.md).
   */
  min_amount?: number;
  max_amount?: number;
}

export interface ChannelGroup {
  id: number;
  name: string;
  icon: string;
  /** Shown as a popup to pick from; otherwise listed inline. */
  popup_visible: boolean;
  data: Channel[];
}

export interface ChannelList {
  data: Channel[];
  data_nest: ChannelGroup[];
}

/** `bind_token` is the page's own query parameter (spec 1), sent when the page has one. */
type ChannelParams = { country: string; uid?: number; bind_token?: string };

export const getChannels = defineCall<ChannelParams, ChannelList>({
  name: 'rapid.channels',
  method: 'GET',
  host: 'pay',
  path: '/rapid/channel',
});

export const getCustomChannels = defineCall<ChannelParams, ChannelList>({
  name: 'rapid.customChannels',
  method: 'GET',
  host: 'pay',
  path: '/rapid/custom/channel',
});

export const getVipChannels = defineCall<ChannelParams, ChannelList>({
  name: 'rapid.vipChannels',
  method: 'GET',
  host: 'pay',
  path: '/rapid/vip-channel',
});

export interface Product {
  /** Product id, sent as `product_id`. */
  id: string;
  /** What the user gets, e.g. "6,000 coins" or "VIP 30 days". */
  product: string;
  price: number;
  currency: string;
  /**
   * A VIP package's period, the `days` of its sku on /thanksgiving/vipsku, so the package chosen on
   * the sale page is the one paid here. Not in the spec (docs/api-gaps.md).
   */
  days?: number;
}

/** With `amount` (coins, custom flow) the list holds the one package of that amount, priced. */
export const getProducts = defineCall<
  { uid?: number; channel_id: number; amount?: number; currency: string },
  { list: Product[] }
>({
  name: 'rapid.products',
  method: 'GET',
  host: 'pay',
  path: '/rapid/custom/channel/gold',
});

// ---- order confirmation by e-mail ----

export interface EmailConfirmation {
  order_id: string;
  email: string;
}

export const confirmOrderByEmail = defineCall<
  {
    email: string;
    uid: number;
    channel_id: number;
    product_id: string;
    country: string;
    opid: string;
    bind_token: string;
  },
  EmailConfirmation
>({
  name: 'rapid.confirmEmail',
  method: 'POST',
  host: 'pay',
  path: '/rapid/custom/order/confirm/email',
  moneyMoving: true,
});

export const rapidCalls = [
  getCertificate,
  lookupUser,
  getOperatorSettings,
  getChannels,
  getCustomChannels,
  getVipChannels,
  getProducts,
  confirmOrderByEmail,
];
