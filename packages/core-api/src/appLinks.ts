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

const APP_LINK_KEYS = Object.keys(DEFAULT_APP_LINKS) as (keyof AppLinks)[];
const SCHEME = /^[a-z][a-z0-9+.-]*$/;
const HEADER = /^[a-z0-9-]+$/;
const isHttpsUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

/** What is wrong with an H5_APP_LINKS value (a JSON object of some of AppLinks' keys), if anything. */
export function appLinksProblems(json: string | undefined): string[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return ['H5_APP_LINKS is not JSON: write it as {"scheme":"myapp","android":"https://…"}'];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return [`H5_APP_LINKS must be a JSON object with some of ${APP_LINK_KEYS.join(', ')}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!APP_LINK_KEYS.includes(key as keyof AppLinks)) {
      problems.push(`H5_APP_LINKS names an unknown key "${key}": the keys are ${APP_LINK_KEYS.join(', ')}`);
    } else if (
      key === 'scheme'
        ? !SCHEME.test(String(value))
        : key === 'iosUserAgentHeader'
          ? !HEADER.test(String(value))
          : !isHttpsUrl(value)
    ) {
      const want =
        key === 'scheme'
          ? 'a lower-case URL scheme without "://"'
          : key === 'iosUserAgentHeader'
            ? 'a lower-case header name'
            : 'an https URL';
      problems.push(`H5_APP_LINKS.${key} must be ${want}: ${JSON.stringify(value)}`);
    }
  }
  return problems;
}

/** The app links of a build: the defaults with its H5_APP_LINKS on top (a bad value was refused at build). */
export function appLinksFrom(json: string | undefined): AppLinks {
  return !json || appLinksProblems(json).length > 0 ? DEFAULT_APP_LINKS : buildAppLinks(json);
}

/**
 * This build's links. Its H5_APP_LINKS was checked when the build started (a bad value stops it),
 * so the page only reads it and does not carry the checks and their messages.
 */
export const APP_LINKS: AppLinks = buildAppLinks(import.meta.env?.VITE_H5_APP_LINKS);

function buildAppLinks(json: string | undefined): AppLinks {
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
