// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { payoneerAuthorizeUrl, payoneerReturnCode } from './payoneerUrl.ts';

describe('payoneerAuthorizeUrl', () => {
  it("goes to Payoneer's own sign-in over https", () => {
    const url = 'https://login.payoneer.com/oauth2/authorize?client_id=sandbox&state=1001';
    expect(payoneerAuthorizeUrl(url)).toBe(url);
    expect(payoneerAuthorizeUrl('https://login.sandbox.payoneer.com/oauth2/authorize')).toBe(
      'https://login.sandbox.payoneer.com/oauth2/authorize',
    );
  });
  it.each([
    ['javascript:', 'javascript:alert(1)//https://login.payoneer.com/'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://login.payoneer.com/oauth2/authorize'],
    ['another host', 'https://evil.example/oauth2/authorize'],
    ['a look-alike suffix', 'https://login.payoneer.com.evil.example/'],
    ['a look-alike prefix', 'https://evil-login.payoneer.com.example/'],
    ['another Payoneer subdomain', 'https://www.payoneer.com/'],
    ['userinfo', 'https://login.payoneer.com@evil.example/'],
    ['userinfo with a password', 'https://u:p@login.payoneer.com/'],
    ['a backslash', 'https://evil.example\\@login.payoneer.com/'],
    ['a backslash after the host', 'https://login.payoneer.com\\.evil.example/'],
    ['a tab', 'https://login.payo\tneer.com/'],
    ['a line break', 'https://login.payoneer.com/\n'],
    ['another port', 'https://login.payoneer.com:8443/'],
    ['a relative path', '/oauth2/authorize'],
    ['protocol-relative', '//login.payoneer.com/oauth2/authorize'],
    ['nothing', ''],
  ])('refuses %s', (_, url) => {
    expect(payoneerAuthorizeUrl(url)).toBeNull();
  });
});

describe('payoneerReturnCode', () => {
  it('reads the code Payoneer sends back', () => {
    expect(payoneerReturnCode(new URLSearchParams('code=AbC-12_3.x~&state=1001'))).toBe('AbC-12_3.x~');
  });
  it('ignores a missing, empty or malformed code', () => {
    expect(payoneerReturnCode(new URLSearchParams(''))).toBeNull();
    expect(payoneerReturnCode(new URLSearchParams('code='))).toBeNull();
    expect(payoneerReturnCode(new URLSearchParams('code=a%20b'))).toBeNull();
    expect(payoneerReturnCode(new URLSearchParams(`code=${'x'.repeat(600)}`))).toBeNull();
  });
});
