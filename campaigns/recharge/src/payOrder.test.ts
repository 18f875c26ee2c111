import { describe, expect, it } from 'vitest';
import { orderParams, routerBase, withOffer, withReturnPath } from './payOrder.ts';

const channel = {
  id: 101,
  name: 'UPI',
  icon: '/static/pay/upi.svg',
  kind: 'redirect' as const,
  redirect_url: 'https://pay.example.com/provider/checkout?x=1',
  sub_channel: 'upi',
  currency: 'INR',
};
const pkg = { id: 'gold-101-600', product: '600 coins', coins: 600, price: 79, currency: 'INR' };

describe('the store order', () => {
  it('is the official store, credited to web_official, with the page bind token', () => {
    expect(orderParams(channel, pkg, 1001, 'IN', '?bind_token=abc')).toMatchObject({
      product_id: 'gold-101-600',
      opid: 'official',
      uid: 1001,
      country: 'IN',
      sub_channel: 'upi',
      source: 'web_official',
      bind_token: 'abc',
    });
    expect(orderParams(channel, pkg, 1001, 'IN', '').bind_token).toBeNull();
  });

  it('returns to the result page under the page router base', () => {
    expect(routerBase('/g/v/recharge')).toBe('/g');
    expect(routerBase('/v/recharge')).toBe('');
    const back = new URL(withReturnPath(channel.redirect_url, '/g', '?lang=ar&uid=1&order_id=x'));
    expect(back.searchParams.get('return_path')).toBe('/g/v/recharge-result?lang=ar&uid=1');
    expect(back.searchParams.get('x')).toBe('1');
  });

  it('names the offer the confirmation showed, and none without one', () => {
    expect(new URL(withOffer(channel.redirect_url, 'gold')).searchParams.get('offer')).toBe('gold');
    expect(withOffer(channel.redirect_url, null)).toBe(channel.redirect_url);
  });
});
