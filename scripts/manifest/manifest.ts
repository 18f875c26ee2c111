// The CDN manifest: which campaign's published HTML answers which page URL.
// Pure data in, pure data out; read by the CLI, the nginx generator and the e2e suites.
import { type CampaignRoutes, staticPrefix } from '@h5/ui-kit/routes';

export interface ManifestEntry {
  /** Static prefix of a top-level route: '/v/lucky-eggs', '/g/v/lucky-eggs', '/v/quick-recharge'. */
  path: string;
  campaign: string;
  /**
   * URL of the campaign's published HTML: `<cdnBase>/<campaign>/index.html` in the build
   * manifest, `<cdnBase>/<campaign>/versions/<id>/index.html` in an origin's live manifest.
   */
  html: string;
}

export interface Manifest {
  version: 1;
  cdnBase: string;
  routes: ManifestEntry[];
  catchAll: { campaign: string; html: string };
}

export interface BuildManifestOptions {
  /** Path (`/cdn`) or full URL (`https://cdn.example.net/h5`); default `H5_CDN_BASE` or `/cdn`. */
  cdnBase?: string;
  /** Campaign that owns the catch-all page; default `system`. */
  catchAllCampaign?: string;
}

export const DEFAULT_CDN_BASE = '/cdn';
export const DEFAULT_CATCH_ALL_CAMPAIGN = 'system';

/** Characters a published path may hold (they go verbatim into nginx `location` lines). */
const SAFE_PATH = /^\/[A-Za-z0-9._~+,=@-]+(?:\/[A-Za-z0-9._~+,=@-]+)*$/;
const SAFE_CAMPAIGN = /^[a-z0-9][a-z0-9._-]*$/;

export function normalizeCdnBase(cdnBase: string | undefined): string {
  const base = (cdnBase ?? process.env.H5_CDN_BASE ?? DEFAULT_CDN_BASE).trim() || DEFAULT_CDN_BASE;
  const trimmed = base.replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^https?:\/\//.test(trimmed) && !trimmed.startsWith('/')) {
    throw new Error(`cdnBase must be an absolute path or an http(s) URL, got "${base}"`);
  }
  return trimmed;
}

export function isRemoteCdn(cdnBase: string): boolean {
  return /^https?:\/\//.test(cdnBase);
}

export function campaignHtml(cdnBase: string, campaign: string): string {
  return `${cdnBase}/${campaign}/index.html`;
}

/**
 * The published prefix of a top-level route path: the part before its first param or wildcard
 * segment, without a trailing slash. `null` for a catch-all (`*`, `/:pathMatch(.*)*`, `/`).
 */
export function publishedPrefix(path: string): string | null {
  const prefix = staticPrefix(path.trim());
  const segs: string[] = [];
  for (const seg of prefix.split('/')) {
    if (seg === '') continue;
    if (seg.startsWith(':') || seg.includes('*') || seg.includes('(')) break;
    segs.push(seg);
  }
  return segs.length === 0 ? null : `/${segs.join('/')}`;
}

/** The URL forms of one top-level path: every `/v/…` path also gets its `/g/v/…` twin. */
export function pathForms(prefix: string): string[] {
  return prefix.startsWith('/v/') ? [prefix, `/g${prefix}`] : [prefix];
}

export function buildManifest(campaigns: CampaignRoutes[], opts: BuildManifestOptions = {}): Manifest {
  const cdnBase = normalizeCdnBase(opts.cdnBase);
  const catchAllCampaign = opts.catchAllCampaign ?? DEFAULT_CATCH_ALL_CAMPAIGN;
  const owner = new Map<string, string>();
  for (const c of campaigns) {
    if (!SAFE_CAMPAIGN.test(c.campaign)) {
      throw new Error(`campaign name "${c.campaign}" is not a valid folder/CDN name`);
    }
    for (const route of c.routes) {
      const prefix = publishedPrefix(route.path);
      if (prefix === null) continue; // a catch-all route: served through `catchAll`
      if (!SAFE_PATH.test(prefix)) {
        throw new Error(`campaign "${c.campaign}" declares path "${route.path}" with unsafe characters`);
      }
      for (const form of pathForms(prefix)) {
        const prev = owner.get(form);
        if (prev !== undefined && prev !== c.campaign) {
          throw new Error(
            `route conflict: path "${form}" is claimed by both campaign "${prev}" and campaign "${c.campaign}"`,
          );
        }
        owner.set(form, c.campaign);
      }
    }
  }
  const routes = [...owner.entries()]
    .map(([path, campaign]) => ({ path, campaign, html: campaignHtml(cdnBase, campaign) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    version: 1,
    cdnBase,
    routes,
    catchAll: { campaign: catchAllCampaign, html: campaignHtml(cdnBase, catchAllCampaign) },
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Normalizes a request path the way the edge does: drops query and hash, decodes percent
 * escapes (leaving malformed ones), merges slashes and resolves `.` and `..` segments.
 */
export function normalizePathname(pathname: string): string {
  let p = String(pathname);
  const cut = p.search(/[?#]/);
  if (cut !== -1) p = p.slice(0, cut);
  p = safeDecode(p);
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return `/${out.join('/')}`;
}

/** Longest manifest prefix that matches `pathname` on a segment boundary; never throws. */
export function resolveManifestPath(m: Manifest, pathname: string): ManifestEntry | null {
  try {
    if (typeof pathname !== 'string') return null;
    const p = normalizePathname(pathname);
    let best: ManifestEntry | null = null;
    for (const entry of m.routes) {
      if (p === entry.path || p.startsWith(`${entry.path}/`)) {
        if (!best || entry.path.length > best.path.length) best = entry;
      }
    }
    return best;
  } catch {
    return null;
  }
}

export function htmlFor(
  m: Manifest,
  pathname: string,
): { campaign: string; html: string; catchAll: boolean } {
  const entry = resolveManifestPath(m, pathname);
  if (entry) return { campaign: entry.campaign, html: entry.html, catchAll: false };
  return { campaign: m.catchAll.campaign, html: m.catchAll.html, catchAll: true };
}

/** One line per campaign: how many published paths it owns and the HTML they answer with. */
export function summarize(m: Manifest): string[] {
  const byCampaign = new Map<string, string[]>();
  const htmlOf = new Map<string, string>();
  for (const r of m.routes) {
    byCampaign.set(r.campaign, [...(byCampaign.get(r.campaign) ?? []), r.path]);
    if (!htmlOf.has(r.campaign)) htmlOf.set(r.campaign, r.html);
  }
  return [...byCampaign.keys()].sort().map((c) => {
    const paths = byCampaign.get(c) ?? [];
    const shown = paths.filter((p) => !p.startsWith('/g/'));
    const more = shown.length > 4 ? `, … +${shown.length - 4}` : '';
    return `${c}: ${paths.length} paths (${shown.slice(0, 4).join(', ')}${more}) -> ${htmlOf.get(c)}`;
  });
}
