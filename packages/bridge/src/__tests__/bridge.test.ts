import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectApp } from '../appInfo.ts';
import { bridge, callNative, FEATURE_MIN_VERSION, supports } from '../bridge.ts';
import { fakeAppOptionsFromQuery, installFakeAppHost } from '../fakeAppHost.ts';
import { VERSION_GATES } from '../version.ts';
import { resetHost } from './helpers.ts';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  resetHost();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetHost();
});

const calls = () =>
  (window as unknown as { __fakeApp: { calls: Array<{ method: string; params: unknown }> } }).__fakeApp.calls;

it('every method gate is one of the spec gates', () => {
  for (const v of Object.values(FEATURE_MIN_VERSION)) expect(VERSION_GATES).toContain(v);
});

describe('supports', () => {
  it('uses the version gate when native advertises nothing', () => {
    installFakeAppHost(window, { appVersion: '7.5.0', methods: null });
    expect(supports('login')).toBe(true);
    expect(supports('openDeepLink')).toBe(true);
    expect(supports('getUserInfo')).toBe(false);
    expect(supports('openPayment')).toBe(false);
  });
  it('prefers the advertised list over the version', () => {
    installFakeAppHost(window, { appVersion: '1.0.0', methods: ['share'] });
    expect(supports('share')).toBe(true);
    expect(supports('login')).toBe(false);
  });
  it('reads the iOS advertised list', () => {
    installFakeAppHost(window, { platform: 'ios', appVersion: '1.0.0', methods: ['close'] });
    expect(detectApp().platform).toBe('ios');
    expect(supports('close')).toBe(true);
    expect(supports('share')).toBe(false);
  });
  it('is false outside the app and for unknown versions without a list', () => {
    const browser = detectApp({ search: '', userAgent: 'Mozilla/5.0' });
    expect(supports('close', browser)).toBe(false);
    expect(supports('close', { ...browser, inApp: true, appVersion: null })).toBe(false);
    expect(supports('close', { ...browser, inApp: true, appVersion: '7.0.7' })).toBe(true);
  });
  it('survives a broken methods()', () => {
    (window as unknown as { SmNative: unknown }).SmNative = {
      postMessage() {},
      methods: () => 'not json',
    };
    expect(supports('close', { ...detectApp(), inApp: true, appVersion: '8.0.0' })).toBe(true);
  });
});

