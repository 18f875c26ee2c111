// How pages reach the app itself: its deep-link scheme, its store listings and the header that
// carries the iOS user agent. The spec leaves them open (docs/configuration.md): the defaults are
// here, and a build sets its own with H5_APP_LINKS beside H5_HOSTS, checked the same way.

/** The phone's system, as the bridge detects it. */
export type Platform = 'android' | 'ios' | 'unknown';

export interface AppLinks {
  /** The scheme of the app's deep links: `starmaker://webview?url=…`. */
  scheme: string;
  /** The Google Play listing. */
  android: string;
  /** The App Store listing. */
  ios: string;
  /** The header the client sends the iOS app's user agent in (spec 7). */
  iosUserAgentHeader: string;
}

export const DEFAULT_APP_LINKS: AppLinks = {
  scheme: 'smapp',
  android: 'https://play.google.com/store/apps/details?id=com.starmakerinteractive.starmaker',
  ios: 'https://apps.apple.com/app/id1011283223',
  iosUserAgentHeader: 'x-sm-ua',
};

/**
 * This build's links. Its H5_APP_LINKS was checked when the build started (buildChecks.ts: a bad
 * value stops it), so the page only reads it and does not carry the checks and their messages.
 */
export const APP_LINKS: AppLinks = buildAppLinks(import.meta.env?.VITE_H5_APP_LINKS);

export function buildAppLinks(json: string | undefined): AppLinks {
  try {
    return json ? { ...DEFAULT_APP_LINKS, ...(JSON.parse(json) as Partial<AppLinks>) } : DEFAULT_APP_LINKS;
  } catch {
    return DEFAULT_APP_LINKS;
  }
}

/** Spec 3: a promotion's `layout.downloadOrigin`: who brought the install (pid) for which campaign (c). */
export interface DownloadOrigin {
  pid?: string;
  c?: string;
}

/**
 * The store listing for the phone, carrying the promotion's download origin where given: as the
 * install referrer on Google Play, as the provider and campaign tokens on the App Store.
 */
export function storeLink(
  platform: Platform,
  origin: DownloadOrigin = {},
  links: AppLinks = APP_LINKS,
): string {
  const pid = origin.pid?.trim();
  const c = origin.c?.trim();
  if (platform === 'ios') {
    const url = new URL(links.ios);
    if (pid) url.searchParams.set('pt', pid);
    if (c) url.searchParams.set('ct', c);
    return url.href;
  }
  const url = new URL(links.android);
  const referrer = new URLSearchParams();
  if (pid) referrer.set('pid', pid);
  if (c) referrer.set('c', c);
  if (pid || c) url.searchParams.set('referrer', referrer.toString());
  return url.href;
}

/** The app's deep link that opens a web page inside it. */
export function appWebviewLink(pageUrl: string, links: AppLinks = APP_LINKS): string {
  return `${links.scheme}://webview?url=${encodeURIComponent(pageUrl)}`;
}

/** The app's deep link to one of its own screens: `smapp://live?id=7`. */
export function appScreenLink(
  screen: string,
  params: Record<string, string | number> = {},
  links: AppLinks = APP_LINKS,
): string {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${links.scheme}://${screen}${q ? `?${q}` : ''}`;
}
