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
import { serveSandbox } from '../testServer.ts';
import { ALL_AREAS } from './index.ts';
import type { RapidState } from './rapid.ts';

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
    expect(vipProducts.list.map((p) => p.product)).toEqual(['VIP 7 days', 'VIP 30 days', 'VIP 90 days']);
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

  it('refuses a link with a bad token or product, and escapes what it shows', async () => {
    const bad = await fetch(
      `${served.origin}/pay/provider/checkout?product_id=x&uid=1001&bind_token=bind-used`,
    );
    expect(bad.status).toBe(400);
    const [upi] = (await as().call(getChannels, { country: 'IN', bind_token: TOKEN })).data;
    const q = new URLSearchParams({
      product_id: `gold-${upi!.id}-600`,
      uid: '1001',
      bind_token: TOKEN,
      sub_channel: '<script>x</script>',
    });
    const html = await (await fetch(`${served.origin}/pay/provider/checkout?${q}`)).text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x');
  });
});
