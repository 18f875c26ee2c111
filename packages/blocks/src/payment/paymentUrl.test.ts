// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPaymentUrl } from './paymentUrl.ts';

const params = {
  product_id: 'gold-101-600',
  opid: 'op-7f3a9c',
  uid: 1001,
  country: 'IN',
  sub_channel: 'upi',
  ts: 1700000000000,
  source: 'web_rapid',
  bind_token: 'bind 7f&3a',
};

describe('payment URL', () => {
  it('appends every order parameter, encoded', () => {
    const url = new URL(buildPaymentUrl('https://pay.sm-h5.example/checkout', params));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product_id: 'gold-101-600',
      opid: 'op-7f3a9c',
      uid: '1001',
      country: 'IN',
      sub_channel: 'upi',
      ts: '1700000000000',
      source: 'web_rapid',
      bind_token: 'bind 7f&3a',
    });
  });

  it('keeps the redirect own query and overrides a clashing parameter', () => {
    const url = new URL(buildPaymentUrl('https://pay.sm-h5.example/c?merchant=9&uid=1#top', params));
    expect(url.searchParams.get('merchant')).toBe('9');
    expect(url.searchParams.getAll('uid')).toEqual(['1001']);
    expect(url.hash).toBe('#top');
  });

  it('appends no bind_token when the page has none', () => {
    const url = new URL(buildPaymentUrl('https://pay.sm-h5.example/c', { ...params, bind_token: null }));
    expect(url.searchParams.has('bind_token')).toBe(false);
    expect(url.searchParams.get('product_id')).toBe('gold-101-600');
  });
});
