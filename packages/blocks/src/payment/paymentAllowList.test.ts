// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AllowListContext, allowedPaymentUrl } from './paymentAllowList.ts';

const pro: AllowListContext = { payHost: 'https://pay.sm-h5.example', payHostOverHttp: false };
const dev: AllowListContext = { payHost: 'http://localhost:8012/pay', payHostOverHttp: true };
const box: AllowListContext = { payHost: 'http://box.sm-h5.internal/pay', payHostOverHttp: true };
const ok = (u: string, ctx = pro) => allowedPaymentUrl(u, ctx) !== null;

describe('payment allow-list', () => {
  it('allows the pay host and listed providers over https', () => {
    expect(ok('https://pay.sm-h5.example/rapid/checkout?x=1')).toBe(true);
    expect(ok('https://securegw.paytm.in/theia/processTransaction')).toBe(true);
    expect(ok('https://SECUREGW.PAYTM.IN/x')).toBe(true);
    expect(ok('https://eu.checkout.stripe.com/pay')).toBe(true);
  });

  it('refuses look-alike hosts', () => {
    expect(ok('https://pay.sm-h5.example.evil.com/')).toBe(false);
    expect(ok('https://pay.example.evil.com')).toBe(false);
    expect(ok('https://evilsecuregw.paytm.in/')).toBe(false);
    expect(ok('https://securegw.paytm.in.evil.com/')).toBe(false);
    expect(ok('https://evilcheckout.stripe.com/')).toBe(false);
    expect(ok('https://checkout.stripe.com.evil.com/')).toBe(false);
  });

  it('refuses relative, scheme-relative and backslash tricks', () => {
    expect(ok('/\\evil.com')).toBe(false);
    expect(ok('//evil.com')).toBe(false);
    expect(ok('/pay/provider/checkout')).toBe(false);
    expect(ok('https:\\\\evil.com')).toBe(false);
    expect(ok('https://pay.sm-h5.example\\@evil.com')).toBe(false);
    expect(ok('https://securegw.paytm.in\t.evil.com')).toBe(false);
  });

  it('refuses userinfo tricks', () => {
    expect(ok('https://pay.sm-h5.example@evil.com/')).toBe(false);
    expect(ok('https://user:pw@securegw.paytm.in/')).toBe(false);
  });

  it('refuses other schemes and plain http', () => {
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('JavaScript:alert(1)')).toBe(false);
    expect(ok('data:text/html,<script>1</script>')).toBe(false);
    expect(ok('http://pay.sm-h5.example/x')).toBe(false);
    expect(ok('http://securegw.paytm.in/x')).toBe(false);
    expect(ok('')).toBe(false);
  });

  it('allows the dev origin over http only under its pay prefix', () => {
    expect(ok('http://localhost:8012/pay/provider/checkout?a=1', dev)).toBe(true);
    expect(ok('http://localhost:8012/v/quick-recharge/x', dev)).toBe(false);
    expect(ok('http://localhost:8012/payday', dev)).toBe(false);
    expect(ok('http://localhost:9999/pay/provider/checkout', dev)).toBe(false);
    expect(ok('http://localhost:8012/pay/provider/checkout', pro)).toBe(false);
  });

  it('allows the box pay host over http, and nothing else over http there', () => {
    expect(ok('http://box.sm-h5.internal/pay/provider/checkout?order=1', box)).toBe(true);
    expect(ok('http://box.sm-h5.internal/api/x', box)).toBe(false);
    expect(ok('http://box.sm-h5.internal.evil.com/pay/x', box)).toBe(false);
    expect(ok('http://securegw.paytm.in/x', box)).toBe(false);
    expect(ok('https://securegw.paytm.in/x', box)).toBe(true);
    expect(ok('http://user@box.sm-h5.internal/pay/x', box)).toBe(false);
  });
});

describe('payment allow-list: channels the server listed', () => {
  const listed = (...listedRedirects: string[]): AllowListContext => ({ ...pro, listedRedirects });

  it("allows a listed channel's https host that no configuration names", () => {
    const ctx = listed('https://checkout.flutterwave.com/v3/hosted/pay');
    expect(ok('https://checkout.flutterwave.com/v3/hosted/pay?product_id=1', ctx)).toBe(true);
    expect(ok('https://CHECKOUT.flutterwave.com/other', ctx)).toBe(true);
    // Without the listing the same host is refused.
    expect(ok('https://checkout.flutterwave.com/v3/hosted/pay')).toBe(false);
  });

  it('allows the listed host exactly: no look-alikes, subdomains or plain http', () => {
    const ctx = listed('https://checkout.flutterwave.com/pay');
    expect(ok('https://evil.checkout.flutterwave.com/pay', ctx)).toBe(false);
    expect(ok('https://checkout.flutterwave.com.evil.com/pay', ctx)).toBe(false);
    expect(ok('http://checkout.flutterwave.com/pay', ctx)).toBe(false);
  });

  it('still refuses other schemes, userinfo and backslash tricks towards a listed host', () => {
    const ctx = listed('https://checkout.flutterwave.com/pay');
    expect(ok('javascript:alert(1)', ctx)).toBe(false);
    expect(ok('https://checkout.flutterwave.com@evil.com/', ctx)).toBe(false);
    expect(ok('https://user:pw@checkout.flutterwave.com/', ctx)).toBe(false);
    expect(ok('https://checkout.flutterwave.com\\@evil.com', ctx)).toBe(false);
  });

  it('adds nothing for a listed entry that is not a clean https URL', () => {
    const ctx = listed(
      'javascript:alert(1)',
      'http://plain.example.com/pay',
      'https://user@evil.com/pay',
      'https://evil.com\\@good.com/pay',
      'not a url',
    );
    expect(ok('https://plain.example.com/pay', ctx)).toBe(false);
    expect(ok('https://evil.com/pay', ctx)).toBe(false);
    expect(ok('https://good.com/pay', ctx)).toBe(false);
  });
});
