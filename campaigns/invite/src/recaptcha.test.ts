import { describe, expect, it } from 'vitest';
import { captchaFor, captchaKind, SANDBOX_TOKEN_PATH, sandboxCaptcha } from './recaptcha.ts';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('reCAPTCHA provider', () => {
  it('uses the sandbox in dev, Google with a site key, and none without one', () => {
    expect(captchaKind('dev', 'key')).toEqual({ kind: 'sandbox' });
    expect(captchaKind('pro', ' 6Lc-key ')).toEqual({ kind: 'google', siteKey: '6Lc-key' });
    expect(captchaKind('pro', '')).toEqual({ kind: 'none' });
    expect(captchaKind(undefined, undefined)).toEqual({ kind: 'none' });
  });

  it('asks the sandbox for a token for the action', async () => {
    let asked = '';
    const f = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ token: 'cap-1' }));
    }) as unknown as typeof fetch;
    expect(await sandboxCaptcha('http://x', f).token('invite_code')).toBe('cap-1');
    expect(asked).toBe(`http://x${SANDBOX_TOKEN_PATH}?action=invite_code`);
  });

  it('says a token is missing when the provider fails, never throws', async () => {
    expect(await sandboxCaptcha('http://x', answer(503, {})).token('a')).toBeNull();
    expect(await sandboxCaptcha('http://x', answer(200, { token: '' })).token('a')).toBeNull();
    const down = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await sandboxCaptcha('http://x', down).token('a')).toBeNull();
    expect(await captchaFor({ kind: 'none' }, 'http://x').token('a')).toBeNull();
  });
});
