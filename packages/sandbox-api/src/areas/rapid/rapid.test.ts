// The rapid area through real HTTP with the pages' own client, and the provider page as a browser
// would use it.

import { createApiClient, hostsFor } from '@h5/core-api';
import {
  confirmOrderByEmail,
  getCertificate,
  getChannels,
  getCustomChannels,
  getOperatorSettings,
  getProducts,
  getVipChannels,
  lookupUser,
} from '@h5/core-api/contracts/rapid';
import { describe, expect, it } from 'vitest';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { ALL_AREAS } from '../index.ts';
import type { VipState } from '../vip/state.ts';
import type { RapidState } from './index.ts';

const served = serveSandbox(ALL_AREAS);
const sandbox = served.sandbox;

const as = (token: string | null = null) =>
  createApiClient({ hosts: hostsFor('dev', served.origin), lang: () => 'en', token: () => token });
const TOKEN = 'bind-7f3a9c';

describe('certificates', () => {
  it('is answered by the literal route, not by general /promotions/{id}', async () => {
    expect(await as().call(getCertificate, { certificate: 'op-7f3a9c' })).toEqual({
      token: TOKEN,
      on_use: 1,
      whatsapp: '+91 98200 11223',
    });
    expect(await as().call(getCertificate, { certificate: 'op-used' })).toMatchObject({ on_use: 2 });
    expect(await as().call(getCertificate, { certificate: 'op-notoken' })).toMatchObject({ token: '' });
    await expect(as().call(getCertificate, { certificate: 'nope' })).rejects.toMatchObject({ code: 404 });
  });
});

describe('account lookup', () => {
  it('finds accounts by public id, uid and phone', async () => {
    const byId = await as().call(lookupUser, { category: 6, id: '8801002', token: TOKEN });
    expect(byId).toMatchObject({ uid: 1002, name: 'ليلى حداد', vip: true, sid: '8801002', category: 6 });
    expect(await as().call(lookupUser, { category: 1, id: '1001', token: TOKEN })).toMatchObject({
      uid: 1001,
      vip: false,
    });
    expect(await as().call(lookupUser, { category: 2, id: '9000001003', token: TOKEN })).toMatchObject({
      uid: 1003,
    });
  });

  it('answers unknown ids, bad types and bad tokens with a code and a message', async () => {
    await expect(as().call(lookupUser, { category: 6, id: '123', token: TOKEN })).rejects.toMatchObject({
      code: 1001,
      message: 'No account found with this number.',
    });
    await expect(as().call(lookupUser, { category: 9, id: '1001', token: TOKEN })).rejects.toMatchObject({
      code: 1002,
    });
    await expect(
      as().call(lookupUser, { category: 6, id: '8801001', token: 'bind-used' }),
    ).rejects.toMatchObject({ code: 1003 });
  });
});

describe('areas, channels and products', () => {
  it('gives area info with the reward rate, one point more for a VIP account', async () => {
    const info = await as().call(getOperatorSettings, { opid: 'op-7f3a9c', country: 'IN' });
    expect(info).toMatchObject({ country: 'IN', display: 'India', userPercent: 5 });
    expect(info.countries.map((c) => c.country)).toContain('ME');
    const vip = await as().call(getOperatorSettings, { opid: 'op-7f3a9c', country: 'IN', uid: 1002 });
    expect(vip.userPercent).toBe(6);
  });

  it('lists channels per country with a point card and nested groups', async () => {
    const list = await as().call(getChannels, { country: 'IN', bind_token: TOKEN });
    expect(list.data.map((c) => c.name)).toEqual(['UPI', 'Paytm Wallet', 'Recharge card']);
    expect(list.data.find((c) => c.kind === 'point_card')?.sub_channel).toBe('card_in');
    expect(list.data_nest[0]).toMatchObject({ name: 'Net banking', popup_visible: true });
    expect(list.data_nest[0]?.data).toHaveLength(3);
    expect(list.data[0]?.redirect_url).toBe(`${served.origin}/pay/provider/checkout`);
    const id = await as().call(getChannels, { country: 'ID', bind_token: TOKEN });
    expect(id.data_nest[0]?.popup_visible).toBe(false);
    await expect(as().call(getChannels, { country: 'XX', bind_token: TOKEN })).rejects.toMatchObject({
      code: 1004,
    });
  });

  it('keeps VIP channels apart and asks for e-mail on custom card channels', async () => {
    const vip = await as().call(getVipChannels, { country: 'ME', bind_token: TOKEN });
    expect(vip.data.every((c) => c.sub_channel.startsWith('vip_'))).toBe(true);
    const custom = await as().call(getCustomChannels, { country: 'ME', bind_token: TOKEN });
    expect(custom.data.find((c) => c.sub_channel === 'cc_me')?.need_email).toBe(true);
  });

  it('prices products in the local currency', async () => {
    const [upi] = (await as().call(getChannels, { country: 'IN', bind_token: TOKEN })).data;
    const { list } = await as().call(getProducts, { channel_id: upi!.id, currency: 'INR' });
    expect(list[0]).toMatchObject({ product: '600 coins', price: 79, currency: 'INR' });
    const [vipFirst] = (await as().call(getVipChannels, { country: 'ME', bind_token: TOKEN })).data;
    const vipProducts = await as().call(getProducts, { channel_id: vipFirst!.id, currency: 'USD' });
    expect(vipProducts.list.map((p) => [p.product, p.days, p.price])).toEqual([
      ['VIP 7 days', 7, 4.95],
      ['VIP 30 days', 30, 17.33],
      ['VIP 90 days', 90, 44.55],
    ]);
  });
});

