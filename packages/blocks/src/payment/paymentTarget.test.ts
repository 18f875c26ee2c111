// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AllowListContext } from './paymentAllowList.ts';
import { paymentTarget } from './paymentTarget.ts';
import type { PaymentParams } from './paymentUrl.ts';

const params: PaymentParams = {
  product_id: 'gold-60',
  opid: 'official',
  uid: 1001,
  country: 'ME',
  sub_channel: 'card',
  ts: 1700000000000,
  source: 'web_official',
  bind_token: null,
};
const summary = { product: '60 coins', price: 0.99, currency: 'USD' };
const allow = (listed: readonly string[]): AllowListContext => ({
  payHost: 'https://pay.sm-h5.example',
  payHostOverHttp: false,
  listedRedirects: listed,
});

describe('payment target', () => {
  it('opens a listed channel with the order parameters appended', () => {
    const t = paymentTarget(
      { redirect_url: 'https://pay.sm-h5.example/c?x=1', name: 'Card' },
      params,
      summary,
      allow,
    );
    expect(t.kind).toBe('pay');
    const url = new URL(t.kind === 'pay' ? t.url : '');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('product_id')).toBe('gold-60');
    expect(url.searchParams.get('source')).toBe('web_official');
    expect(url.searchParams.has('bind_token')).toBe(false);
  });
  it('sends a point card through the middle page with a text-only summary', () => {
    const t = paymentTarget(
      { redirect_url: 'https://secure.likecard.com/p', name: 'Like Card', kind: 'point_card' },
      params,
      summary,
      allow,
    );
    expect(t.kind).toBe('middle');
    if (t.kind !== 'middle') return;
    expect(t.listed).toBe('https://secure.likecard.com/p');
    const q = new URL(t.href, 'https://h5.example').searchParams;
    expect(t.href.startsWith('/v/recharge-middle?')).toBe(true);
    expect(new URL(q.get('pay_url') ?? '').hostname).toBe('secure.likecard.com');
    expect(q.get('product')).toBe('60 coins');
    expect(q.get('channel')).toBe('Like Card');
    expect(q.get('price')).toBe('0.99');
  });
  it('refuses a redirect that is not a clean https address', () => {
    for (const redirect_url of [
      'javascript:alert(1)',
      'http://evil.example/pay',
      'https://a@evil.example/',
      'not a url',
    ]) {
      expect(paymentTarget({ redirect_url, name: 'x' }, params, summary, allow)).toEqual({ kind: 'refused' });
    }
  });
});
