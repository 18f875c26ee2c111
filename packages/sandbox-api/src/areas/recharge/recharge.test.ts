// The recharge area through real HTTP with the pages' own client: the store's channels from the
// pay host's catalogue, a provider payment reaching the record, result, first recharge and
// activity; discounts, the lottery and tiers once, the shops spending golds once per intent.

import {
  buyGoods,
  claimRechargeTier,
  drawFirstRechargeLottery,
  getCoins,
  getCurrency,
  getDiscount,
  getFirstRecharge,
  getOpenChannels,
  getPartyRoom,
  getPurchases,
  getRechargeActivity,
  getRechargeOrder,
  getRechargeRecord,
  getShop,
} from '@h5/core-api/contracts/recharge';
import { describe, expect, it } from 'vitest';
import { clientIn, latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { ALL_AREAS } from '../index.ts';
import type { RapidState } from '../rapid/state.ts';
import { ORDER_EXPIRY_MS } from './index.ts';
import type { RechargeState } from './state.ts';

const served = serveSandbox(ALL_AREAS);
const sandbox = served.sandbox;
const as = (uid?: number, lang = 'en') => clientIn(served.origin, lang, uid);

/** Opens a provider order as the store's redirect would, and pays it when asked. */
async function providerOrder(uid: number, coins: number, pay: boolean, offer?: string) {
  const { data } = await as(uid).call(getOpenChannels, { country: 'IN' });
  const upi = data.find((c) => c.sub_channel === 'upi')!;
  const q = new URLSearchParams({
    product_id: `gold-${upi.id}-${coins}`,
    opid: 'official',
    uid: String(uid),
    country: 'IN',
    sub_channel: 'upi',
    source: 'web_official',
    return_path: '/g/v/recharge-result',
    ...(offer ? { offer } : {}),
  });
  const checkout = await fetch(`${upi.redirect_url}?${q}`);
  const html = await checkout.text();
  const orderId = /name="order_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  if (!pay || !orderId) return { orderId, location: null, status: checkout.status, html };
  const paid = await fetch(`${served.origin}/pay/provider/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `order_id=${orderId}`,
    redirect: 'manual',
  });
  return { orderId, location: paid.headers.get('location'), status: checkout.status, html };
}

const credited = (uid: number) => sandbox.state<RapidState>('rapid').credited.get(uid) ?? 0;
const golds = (uid: number) => sandbox.state<RechargeState>('recharge').golds.get(uid) ?? 0;

describe('the store', () => {
  it("lists the pay host's channels of the country, by spec_country first, and a point-card and banking module", async () => {
    const inStore = await as(1001).call(getOpenChannels, { country: 'IN' });
    expect(inStore.data.map((c) => c.sub_channel)).toEqual([
      'upi',
      'paytm',
      'card_in',
      'nb_hdfc',
      'nb_icici',
      'nb_sbi',
    ]);
    expect(inStore.data[0]!.redirect_url).toBe(`${served.origin}/pay/provider/checkout`);
    expect((await as(1001).call(getOpenChannels, { country: 'IN', spec_country: 'EG' })).country).toBe('EG');
    expect((await as(1007).call(getOpenChannels, {})).country).toBe('ME');
    const cards = await as().call(getOpenChannels, { country: 'IN', module: 'point_card' });
    expect(cards.data.map((c) => c.kind)).toEqual(['point_card']);
    const banks = await as().call(getOpenChannels, { country: 'MY', module: 'online_banking' });
    expect(banks.data.map((c) => c.sub_channel)).toEqual(['fpx_maybank', 'fpx_cimb', 'fpx_pbb', 'fpx_rhb']);
    await expect(as().call(getOpenChannels, { country: 'ZZ' })).rejects.toMatchObject({ code: 1004 });
  });

  it('prices the packages in the channel currency', async () => {
    const [upi] = (await as().call(getOpenChannels, { country: 'IN' })).data;
    const cur = await as().call(getCurrency, { channel_id: upi!.id });
    expect(cur.currency).toBe('INR');
    expect(cur.list[0]).toMatchObject({ coins: 600, price: 79, currency: 'INR' });
    await expect(as().call(getCurrency, { channel_id: 1 })).rejects.toMatchObject({ code: 1005 });
  });

  it('records a provider payment, returns to the result page, and a pending order fails after its expiry', async () => {
    const { orderId, location } = await providerOrder(1003, 3000, true);
    expect(location).toBe(`/g/v/recharge-result?order_id=${orderId}`);
    expect(await as(1003).call(getRechargeOrder, { order_id: orderId })).toMatchObject({
      status: 'paid',
      coins: 3000,
    });
    const record = await as(1003).call(getRechargeRecord, { page: 1 });
    expect(record.list.map((r) => r.order_id)).toEqual([orderId]);
    const pending = await providerOrder(1003, 600, false);
    expect(await as(1003).call(getRechargeOrder, { order_id: pending.orderId })).toMatchObject({
      status: 'pending',
    });
    sandbox.clock.advance(ORDER_EXPIRY_MS + 1000);
    expect(await as(1003).call(getRechargeOrder, { order_id: pending.orderId })).toMatchObject({
      status: 'failed',
    });
    await expect(as(1001).call(getRechargeOrder, { order_id: orderId })).rejects.toMatchObject({ code: 404 });
  });

  it("answers the user's coins, and a paid order adds its package to them", async () => {
    const before = (await as(1002).call(getCoins, {})).coins;
    expect(before).toBe(35_000);
    await providerOrder(1002, 600, true);
    expect((await as(1002).call(getCoins, {})).coins).toBe(before + 600);
    await expect(as().call(getCoins, {})).rejects.toMatchObject({ code: 401 });
  });

  it('pages the record in tens and asks a visitor to sign in', async () => {
    const first = await as(1001).call(getRechargeRecord, { page: 1 });
    expect(first.list).toHaveLength(10);
    expect(first.has_more).toBe(true);
    expect((await as(1001).call(getRechargeRecord, { page: 3 })).has_more).toBe(false);
    await expect(as().call(getRechargeRecord, { page: 1 })).rejects.toMatchObject({ code: 401 });
  });
});

describe('offers named in the order (issue 51)', () => {
  it('credits a discount package with its bonus; a one-time package paid is offered no more', async () => {
    const gold = await as(1001).call(getDiscount, { kind: 'gold' });
    expect(gold).toMatchObject({ one_time: true });
    expect(gold.packages[0]).toMatchObject({ coins: 600, bonus_coins: 60, price: 79, currency: 'INR' });
    const before = credited(1001);
    const { orderId, html } = await providerOrder(1001, 600, true, 'gold');
    expect(html).toContain('gold: +60 bonus coins');
    expect(credited(1001) - before).toBe(660);
    const row = await as(1001).call(getRechargeOrder, { order_id: orderId });
    expect(row).toMatchObject({ coins: 600, bonus_coins: 60, offer: 'gold', status: 'paid', price: 79 });
    const again = await as(1001).call(getDiscount, { kind: 'gold' });
    expect(again.packages.map((p) => p.coins)).not.toContain(600);
    expect((await providerOrder(1001, 600, false, 'gold')).status).toBe(409);
    // The same offer on another of its packages still applies.
    expect((await providerOrder(1001, 3000, false, 'gold')).status).toBe(200);
  });

  it('refuses an offer that does not apply: the VIP discount for a user who is not a VIP, an unknown one', async () => {
    expect((await providerOrder(1001, 600, false, 'vip')).status).toBe(409);
    expect((await providerOrder(1001, 600, false, 'free')).status).toBe(409);
    expect((await providerOrder(1001, 600, false, 'first')).status).toBe(409);
  });

  it('grants the first recharge from state: its bonus coins, its gifts and golds to the shops, once', async () => {
    expect(await as(1004).call(getFirstRecharge, {})).toMatchObject({ recharged: false, received: [] });
    const goldsBefore = golds(1004);
    const coinsBefore = credited(1004);
    const { orderId } = await providerOrder(1004, 600, true, 'first');
    expect(credited(1004) - coinsBefore).toBe(1200);
    expect(golds(1004) - goldsBefore).toBe(600);
    const after = await as(1004).call(getFirstRecharge, {});
    expect(after.received.map((g) => [g.name, g.amount])).toEqual([
      ['Golds', 600],
      ['Starlight frame', 7],
      ['Golden mic', 3],
    ]);
    expect(sandbox.state<RechargeState>('recharge').firstGrants.get(1004)?.order_id).toBe(orderId);
    expect((await as(1004).call(getShop, { kind: 'basic' })).golds).toBe(goldsBefore + 600);
    // Not a first any more: neither the offer nor the gifts again.
    expect((await providerOrder(1004, 600, false, 'first')).status).toBe(409);
    await providerOrder(1004, 600, true);
    expect(golds(1004) - goldsBefore).toBe(600);
  });

  it('grants the gifts with a first recharge that names no offer, without the bonus', async () => {
    const before = credited(1006);
    await providerOrder(1006, 3000, true);
    expect(credited(1006) - before).toBe(3000);
    expect((await as(1006).call(getFirstRecharge, {})).received).toHaveLength(3);
  });
});

describe('offers', () => {
  it('gives the vip discount to VIPs only and ends it on the server clock', async () => {
    expect((await as(1001).call(getDiscount, { kind: 'vip' })).eligible).toBe(false);
    const vip = await as(1002).call(getDiscount, { kind: 'vip' });
    expect(vip).toMatchObject({ eligible: true });
    expect(vip.packages[0]).toMatchObject({ coins: 600, bonus_coins: 120, currency: 'EGP' });
    sandbox.runSwitch('recharge', 'endDiscount', { kind: 'gold' });
    const gold = await as(1001).call(getDiscount, { kind: 'gold' });
    expect(gold.end_time * 1000).toBeLessThan(sandbox.clock.now());
  });

  it('turns the first recharge on with a payment and draws its gift once', async () => {
    expect(await as(1003).call(getFirstRecharge, {})).toMatchObject({ recharged: false, received: [] });
    await expect(as(1003).call(drawFirstRechargeLottery, {}, { idempotencyKey: 'a' })).rejects.toMatchObject({
      code: 2001,
    });
    await providerOrder(1003, 600, true);
    const after = await as(1003).call(getFirstRecharge, {});
    expect(after.recharged).toBe(true);
    expect(after.received).toHaveLength(3);
    expect(after.lottery.can_draw).toBe(true);
    const drawn = await as(1003).call(drawFirstRechargeLottery, {}, { idempotencyKey: 'b' });
    // The same intent again is the same draw; a new one is refused.
    expect(await as(1003).call(drawFirstRechargeLottery, {}, { idempotencyKey: 'b' })).toEqual(drawn);
    await expect(as(1003).call(drawFirstRechargeLottery, {}, { idempotencyKey: 'c' })).rejects.toMatchObject({
      code: 2002,
    });
    expect((await as(1003).call(getFirstRecharge, {})).lottery).toMatchObject({
      can_draw: false,
      drawn: drawn.prize,
    });
  });

  it('counts recharges inside the activity, claims each reached tier once, and not outside its time', async () => {
    const act = await as(1001).call(getRechargeActivity, { promotion_id: 'recharge-activity' });
    expect(act.recharged_coins).toBe(9000);
    const claim = (tier: number, key: string, promo = 'recharge-activity') =>
      as(1001).call(claimRechargeTier, { promotion_id: promo, tier_id: tier }, { idempotencyKey: key });
    await claim(1, 'k1');
    await expect(claim(1, 'k2')).rejects.toMatchObject({ code: 2005 });
    await expect(claim(3, 'k3')).rejects.toMatchObject({ code: 2004 });
    await expect(claim(1, 'k4', 'recharge-activity-april')).rejects.toMatchObject({ code: 2003 });
    await expect(claim(1, 'k5', 'august-recharge')).rejects.toMatchObject({ code: 2003 });
    await providerOrder(1001, 30_000, true);
    expect(
      (await as(1001).call(getRechargeActivity, { promotion_id: 'recharge-activity' })).recharged_coins,
    ).toBe(39_000);
  });
});

describe('shops', () => {
  it('sells with stock, spends golds once per intent, refuses when short', async () => {
    const shop = await as(1001).call(getShop, { kind: 'basic' });
    expect(shop.golds).toBe(6000);
    expect(shop.stores.map((s) => s.id)).toEqual([1, 2, 3]);
    expect((await as(1001).call(getShop, { kind: 'pro' })).stores.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    const buy = (uid: number, goods: number, key: string) =>
      as(uid).call(buyGoods, { goods_id: goods }, { idempotencyKey: key });
    const a = await buy(1001, 21, 'x');
    expect(a.golds).toBe(4800);
    expect(await buy(1001, 21, 'x')).toEqual(a);
    expect((await as(1001).call(getShop, { kind: 'basic' })).golds).toBe(4800);
    await expect(buy(1001, 13, 'y')).rejects.toMatchObject({ code: 3002 });
    await expect(buy(1004, 21, 'z')).rejects.toMatchObject({ code: 3003 });
    expect((await as(1001).call(getPurchases, { page: 1 })).list[0]?.order_id).toBe(a.purchase.order_id);
    // Prices follow the country: Egypt pays 0.8 of India's.
    expect((await as(1002).call(getShop, { kind: 'basic' })).stores[1]!.goods[0]!.price).toBe(960);
  });

  it('shows a party room and answers every text in Arabic', async () => {
    const room = await as(1001, 'ar').call(getPartyRoom, { goods_id: 41 });
    expect(room.seats).toBe(15);
    for (const answer of [
      room,
      await as(1001, 'ar').call(getShop, { kind: 'pro' }),
      await as(1001, 'ar').call(getFirstRecharge, {}),
      await as(1001, 'ar').call(getRechargeRecord, { page: 1 }),
      await as(1002, 'ar').call(getDiscount, { kind: 'vip' }),
    ]) {
      expect(
        latinTexts(
          answer,
          ['channel', 'order_id', 'sub_channel', 'redirect_url', 'channel_icon'],
          ['UPI', 'Paytm'],
        ),
      ).toEqual([]);
    }
  });
});