describe('channels: bind token, icons and the large flow', () => {
  it('lists channels with or without the page bind token', async () => {
    const without = await as().call(getChannels, { country: 'IN' });
    const withToken = await as().call(getChannels, { country: 'IN', bind_token: 'page-token-1' });
    expect(withToken).toEqual(without);
  });

  it("serves each channel's icon as an SVG logo, and 404 for others", async () => {
    const list = await as().call(getChannels, { country: 'IN' });
    const icons = [...list.data, ...list.data_nest.flatMap((g) => g.data)].map((c) => c.icon);
    for (const icon of icons) {
      const res = await fetch(`${served.origin}${icon}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    const [vipFirst] = (await as().call(getVipChannels, { country: 'ME' })).data;
    expect((await fetch(`${served.origin}${vipFirst!.icon}`)).status).toBe(200);
    expect((await fetch(`${served.origin}/static/pay/nope.svg`)).status).toBe(404);
  });

  it('offers larger packs on the large flow than on quick recharge, and bounds for an own amount', async () => {
    const [quickUpi] = (await as().call(getChannels, { country: 'IN' })).data;
    const [largeUpi] = (await as().call(getCustomChannels, { country: 'IN' })).data;
    expect(quickUpi!.min_amount).toBeUndefined();
    expect(largeUpi).toMatchObject({ sub_channel: 'upi', min_amount: 100_000, max_amount: 10_000_000 });
    const quick = await as().call(getProducts, { channel_id: quickUpi!.id, currency: 'INR' });
    const large = await as().call(getProducts, { channel_id: largeUpi!.id, currency: 'INR' });
    const top = Math.max(...quick.list.map((p) => p.price));
    expect(large.list.every((p) => p.price > top)).toBe(true);
  });

  it('prices an own amount on the large flow and refuses one out of bounds or elsewhere', async () => {
    const [largeUpi] = (await as().call(getCustomChannels, { country: 'IN' })).data;
    const priced = await as().call(getProducts, {
      channel_id: largeUpi!.id,
      currency: 'INR',
      amount: 120_000,
    });
    expect(priced.list).toEqual([
      { id: `custom-${largeUpi!.id}-120000`, product: '120,000 coins', price: 15_800, currency: 'INR' },
    ]);
    for (const amount of [99_999, 10_000_001]) {
      await expect(
        as().call(getProducts, { channel_id: largeUpi!.id, currency: 'INR', amount }),
      ).rejects.toMatchObject({ code: 1007 });
    }
    const [quickUpi] = (await as().call(getChannels, { country: 'IN' })).data;
    await expect(
      as().call(getProducts, { channel_id: quickUpi!.id, currency: 'INR', amount: 120_000 }),
    ).rejects.toMatchObject({ code: 1007 });
  });
});

describe('e-mail confirmation', () => {
  it('needs a signed-in user, and replays a repeated idempotency key', async () => {
    const [card] = (await as().call(getChannels, { country: 'NG', bind_token: TOKEN })).data;
    const body = {
      email: 'a@example.com',
      uid: 1001,
      channel_id: card!.id,
      product_id: `gold-${card!.id}-600`,
      country: 'NG',
      opid: 'op-7f3a9c',
      bind_token: TOKEN,
    };
    await expect(as().call(confirmOrderByEmail, body, { idempotencyKey: 'k0' })).rejects.toMatchObject({
      code: 401,
    });
    const first = await as('tok-1001').call(confirmOrderByEmail, body, { idempotencyKey: 'k1' });
    const again = await as('tok-1001').call(confirmOrderByEmail, body, { idempotencyKey: 'k1' });
    expect(again).toEqual(first);
    expect(sandbox.state<RapidState>('rapid').emailConfirmations).toHaveLength(1);
    await expect(
      as('tok-1001').call(confirmOrderByEmail, { ...body, email: 'nope' }, { idempotencyKey: 'k2' }),
    ).rejects.toMatchObject({ code: 1006 });
  });
});

describe('provider page', () => {
  it('shows the order, marks it paid once and shows the result', async () => {
    const [upi] = (await as().call(getChannels, { country: 'IN', bind_token: TOKEN })).data;
    const q = new URLSearchParams({
      product_id: `gold-${upi!.id}-3000`,
      opid: 'op-7f3a9c',
      uid: '1004',
      country: 'IN',
      sub_channel: 'upi',
      ts: '1',
      source: 'web_rapid',
      bind_token: TOKEN,
    });
    const page = await fetch(`${served.origin}/pay/provider/checkout?${q}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Chioma Okafor');
    expect(html).toContain('3,000 coins');
    const orderId = /name="order_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const pay = () =>
      fetch(`${served.origin}/pay/provider/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `order_id=${orderId}`,
        redirect: 'manual',
      });
    const paid = await pay();
    expect(paid.status).toBe(303);
    await pay();
    const state = sandbox.state<RapidState>('rapid');
    expect(state.orders.get(orderId)?.status).toBe('paid');
    expect(state.credited.get(1004)).toBe(3000);
    const result = await (await fetch(`${served.origin}${paid.headers.get('location')}`)).text();
    expect(result).toContain('Recharge successful');
  });

  it('grants a paid VIP package to the account, not coins, through the VIP server', async () => {
    const [card] = (await as().call(getVipChannels, { country: 'ME', bind_token: 'bind-official' })).data;
    const vipBefore = sandbox.state<VipState>('vip').vips.get(1004);
    const q = new URLSearchParams({
      product_id: `vip-${card!.id}-2`,
      opid: 'official',
      uid: '1004',
      country: 'ME',
      sub_channel: card!.sub_channel,
      ts: '1',
      source: 'web_official',
    });
    const html = await (await fetch(`${served.origin}/pay/provider/checkout?${q}`)).text();
    const orderId = /name="order_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
    await fetch(`${served.origin}/pay/provider/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `order_id=${orderId}`,
      redirect: 'manual',
    });
    const after = sandbox.state<VipState>('vip').vips.get(1004);
    expect(after?.level).toBeGreaterThanOrEqual(2);
    expect(after!.expire_time).toBeGreaterThan(vipBefore?.expire_time ?? 0);
    expect(sandbox.state<RapidState>('rapid').credited.get(1004) ?? 0).toBe(0);
  });

  it('refuses a link of a used or unknown certificate or a bad product, and escapes what it shows', async () => {
    const [upi] = (await as().call(getChannels, { country: 'IN' })).data;
    for (const link of [
      `product_id=gold-${upi!.id}-600&uid=1001&opid=op-used`,
      `product_id=gold-${upi!.id}-600&uid=1001&opid=nope`,
      'product_id=x&uid=1001&opid=op-7f3a9c',
    ]) {
      expect((await fetch(`${served.origin}/pay/provider/checkout?${link}`)).status).toBe(400);
    }
    const q = new URLSearchParams({
      product_id: `gold-${upi!.id}-600`,
      uid: '1001',
      opid: 'op-7f3a9c',
      bind_token: 'page-token',
      sub_channel: '<script>x</script>',
    });
    const html = await (await fetch(`${served.origin}/pay/provider/checkout?${q}`)).text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x');
  });
});

/** Payment brands a channel's name may quote ("محفظة Paytm"). */
const BRANDS = ['Paytm', 'Indomaret'];
/** Channel names are brands, or kinds of payment written in the page's language. */
const BRAND_CHANNELS = new Set([
  'UPI',
  'HDFC Bank',
  'ICICI Bank',
  'State Bank of India',
  'DANA',
  'OVO',
  'BCA Virtual Account',
  'Fawry',
  'Vodafone Cash',
  'GCash',
  'Touch n Go',
  'Like Card',
  'STC Pay',
  'Apple Pay',
  'mada',
]);

describe('the recharge server in the page language', () => {
  const ar = () =>
    createApiClient({ hosts: hostsFor('dev', served.origin), lang: () => 'ar', token: () => null });

  it('names areas, payment kinds, packs and refusals in Arabic for lang ar', async () => {
    const info = await ar().call(getOperatorSettings, { opid: 'op-7f3a9c', country: 'IN' });
    expect(latinTexts(info)).toEqual([]);
    for (const country of ['IN', 'ID', 'EG', 'NG', 'PH', 'MY', 'ME', 'SA']) {
      for (const call of [getChannels, getVipChannels]) {
        const list = await ar().call(call, { country, bind_token: TOKEN });
        const channels = [...list.data, ...list.data_nest.flatMap((g) => g.data)];
        const kinds = channels.filter((c) => !BRAND_CHANNELS.has(c.name));
        expect(
          latinTexts(
            { kinds, groups: list.data_nest.map((g) => g.name) },
            ['redirect_url', 'sub_channel'],
            BRANDS,
          ),
        ).toEqual([]);
        for (const c of channels) {
          expect(
            latinTexts(await ar().call(getProducts, { channel_id: c.id, currency: c.currency })),
          ).toEqual([]);
        }
      }
    }
    await expect(ar().call(lookupUser, { category: 6, id: '123', token: TOKEN })).rejects.toMatchObject({
      message: 'لا يوجد حساب بهذا الرقم.',
    });
  });

  it('answers English for lang en', async () => {
    const list = await as().call(getChannels, { country: 'IN', bind_token: TOKEN });
    expect(list.data.map((c) => c.name)).toContain('Recharge card');
    expect(list.data_nest[0]!.name).toBe('Net banking');
    const products = await as().call(getProducts, { channel_id: list.data[0]!.id, currency: 'INR' });
    expect(products.list.map((x) => x.product)).toContain('6,000 coins');
  });
});
