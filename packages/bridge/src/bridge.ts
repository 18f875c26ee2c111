import { type AppInfo, detectApp, opensPaymentExternally } from './appInfo.ts';
import { versionAtLeast } from './version.ts';

export type BridgeMethod =
  | 'login'
  | 'share'
  | 'close'
  | 'setTitle'
  | 'openDeepLink'
  | 'openPayment'
  | 'getUserInfo'
  | 'clearCache';

/**
 * Minimum app version per bridge method, used only when native does not advertise its method list.
 * The spec lists the gates but not what each one unlocks; this mapping is our choice (docs/bridge-protocol.md).
 */
/** Spec 9: a share sheet the app has not shown in 3000 ms counts as failed; the page falls back (copies the link). */
export const SHARE_FALLBACK_MS = 3000;

/** Clearing a large cache takes the app a while on a slow phone. */
export const CLEAR_CACHE_TIMEOUT_MS = 15000;

export const FEATURE_MIN_VERSION: Record<BridgeMethod, string> = {
  close: '7.0.7',
  setTitle: '7.0.7',
  share: '7.0.8',
  login: '7.0.9',
  openDeepLink: '7.5.0',
  getUserInfo: '7.6.0',
  openPayment: '7.8.2',
  clearCache: '7.6.7',
};

type Settle = (ok: boolean, value: unknown) => void;
interface Receiver {
  resolve(id: number, result?: unknown): void;
  reject(id: number, message?: unknown): void;
  p: Map<number, Settle>;
  n: number;
}
type Host = {
  SmNative?: { postMessage?(json: string): void; methods?(): unknown };
  webkit?: { messageHandlers?: { smNative?: { postMessage(msg: unknown): void } } };
  __smNativeMethods?: unknown;
  __smBridge?: Receiver;
};

const host = (): Host => globalThis as unknown as Host;

/** The method list native advertises (Android `SmNative.methods()`, iOS `window.__smNativeMethods`), or null. */
export function advertisedMethods(): string[] | null {
  const h = host();
  try {
    let m = h.SmNative?.methods ? h.SmNative.methods() : h.__smNativeMethods;
    if (typeof m === 'string') m = JSON.parse(m);
    return Array.isArray(m) ? m : null;
  } catch {
    return null;
  }
}

/** Feature detection first (advertised list), then the version gate. Always false outside the app. */
export function supports(method: BridgeMethod, info: AppInfo = detectApp()): boolean {
  if (!info.inApp) return false;
  const list = advertisedMethods();
  return list ? list.includes(method) : versionAtLeast(info.appVersion, FEATURE_MIN_VERSION[method]);
}

function receiver(): Receiver {
  const h = host();
  if (!h.__smBridge) {
    const p = new Map<number, Settle>();
    const settle = (ok: boolean) => (id: number, v?: unknown) => {
      const f = p.get(+id);
      if (f) f(ok, v);
    };
    h.__smBridge = { resolve: settle(true), reject: settle(false), p, n: 0 };
  }
  return h.__smBridge;
}

export interface CallResult {
  ok: boolean;
  value: unknown;
}

/**
 * Send `{ id, method, params }` to native and wait for `__smBridge.resolve/reject(id, ...)`.
 * Never rejects: no transport, a send error, a native reject or the timeout all give `{ ok: false }`.
 */
export function callNative(method: string, params: unknown = {}, timeoutMs = 5000): Promise<CallResult> {
  return new Promise((done) => {
    const r = receiver();
    const id = ++r.n;
    const finish: Settle = (ok, value) => {
      clearTimeout(t);
      r.p.delete(id);
      done({ ok, value });
    };
    const t = setTimeout(() => finish(false, 'timeout'), timeoutMs);
    r.p.set(id, finish);
    const h = host();
    const msg = { id, method, params };
    try {
      if (h.SmNative?.postMessage) h.SmNative.postMessage(JSON.stringify(msg));
      else if (h.webkit?.messageHandlers?.smNative) h.webkit.messageHandlers.smNative.postMessage(msg);
      else finish(false, 'no bridge');
    } catch (e) {
      finish(false, e);
    }
  });
}

const available = (): boolean => {
  const h = host();
  return !!(h.SmNative?.postMessage || h.webkit?.messageHandlers?.smNative);
};
const can = (m: BridgeMethod): boolean => available() && supports(m);

const go = (url: string): void => location.assign(url);

export const bridge = {
  available,

  /** Resolves `{ token }`, or null when the user cancelled, the call failed or there is no app login. */
  async login(): Promise<{ token: string } | null> {
    if (!can('login')) return null;
    const { ok, value } = await callNative('login', {}, 15000);
    let v = value as { token?: unknown } | string | null;
    if (typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {}
    }
    const token = ok && v && typeof v === 'object' ? v.token : null;
    return typeof token === 'string' && token ? { token } : null;
  },

  /** True when the share sheet was shown (in-app: native; outside: Web Share API when present). */
  async share(p: { title: string; desc: string; cover: string; link: string }): Promise<boolean> {
    if (can('share')) {
      const { ok, value } = await callNative('share', p, SHARE_FALLBACK_MS);
      return ok && value !== false;
    }
    try {
      await navigator.share({ title: p.title, text: p.desc, url: p.link });
      return true;
    } catch {
      return false;
    }
  },

  async close(): Promise<void> {
    if (can('close')) await callNative('close');
    else history.back();
  },

  async setTitle(title: string): Promise<void> {
    document.title = title;
    if (can('setTitle')) await callNative('setTitle', { title });
  },

  async openDeepLink(url: string): Promise<void> {
    if (!(can('openDeepLink') && (await callNative('openDeepLink', { url })).ok)) go(url);
  },

  /**
   * Asks the app to clear its cache (downloaded songs, images, web data; never the login or
   * recordings). True once the app says it is done; false without the method or on failure.
   */
  async clearCache(): Promise<boolean> {
    if (!can('clearCache')) return false;
    const { ok, value } = await callNative('clearCache', {}, CLEAR_CACHE_TIMEOUT_MS);
    return ok && value !== false;
  },

  /** External tab on the affected Android versions, else in the web view; plain navigation as the fallback. */
  async openPayment(url: string): Promise<void> {
    const external = opensPaymentExternally(detectApp());
    if (!(can('openPayment') && (await callNative('openPayment', { url, external })).ok)) go(url);
  },
};