describe('round trips through the fake app host', () => {
  it('login sets the cookie and returns the token', async () => {
    const host = installFakeAppHost(window, { loginToken: 'tok-42' });
    expect(detectApp()).toMatchObject({
      inApp: true,
      platform: 'android',
      appVersion: '8.40.0',
      uid: '1001',
    });
    expect(bridge.available()).toBe(true);
    await expect(bridge.login()).resolves.toEqual({ token: 'tok-42' });
    expect(document.cookie).toContain('token=tok-42');
    expect(host.calls).toEqual([{ method: 'login', params: {} }]);
  });

  it('login resolves null when cancelled, and works on iOS', async () => {
    installFakeAppHost(window, { cancelLogin: true, platform: 'ios' });
    await expect(bridge.login()).resolves.toBeNull();
    expect(document.cookie).not.toContain('token=tok');
  });

  it('share, setTitle, close, openDeepLink are recorded', async () => {
    installFakeAppHost(window);
    const p = { title: 't', desc: 'd', cover: 'c.png', link: 'https://x/y' };
    await expect(bridge.share(p)).resolves.toBe(true);
    await bridge.setTitle('Lucky eggs');
    await bridge.close();
    await bridge.openDeepLink('sm://live/1');
    expect(document.title).toBe('Lucky eggs');
    expect(calls()).toEqual([
      { method: 'share', params: p },
      { method: 'setTitle', params: { title: 'Lucky eggs' } },
      { method: 'close', params: {} },
      { method: 'openDeepLink', params: { url: 'sm://live/1' } },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('openPayment in the web view, then the host navigates', async () => {
    installFakeAppHost(window, { appVersion: '8.40.0' });
    await bridge.openPayment('https://pay/x');
    expect(calls()).toEqual([{ method: 'openPayment', params: { url: 'https://pay/x', external: false } }]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay/x'));
  });

  it('openPayment external on Android 8.33.2', async () => {
    installFakeAppHost(window, fakeAppOptionsFromQuery('?fake_app=1&fake_app_ver=8.33.2'));
    await bridge.openPayment('https://pay/y');
    expect(calls()[0]).toEqual({ method: 'openPayment', params: { url: 'https://pay/y', external: true } });
  });

  it('unknown methods are rejected and resolve as failure', async () => {
    installFakeAppHost(window);
    await expect(callNative('nope')).resolves.toEqual({ ok: false, value: 'unknown method nope' });
    await expect(callNative('getUserInfo')).resolves.toMatchObject({ ok: true, value: { uid: '1001' } });
  });
});

describe('timeouts', () => {
  const silentNative = () => {
    const sent: unknown[] = [];
    (window as unknown as { SmNative: unknown }).SmNative = {
      postMessage: (j: string) => sent.push(JSON.parse(j)),
      methods: () => '["login","share","close"]',
    };
    Object.defineProperty(navigator, 'userAgent', {
      get: () => 'sm/8.40.0/Android/12/c/d/wifi/en/M/1///IN',
      configurable: true,
    });
    return sent;
  };

  it('login gives up after 15 s with null', async () => {
    vi.useFakeTimers();
    const sent = silentNative();
    let out: unknown = 'pending';
    bridge.login().then((v) => {
      out = v;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(out).toBe('pending');
    expect(sent).toEqual([{ id: expect.any(Number), method: 'login', params: {} }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(out).toBeNull();
  });

  it('share falls back after 3000 ms (spec 9); a late answer is ignored', async () => {
    vi.useFakeTimers();
    const sent = silentNative() as Array<{ id: number }>;
    let out: unknown = 'pending';
    const p = bridge.share({ title: '', desc: '', cover: '', link: '' });
    p.then((v) => {
      out = v;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(out).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBe(false);
    const b = (window as unknown as { __smBridge: { resolve(id: number, v: unknown): void } }).__smBridge;
    expect(() => b.resolve(sent[0]!.id, true)).not.toThrow();
  });

  it('other calls give up after 5 s', async () => {
    vi.useFakeTimers();
    silentNative();
    let out: unknown = 'pending';
    callNative('getUserInfo').then((v) => {
      out = v;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(out).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(out).toMatchObject({ ok: false });
  });

  it('a throwing transport resolves as failure immediately', async () => {
    (window as unknown as { SmNative: unknown }).SmNative = {
      postMessage() {
        throw new Error('boom');
      },
    };
    await expect(callNative('close')).resolves.toMatchObject({ ok: false });
  });
});

describe('outside the app', () => {
  it('falls back to browser behaviour', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    expect(bridge.available()).toBe(false);
    await expect(bridge.login()).resolves.toBeNull();
    await bridge.close();
    expect(back).toHaveBeenCalled();
    await bridge.setTitle('Hello');
    expect(document.title).toBe('Hello');
    await bridge.openPayment('https://pay/z');
    expect(assign).toHaveBeenCalledWith('https://pay/z');
    await expect(callNative('close')).resolves.toEqual({ ok: false, value: 'no bridge' });
  });

  it('share uses the Web Share API when present, false otherwise', async () => {
    const p = { title: 't', desc: 'd', cover: '', link: 'https://l' };
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await expect(bridge.share(p)).resolves.toBe(false);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await expect(bridge.share(p)).resolves.toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 't', text: 'd', url: 'https://l' });
    delete (navigator as unknown as Record<string, unknown>).share;
  });
});

it('fakeAppOptionsFromQuery', () => {
  expect(
    fakeAppOptionsFromQuery(
      '?fake_app=1&fake_app_ver=8.33.1&fake_app_platform=iOS&fake_app_uid=77&fake_app_login=abc&fake_app_cancel_login=1',
    ),
  ).toEqual({ appVersion: '8.33.1', platform: 'ios', uid: '77', loginToken: 'abc', cancelLogin: true });
  expect(fakeAppOptionsFromQuery('?fake_app_uid=&fake_app_cancel_login=0')).toEqual({
    uid: null,
    cancelLogin: false,
  });
  expect(fakeAppOptionsFromQuery('')).toEqual({});
});

describe('clearCache', () => {
  it('asks the app from 7.6.7 on, and the fake app advertises it from that version only', async () => {
    installFakeAppHost(window, { appVersion: '7.6.7' });
    expect(supports('clearCache')).toBe(true);
    await expect(bridge.clearCache()).resolves.toBe(true);
    expect(calls().map((c) => c.method)).toEqual(['clearCache']);
    resetHost();
    installFakeAppHost(window, { appVersion: '7.6.6' });
    expect(supports('clearCache')).toBe(false);
    expect(supports('share')).toBe(true);
    await expect(bridge.clearCache()).resolves.toBe(false);
    expect(calls()).toEqual([]);
  });
  it('uses the version gate without a list, and is false outside the app', async () => {
    installFakeAppHost(window, { appVersion: '7.6.6', methods: null });
    expect(supports('clearCache')).toBe(false);
    resetHost();
    await expect(bridge.clearCache()).resolves.toBe(false);
  });
});
