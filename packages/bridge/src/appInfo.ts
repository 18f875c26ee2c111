import { versionAtLeast } from './version.ts';

export interface AppInfo {
  inApp: boolean;
  platform: 'android' | 'ios' | 'unknown';
  appVersion: string | null;
  locale: string | null;
  uid: string | null;
  country: string | null;
  appName: string | null;
  deviceId: string | null;
}

const nul = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t && t !== 'null' && t !== 'undefined' ? t : null;
};

const toPlatform = (s: string | null | undefined): AppInfo['platform'] | null =>
  /android/i.test(s ?? '') ? 'android' : /ios|iphone|ipad/i.test(s ?? '') ? 'ios' : null;

/**
 * Parse the app's UA token:
 * `sm/<appVer>/<Android|iOS>/<osVer>/<channel>/<deviceId>/<net>/<locale>/<model>/<uid>///<country>`,
 * alone or appended to a browser UA. Null when the token is absent or malformed.
 */
export function parseAppUserAgent(ua: string): Partial<AppInfo> | null {
  const m = /(?:^|[\s;(])sm\/(\d+(?:\.\d+)*)\/(android|ios)\/(.*)$/i.exec(ua || '');
  if (!m) return null;
  // rest: osVer/channel/deviceId/net/locale/model/uid///country...
  const rest = m[3] as string;
  const cut = rest.lastIndexOf('///');
  const head = (cut < 0 ? rest : rest.slice(0, cut)).split('/');
  const uid = cut < 0 ? head[6] : head[head.length - 1];
  return {
    inApp: true,
    appVersion: m[1] as string,
    platform: toPlatform(m[2]) as AppInfo['platform'],
    deviceId: nul(head[2]),
    locale: nul(head[4]),
    uid: uid === '0' ? null : nul(uid),
    country: cut < 0 ? null : nul(rest.slice(cut + 3).split(/[\s/;)]/)[0]),
    appName: 'sm',
  };
}

/**
 * In-app when the query has `app` or `app_name`, or the UA carries the app token;
 * but never when the query has `share_type` (a shared link opened elsewhere).
 * App fields (version, uid, ...) are only filled in-app: UA first, then the `ver`/`os`/`uid`/`devi`/`country`/`lang` query hints.
 */
export function detectApp(input: { search?: string; userAgent?: string } = {}): AppInfo {
  const q = new URLSearchParams(input.search ?? globalThis.location?.search ?? '');
  const ua = input.userAgent ?? globalThis.navigator?.userAgent ?? '';
  const p = parseAppUserAgent(ua);
  const inApp = !q.has('share_type') && (q.has('app') || q.has('app_name') || p !== null);
  const platform = (inApp && p?.platform) || toPlatform(inApp ? q.get('os') : null) || browserPlatform(ua);
  const g = (k: keyof AppInfo, qk: string) =>
    inApp ? ((p?.[k] as string | null | undefined) ?? nul(q.get(qk))) : null;
  return {
    inApp,
    platform,
    appVersion: g('appVersion', 'ver'),
    locale: g('locale', 'lang'),
    uid: g('uid', 'uid'),
    country: g('country', 'country'),
    appName: inApp ? (nul(q.get('app_name')) ?? p?.appName ?? nul(q.get('app'))) : null,
    deviceId: g('deviceId', 'devi'),
  };
}

const browserPlatform = (ua: string): AppInfo['platform'] =>
  /android/i.test(ua) ? 'android' : /iphone|ipad|ipod/i.test(ua) ? 'ios' : 'unknown';

/** Android app versions 8.33.0 up to (excluding) 8.33.5 must open payments in an external tab. */
export function opensPaymentExternally(info: AppInfo): boolean {
  return (
    info.inApp &&
    info.platform === 'android' &&
    versionAtLeast(info.appVersion, '8.33.0') &&
    !versionAtLeast(info.appVersion, '8.33.5')
  );
}

/** Demo/test switch: `?fake_app=1` asks the page to load the fake app host (see `@h5/bridge/fake-app-host`). */
export function fakeAppRequested(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('fake_app') === '1';
}
