// The shops: stores of goods priced in golds per country, with stock; a purchase spends golds
// once per intent (the server replays a repeated key), and the user's purchases.

import {
  buyGoods,
  getPartyRoom,
  getPurchase,
  getPurchases,
  getShop,
  type Purchase,
} from '@h5/core-api/contracts/recharge';
import { type AreaHandler, fail, int, on, str } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { type GoodsSeed, REFUSALS, STORES, shopPrice, storeCountry } from './catalogue.ts';
import { rechargeIconUrl } from './icons.ts';
import type { Ctx, RechargeState, StoredPurchase } from './state.ts';

const ALL_GOODS = STORES.flatMap((s) => s.goods.map((g) => ({ ...g, pro: s.pro })));

function country(ctx: Ctx): string {
  return storeCountry(ctx.user?.country) ?? 'IN';
}

function goodsOf(ctx: Ctx, g: GoodsSeed) {
  return {
    id: g.id,
    name: g.name,
    icon: rechargeIconUrl(g.icon),
    price: shopPrice(g.price, country(ctx)),
    stock: ctx.state.stock.get(g.id) ?? 0,
    days: g.days,
    party_room: g.room !== undefined,
  };
}

function purchaseOf(p: StoredPurchase): Localizable<Purchase> {
  const g = ALL_GOODS.find((x) => x.id === p.goods_id)!;
  return {
    order_id: p.order_id,
    goods_id: g.id,
    name: g.name,
    icon: rechargeIconUrl(g.icon),
    price: p.price,
    bought_at: Math.floor(p.bought_at / 1000),
    expires_at: Math.floor(p.expires_at / 1000),
  };
}

export const shopHandlers: Array<AreaHandler<RechargeState>> = [
  // Open to visitors (the rule page is): their golds are 0.
  on(getShop, (ctx, p) => {
    const pro = str(p.kind) === 'pro';
    return {
      golds: ctx.user ? (ctx.state.golds.get(ctx.user.uid) ?? 0) : 0,
      // The pro shop has every store; the basic one leaves out the pro collection.
      stores: STORES.filter((s) => pro || !s.pro).map((s) => ({
        id: s.id,
        name: s.name,
        goods: s.goods.map((g) => goodsOf(ctx, g)),
      })),
      rules: ctx.state.shopRules,
    };
  }),
  on(buyGoods, (ctx, p) => {
    const user = ctx.requireUser();
    const g = ALL_GOODS.find((x) => x.id === int(p.goods_id));
    if (!g) fail(3001, REFUSALS.noGoods);
    const stock = ctx.state.stock.get(g.id) ?? 0;
    if (stock <= 0) fail(3002, REFUSALS.soldOut);
    const price = shopPrice(g.price, country(ctx));
    const golds = ctx.state.golds.get(user.uid) ?? 0;
    if (golds < price) fail(3003, REFUSALS.noGolds);
    ctx.state.golds.set(user.uid, golds - price);
    ctx.state.stock.set(g.id, stock - 1);
    const now = ctx.clock.now();
    const bought: StoredPurchase = {
      order_id: `SP${String(ctx.state.nextPurchase++).padStart(6, '0')}`,
      goods_id: g.id,
      price,
      bought_at: now,
      expires_at: now + g.days * 86_400_000,
    };
    const mine = ctx.state.purchases.get(user.uid) ?? [];
    ctx.state.purchases.set(user.uid, [bought, ...mine]);
    return { purchase: purchaseOf(bought), golds: golds - price };
  }),
  on(getPurchases, (ctx, p) => {
    const user = ctx.requireUser();
    return pageOf((ctx.state.purchases.get(user.uid) ?? []).map(purchaseOf), p, { size: 10 });
  }),
  on(getPurchase, (ctx, p) => {
    const user = ctx.requireUser();
    const found = (ctx.state.purchases.get(user.uid) ?? []).find((x) => x.order_id === str(p.order_id));
    return found ? purchaseOf(found) : fail(404, REFUSALS.noOrder);
  }),
  on(getPartyRoom, (ctx, p) => {
    const g = ALL_GOODS.find((x) => x.id === int(p.goods_id) && x.room);
    if (!g?.room) fail(404, REFUSALS.noGoods);
    return { ...goodsOf(ctx, g), seats: g.room.seats, perks: g.room.perks };
  }),
];
