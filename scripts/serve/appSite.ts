// Android App Links and iOS Universal Links for the share host (issue 49): the two well-known files
// that let a phone open a share link straight in the app when it is installed, generated from
// configuration and published with the edge (nginx.ts answers them) and by the local site.
// The page's own scheme-and-timer fallback stays for browsers and app versions without them.
//
// The app's identity comes from where the other app links are set (H5_APP_LINKS: the Android
// package is the Play listing's `id`), and what only the app's signing knows from H5_APP_SITE:
//   H5_APP_SITE='{"androidSha256":["AB:CD:…"],"iosTeamId":"ABCDE12345","iosBundleId":"com.…"}'
// (`androidPackage` overrides the package). Without H5_APP_SITE no file is published: a made-up
// fingerprint would only tell phones the wrong app.

import { buildAppLinks, DEFAULT_APP_LINKS } from '../../packages/core-api/src/appLinks.ts';
import { SHARE_PATHS, VALENTINE_CARD_PATH } from './preview.ts';

export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';
export const AASA_PATH = '/.well-known/apple-app-site-association';
/** Both files are JSON, and Apple wants no redirect and this type. */
export const WELL_KNOWN_TYPE = 'application/json';
export const WELL_KNOWN_CACHE = 'public, max-age=3600';

export interface AppSite {
  androidPackage: string;
  androidSha256: string[];
  /** `TEAMID.bundle.id`. */
  iosAppId: string;
}

const SHA256 = /^(?:[0-9A-F]{2}:){31}[0-9A-F]{2}$/;
const TEAM_ID = /^[A-Z0-9]{10}$/;
const BUNDLE_ID = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const KEYS = ['androidSha256', 'iosTeamId', 'iosBundleId', 'androidPackage'];

/** The app's identity from H5_APP_SITE and H5_APP_LINKS; null when H5_APP_SITE is unset; throws when malformed. */
export function appSiteFrom(siteJson: string | undefined, linksJson?: string): AppSite | null {
  if (!siteJson) return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(siteJson) as Record<string, unknown>;
  } catch {
    throw new Error(
      'H5_APP_SITE is not JSON: write it as {"androidSha256":["AB:…"],"iosTeamId":"…","iosBundleId":"…"}',
    );
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new Error('H5_APP_SITE must be a JSON object');
  const problems: string[] = [];
  for (const k of Object.keys(v))
    if (!KEYS.includes(k)) problems.push(`unknown key "${k}" (the keys are ${KEYS.join(', ')})`);
  const sha = v.androidSha256;
  if (!Array.isArray(sha) || sha.length === 0 || !sha.every((s) => typeof s === 'string' && SHA256.test(s))) {
    problems.push(
      'androidSha256 must list the signing certificates\u2019 SHA-256 fingerprints, as AB:CD:… (32 bytes)',
    );
  }
  if (typeof v.iosTeamId !== 'string' || !TEAM_ID.test(v.iosTeamId))
    problems.push('iosTeamId must be the 10-character Apple team id');
  if (typeof v.iosBundleId !== 'string' || !BUNDLE_ID.test(v.iosBundleId))
    problems.push('iosBundleId must be the app\u2019s bundle id');
  const links = linksJson ? buildAppLinks(linksJson) : DEFAULT_APP_LINKS;
  const pkg = v.androidPackage ?? new URL(links.android).searchParams.get('id');
  if (typeof pkg !== 'string' || !BUNDLE_ID.test(pkg))
    problems.push('androidPackage must be the app\u2019s package name');
  if (problems.length > 0) throw new Error(`H5_APP_SITE: ${problems.join('; ')}`);
  return {
    androidPackage: pkg as string,
    androidSha256: sha as string[],
    iosAppId: `${v.iosTeamId}.${v.iosBundleId}`,
  };
}

/** Digital Asset Links: this host may open the app's links (Android verifies the package and certificate). */
export function assetLinksJson(site: AppSite): string {
  return JSON.stringify([
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: site.androidPackage,
        sha256_cert_fingerprints: site.androidSha256,
      },
    },
  ]);
}

/** The share paths the app opens (every form of each, and what is below it): the rest stays web. */
export function appPaths(): string[] {
  const out = new Set<string>();
  for (const { path } of SHARE_PATHS) {
    out.add(path);
    out.add(`${path}/*`);
  }
  out.add(`${VALENTINE_CARD_PATH}*`);
  out.add(`/g${VALENTINE_CARD_PATH}*`);
  return [...out];
}

/** The apple-app-site-association: the app and the share paths it opens (iOS 13+ components, and the older paths). */
export function appleAppSiteAssociation(site: AppSite): string {
  const paths = appPaths();
  return JSON.stringify({
    applinks: {
      apps: [],
      details: [
        {
          appIDs: [site.iosAppId],
          components: paths.map((p) => ({ '/': p })),
          appID: site.iosAppId,
          paths,
        },
      ],
    },
  });
}

/** The well-known files to publish, path → body; none without configuration. */
export function wellKnownFiles(site: AppSite | null): Record<string, string> {
  if (!site) return {};
  return { [ASSET_LINKS_PATH]: assetLinksJson(site), [AASA_PATH]: appleAppSiteAssociation(site) };
}
