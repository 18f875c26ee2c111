import { versionAtLeast } from './version.ts';

/**
 * A fake native app for demos and tests (`?fake_app=1`). Load it with a dynamic import only:
 *   if (fakeAppRequested()) { const f = await import('@h5/bridge/fake-app-host'); f.installFakeAppHost(window, f.fakeAppOptionsFromQuery(location.search)); }
 * Install it before anything calls detectApp().
 */
export interface FakeAppOptions {
  platform?: 'android' | 'ios';
  appVersion?: string;
  uid?: string | null;
  loginToken?: string;
  locale?: string;
  country?: string;
  cancelLogin?: boolean;
  /** Methods advertised for feature detection; `null` advertises nothing (version gates apply). Default: all. */
  methods?: string[] | null;
}

export interface FakeAppCall {
  method: string;
  params: unknown;
}

const ALL = ['login', 'share', 'close', 'setTitle', 'openDeepLink', 'openPayment', 'getUserInfo'];
/** Methods an app has only from a version on: an older fake app does not advertise them. */
const SINCE: Record<string, string> = { clearCache: '7.6.7' };

/** Reads fake_app_ver, fake_app_platform, fake_app_uid, fake_app_login, fake_app_cancel_login. */
export function fakeAppOptionsFromQuery(search: string): FakeAppOptions {
  const q = new URLSearchParams(search);
  const o: FakeAppOptions = {};
  const ver = q.get('fake_app_ver');
  const platform = q.get('fake_app_platform')?.toLowerCase();
  const uid = q.get('fake_app_uid');
  const login = q.get('fake_app_login');
  const cancel = q.get('fake_app_cancel_login');
  if (ver) o.appVersion = ver;
  if (platform === 'ios' || platform === 'android') o.platform = platform;
  if (uid !== null) o.uid = uid === '' || uid === 'null' || uid === '0' ? null : uid;
  if (login) o.loginToken = login;
  if (cancel !== null) o.cancelLogin = cancel !== '0' && cancel !== 'false';
  return o;
}

type FakeWin = Window & {
  SmNative?: unknown;
  webkit?: unknown;
  __smNativeMethods?: unknown;
  __smBridge?: { resolve(id: unknown, r?: unknown): void; reject(id: unknown, m?: unknown): void };
  __fakeApp?: { calls: FakeAppCall[]; options: FakeAppOptions };
};

export function installFakeAppHost(win: Window, opts: FakeAppOptions = {}): { calls: FakeAppCall[] } {
  const w = win as FakeWin;
  const o = {
    platform: 'android' as const,
    appVersion: '8.40.0',
    uid: '1001',
    loginToken: 'tok-1001',
    locale: 'en_IN',
    country: 'IN',
    cancelLogin: false,
    methods: ALL,
    ...opts,
  };
  // The default list grows by the methods this app version has; a list given by the caller is kept.
  if (opts.methods === undefined)
    o.methods = [...ALL, ...Object.keys(SINCE).filter((m) => versionAtLeast(o.appVersion, SINCE[m]!))];
  const ios = o.platform === 'ios';
  const ua = `${
    ios
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
      : 'Mozilla/5.0 (Linux; Android 12; FakePhone) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
  } sm/${o.appVersion}/${ios ? 'iOS' : 'Android'}/${ios ? '16.6' : '12'}/fake/fake-device-1/wifi/${o.locale}/FakePhone/${o.uid ?? ''}///${o.country}`;
  Object.defineProperty(w.navigator, 'userAgent', { get: () => ua, configurable: true });

  const calls: FakeAppCall[] = [];
  w.__fakeApp = { calls, options: o };

  const answer = (id: unknown, method: string, params: Record<string, unknown>) => {
    const b = w.__smBridge;
    const ok = (r?: unknown) => b?.resolve(id, r);
    switch (method) {
      case 'login':
        if (o.cancelLogin) return ok(null);
        w.document.cookie = `token=${o.loginToken}; path=/`;
        return ok({ token: o.loginToken });
      case 'share':
        return ok(true);
      case 'close':
        return ok();
      case 'openDeepLink': {
        ok();
        // The app opens its own `<scheme>://webview?url=…` links: here, by going to the page.
        const m = /^[a-z][a-z0-9+.-]*:\/\/webview\?(.*)$/i.exec(String(params.url ?? ''));
        const page = m ? new URLSearchParams(m[1]).get('url') : null;
        if (page) w.setTimeout(() => w.location.assign(page), 0);
        return;
      }
      case 'setTitle':
        w.document.title = String(params.title ?? '');
        return ok();
      case 'openPayment':
        ok();
        return w.setTimeout(() => w.location.assign(String(params.url)), 0);
      case 'clearCache':
        return ok(true);
      case 'getUserInfo':
        return ok({ uid: o.uid, locale: o.locale, country: o.country, appVersion: o.appVersion });
      default:
        return b?.reject(id, `unknown method ${method}`);
    }
  };

  const receive = (raw: unknown) => {
    const msg = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      id: unknown;
      method: string;
      params?: Record<string, unknown>;
    };
    const params = msg.params ?? {};
    calls.push({ method: msg.method, params });
    // Answer asynchronously, like a real app.
    w.setTimeout(() => answer(msg.id, msg.method, params), 10);
  };

  if (ios) {
    w.webkit = { messageHandlers: { smNative: { postMessage: receive } } };
    w.__smNativeMethods = o.methods ?? undefined;
  } else {
    w.SmNative = {
      postMessage: receive,
      ...(o.methods ? { methods: () => JSON.stringify(o.methods) } : {}),
    };
  }
  return { calls };
}
