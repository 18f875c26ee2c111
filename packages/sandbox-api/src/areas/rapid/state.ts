// What the area holds: certificates, channels and their products built from the catalogue, the
// e-mail confirmations, the provider's orders and the coins they credited.

import type { Certificate, Channel, Product } from '@h5/core-api/contracts/rapid';
import { HOST_PREFIX } from '../../area.ts';
import type { Localized } from '../../kit/localized.ts';
import {
  CERTIFICATES,
  CHANNELS,
  type ChannelSeed,
  COIN_PACKS,
  COLLECT_BANKS,
  COUNTRIES,
  COUNTRY_CODES,
  CUSTOM_AMOUNT,
  coinPackName,
  LARGE_COIN_PACKS,
  roundPrice,
  VIP_PACKS,
  vipPackPrice,
} from './catalogue.ts';
import { channelIconUrl } from './icons.ts';

/** Which page lists a channel: quick recharge, large recharge (custom) or VIP recharge. */
export type ChannelFlow = 'quick' | 'large' | 'vip' | 'collect';

export interface RapidOrder {
  order_id: string;
  product_id: string;
  product: string;
  price: number;
  currency: string;
  uid: number;
  country: string;
  sub_channel: string;
  source: string;
  opid: string;
  status: 'pending' | 'paid';
  /** The coins the package brings (0 for a VIP package). */
  coins?: number;
  /** The offer the order names (`gold`, `vip`, `first`), checked when it opened. */
  offer?: string;
  /** The offer's coins on top: what the order showed when it opened, what was credited once paid. */
  bonus_coins?: number;
  /** When the provider opened it (server clock). */
  created_at?: number;
  /** The store's page the provider returns to once paid (a path on the page's own origin). */
  return_path?: string;
}

export type StoredChannel = Omit<Channel, 'name'> & {
  name: string | Localized;
  country: string;
  group?: number;
  flow: ChannelFlow;
};
export type StoredProduct = Omit<Product, 'product'> & { product: Localized };

export interface RapidState {
  certificates: Map<string, Certificate>;
  channels: Map<number, StoredChannel>;
  /** Products per channel id. */
  products: Map<number, StoredProduct[]>;
  emailConfirmations: Array<{ order_id: string; email: string; uid: number; product_id: string }>;
  orders: Map<string, RapidOrder>;
  /** Coins credited per uid by paid orders. */
  credited: Map<number, number>;
  nextOrder: number;
}

export function seedState(): RapidState {
  const channels: RapidState['channels'] = new Map();
  const products: RapidState['products'] = new Map();
  let id = 100;
  const add = (country: string, s: ChannelSeed, flow: ChannelFlow, group?: number) => {
    const vip = flow === 'vip';
    // The large flow's redirect channels take an amount of the user's own, within bounds.
    const custom = flow === 'large' && (s.kind ?? 'redirect') === 'redirect';
    const c = COUNTRIES[country]!;
    const channel: StoredChannel = {
      id: ++id,
      name: s.name,
      icon: channelIconUrl(s.sub),
      kind: s.kind ?? 'redirect',
      // Filled with the sandbox's own origin when listed (see withOrigin).
      redirect_url: `${HOST_PREFIX.pay}/provider/checkout`,
      sub_channel: s.sub,
      currency: c.currency,
      need_email: s.email === true,
      country,
      group,
      flow,
      ...(custom ? { min_amount: CUSTOM_AMOUNT.min, max_amount: CUSTOM_AMOUNT.max } : {}),
    };
    channels.set(channel.id, channel);
    products.set(
      channel.id,
      vip
        ? VIP_PACKS.map((pack, i) => ({
            id: `vip-${channel.id}-${i + 1}`,
            product: pack.name,
            days: pack.days,
            price: vipPackPrice(i, country),
            currency: c.currency,
          }))
        : (flow === 'large' ? LARGE_COIN_PACKS : COIN_PACKS).map((coins) => ({
            id: `gold-${channel.id}-${coins}`,
            product: coinPackName(coins),
            price: round((c.unitPrice * coins) / 600),
            currency: c.currency,
          })),
    );
    return channel.id;
  };
  // The large flow's channels come last, so the quick flow's keep their ids.
  for (const flow of ['quick', 'vip', 'large'] as const) {
    const sub = (s: ChannelSeed) => (flow === 'vip' ? `vip_${s.sub}` : s.sub);
    for (const country of COUNTRY_CODES) {
      const seed = CHANNELS[country]!;
      for (const s of seed.flat) add(country, { ...s, sub: sub(s) }, flow);
      seed.groups.forEach(([, , list], gi) => {
        for (const s of list) add(country, { ...s, sub: sub(s) }, flow, gi + 1);
      });
    }
  }
  // Online banking for payment-collect last of all, so every other channel keeps its id.
  for (const [country, banks] of Object.entries(COLLECT_BANKS)) {
    for (const s of banks) add(country, s, 'collect');
  }
  return {
    certificates: new Map(Object.entries(CERTIFICATES).map(([k, v]) => [k, { ...v }])),
    channels,
    products,
    emailConfirmations: [],
    orders: new Map(),
    credited: new Map(),
    nextOrder: 1,
  };
}

const round = roundPrice;

/** A custom amount's package on a channel that takes one, priced like its packs; else null. */
export function customProduct(state: RapidState, channelId: number, amount: number): StoredProduct | null {
  const channel = state.channels.get(channelId);
  if (!channel || channel.min_amount === undefined || channel.max_amount === undefined) return null;
  if (!Number.isInteger(amount) || amount < channel.min_amount || amount > channel.max_amount) return null;
  const unitPrice = COUNTRIES[channel.country]!.unitPrice;
  return {
    id: `custom-${channel.id}-${amount}`,
    product: coinPackName(amount),
    price: round((unitPrice * amount) / 600),
    currency: channel.currency,
  };
}

/** The coins a package brings: `gold-<channel>-<coins>` and `custom-<channel>-<coins>`; 0 for VIP. */
export function productCoins(productId: string): number {
  const [kind, , coins] = productId.split('-');
  return kind === 'gold' || kind === 'custom' ? Number(coins) || 0 : 0;
}

/** A package by its id: a listed one, or a custom amount (`custom-<channel>-<coins>`). */
export function findProduct(state: RapidState, productId: string): StoredProduct | null {
  const [kind, channel, amount] = productId.split('-');
  const channelId = Number(channel);
  if (kind === 'custom') {
    return /^\d{1,12}$/.test(amount ?? '') ? customProduct(state, channelId, Number(amount)) : null;
  }
  return state.products.get(channelId)?.find((x) => x.id === productId) ?? null;
}
