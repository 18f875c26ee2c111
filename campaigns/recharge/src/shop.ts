// The shops' rules: what a good's buy button offers from its stock and the user's golds, and the
// golds left after a purchase (shown in the confirmation before any gold moves).

import type { Goods } from '@h5/core-api/contracts/recharge';

export type BuyState = 'buy' | 'sold-out' | 'short';

export function buyState(goods: Pick<Goods, 'stock' | 'price'>, golds: number): BuyState {
  if (goods.stock <= 0) return 'sold-out';
  return golds < goods.price ? 'short' : 'buy';
}

export function goldsAfter(golds: number, price: number): number {
  return Math.max(0, golds - price);
}

/** The shop's kind by its route: `/v/h5-shop-pro/…` is the pro shop. */
export function shopKind(pathname: string): 'basic' | 'pro' {
  return /\/h5-shop-pro(\/|$)/.test(pathname) ? 'pro' : 'basic';
}

export function shopBase(kind: 'basic' | 'pro'): string {
  return kind === 'pro' ? '/v/h5-shop-pro' : '/v/h5-shop';
}
