// Publishing one campaign at a time to a CDN origin.
//
// Origin layout (keys relative to the CDN base):
//   <campaign>/assets/…                   hashed files; created once, never overwritten or deleted
//   <campaign>/versions/<id>/index.html   the HTML of one published build (id = content hash)
//   manifests/<generation>.json           every manifest ever made live, never rewritten
//   manifest.json                         the live manifest: the one switch the edge reads
//   runtime/…                             the shared runtime (React, react-dom, signals): hashed
//                                         files every campaign's HTML may load; added, never
//                                         overwritten or deleted, like assets
// A publish uploads assets and the version's HTML first and writes the manifest last, so a
// failure at any step leaves the live site exactly as it was.

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RUNTIME_FOLDER } from '@h5/runtime';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { buildManifest, type Manifest, normalizeCdnBase } from '../manifest/manifest.ts';
import { cacheControlOf, contentEncodingOf, contentTypeOf, NO_CACHE, type Origin } from './origin.ts';

export { RUNTIME_FOLDER };
export const LIVE_MANIFEST_KEY = 'manifest.json';
export const MANIFEST_HISTORY_PREFIX = 'manifests/';
/** Versions kept in a campaign's history (their files stay on the origin regardless). */
export const HISTORY_LIMIT = 20;
/** Query parameter the edge reads to serve a preview version on a page's real URL. */
export const PREVIEW_PARAM = 'h5_preview';

export interface PublishedVersion {
  id: string;
  /** ISO time of the publish or preview. */
  time: string;
  /** Git commit the build came from (`unknown` outside a repository). */
  commit: string;
  kind: 'live' | 'preview';
  /** Top-level route paths of this build, so a rollback restores its routes too. */
  paths: string[];
  files: number;
  /** The review taken before it went live or previewed (scripts/review): its gate's findings and page key. */
  review?: { findings: number; page: string };
  /** Why it was made live although its perception gate failed (`--force "<reason>"`). */
  forced?: string;
}

export interface CampaignState {
  live: string | null;
  title: string;
  /** Newest first. */
  versions: PublishedVersion[];
}

export interface PublishedManifest extends Manifest {
  generation: number;
  updatedAt: string;
  campaigns: Record<string, CampaignState>;
}

export interface DistFile {
  /** Path inside the dist folder, `/`-separated. */
  rel: string;
  body: Buffer;
}

export type Progress = (line: string) => void;

export class PublishError extends Error {
  override name = 'PublishError';
}

const VERSION_ID = /^[a-f0-9]{12}$/;

export function isVersionId(s: string): boolean {
  return VERSION_ID.test(s);
}

export function versionHtmlKey(campaign: string, id: string): string {
  return `${campaign}/versions/${id}/index.html`;
}

export async function readDist(dir: string): Promise<DistFile[]> {
  const out: DistFile[] = [];
  const walk = async (d: string, rel: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(join(d, e.name), r);
      else if (e.isFile()) out.push({ rel: r, body: await readFile(join(d, e.name)) });
    }
  };
  try {
    await walk(dir, '');
  } catch (e) {
    throw new PublishError(`cannot read the build at ${dir}: ${(e as Error).message}; nothing published`);
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** A file of the shared runtime in a build (`runtime/<file>-<hash>.js`). */
export const isRuntimeFile = (f: DistFile) => f.rel.startsWith(`${RUNTIME_FOLDER}/`);

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** The same files give the same id, so publishing an unchanged build is recognisably a no-op. */
export function versionId(files: DistFile[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(`${f.rel}\0${sha256(f.body)}\n`);
  return h.digest('hex').slice(0, 12);
}

/** Top-level paths of a campaign's declared routes (what the manifest publishes). */
export function routePaths(routes: CampaignRoutes): string[] {
  return routes.routes.map((r) => r.path);
}

export function emptyManifest(cdnBase: string): PublishedManifest {
  return {
    version: 1,
    cdnBase,
    routes: [],
    catchAll: { campaign: 'system', html: '' },
    generation: 0,
    updatedAt: new Date(0).toISOString(),
    campaigns: {},
  };
}

export async function readLiveManifest(origin: Origin): Promise<PublishedManifest | null> {
  const raw = await origin.get(LIVE_MANIFEST_KEY);
  if (!raw) return null;
  let parsed: PublishedManifest;
  try {
    parsed = JSON.parse(raw.toString('utf8')) as PublishedManifest;
  } catch {
    throw new PublishError(`the live manifest on ${origin.describe} is not valid JSON; nothing changed`);
  }
  if (
    parsed?.version !== 1 ||
    typeof parsed.generation !== 'number' ||
    typeof parsed.campaigns !== 'object'
  ) {
    throw new PublishError(`the live manifest on ${origin.describe} has an unknown format; nothing changed`);
  }
  return parsed;
}

/** Recomputes routes and HTML URLs from each campaign's live version. */
export function deriveManifest(
  base: PublishedManifest,
  campaigns: Record<string, CampaignState>,
  catchAllCampaign = 'system',
): PublishedManifest {
  const cdnBase = base.cdnBase;
  const live = Object.entries(campaigns)
    .filter(([, s]) => s.live !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const decls: CampaignRoutes[] = live.map(([campaign, s]) => {
    const v = s.versions.find((x) => x.id === s.live);
    return { campaign, title: s.title, routes: (v?.paths ?? []).map((path) => ({ path })) };
  });
  let m: Manifest;
  try {
    m = buildManifest(decls, { cdnBase: cdnBase === '' ? '/' : cdnBase, catchAllCampaign });
  } catch (e) {
    throw new PublishError(`${(e as Error).message}; nothing changed`);
  }
  const htmlOf = (c: string) => {
    const id = campaigns[c]?.live;
    return id ? `${cdnBase}/${versionHtmlKey(c, id)}` : '';
  };
  return {
    version: 1,
    cdnBase,
    routes: m.routes.map((r) => ({ ...r, html: htmlOf(r.campaign) })),
    catchAll: { campaign: catchAllCampaign, html: htmlOf(catchAllCampaign) },
    generation: base.generation + 1,
    updatedAt: new Date().toISOString(),
    campaigns,
  };
}

const manifestBody = (m: PublishedManifest) => Buffer.from(`${JSON.stringify(m, null, 2)}\n`);

/**
 * Makes a manifest live: its generation is created once under manifests/ (a second publisher
 * that raced us finds it taken and fails instead of overwriting), then copied onto the live key
 * with an atomic replace.
 */
export async function commitManifest(
  origin: Origin,
  next: PublishedManifest,
  progress: Progress,
): Promise<void> {
  const live = await readLiveManifest(origin);
  if ((live?.generation ?? 0) !== next.generation - 1) {
    throw new PublishError(
      `the live manifest changed while this ran (another publish or rollback?); nothing changed, run again`,
    );
  }
  // A publish interrupted between the two writes leaves a generation file that never went live;
  // the next one steps over it instead of being stuck on "already exists".
  const taken = (await origin.list(MANIFEST_HISTORY_PREFIX))
    .map((k) => Number(/(\d+)\.json$/.exec(k)?.[1] ?? 0))
    .reduce((a, b) => Math.max(a, b), 0);
  if (taken >= next.generation) next.generation = taken + 1;
  const body = manifestBody(next);
  const key = `${MANIFEST_HISTORY_PREFIX}${String(next.generation).padStart(6, '0')}.json`;
  const created = await origin.putNew(key, body, { contentType: contentTypeOf(key), cacheControl: NO_CACHE });
  if (!created) {
    throw new PublishError(
      `manifest generation ${next.generation} already exists: another publish ran at the same time; nothing changed, run again`,
    );
  }
  await origin.put(LIVE_MANIFEST_KEY, body, {
    contentType: contentTypeOf(LIVE_MANIFEST_KEY),
    cacheControl: NO_CACHE,
  });
  progress(`manifest generation ${next.generation} is live`);
}

export interface UploadOptions {
  origin: Origin;
  campaign: string;
  routes: CampaignRoutes;
  files: DistFile[];
  commit: string;
  kind: 'live' | 'preview';
  cdnBase?: string;
  catchAllCampaign?: string;
  progress?: Progress;
  now?: () => Date;
  /**
   * Runs once the version's files are on the origin and before the manifest changes (the review
   * and its gate): what it returns is recorded in the version; throwing leaves the live site as
   * it was.
   */
  beforeManifest?: (id: string) => Promise<Pick<PublishedVersion, 'review' | 'forced'>>;
}

export interface UploadResult {
  id: string;
  uploaded: number;
  reused: number;
  manifest: PublishedManifest;
  /** The version's HTML URL on the CDN. */
  htmlUrl: string;
}

/** Uploads a built campaign and (for `live`) makes it live. */
export async function uploadVersion(opts: UploadOptions): Promise<UploadResult> {
  const progress = opts.progress ?? (() => {});
  const { origin, campaign, files } = opts;
  const now = opts.now ?? (() => new Date());
  const html = files.find((f) => f.rel === 'index.html');
  if (!html) throw new PublishError(`the build of ${campaign} has no index.html; nothing published`);
  if (campaign === RUNTIME_FOLDER || `${campaign}/` === MANIFEST_HISTORY_PREFIX) {
    throw new PublishError(
      `"${campaign}" names a folder of the origin itself, not a campaign; nothing published`,
    );
  }
  if (opts.routes.campaign !== campaign) {
    throw new PublishError(`routes declare campaign "${opts.routes.campaign}", expected "${campaign}"`);
  }

  progress(`checking ${origin.describe}`);
  try {
    await origin.check();
  } catch (e) {
    throw new PublishError(`origin unreachable: ${(e as Error).message}; nothing published`);
  }
  const current = await readLiveManifest(origin);
  const cdnBase = normalizeCdnBase(opts.cdnBase);
  if (current && current.cdnBase !== cdnBase) {
    throw new PublishError(
      `the origin is published for CDN base "${current.cdnBase}" but this build uses "${cdnBase}"; nothing published`,
    );
  }
  const base = current ?? emptyManifest(cdnBase);

  const id = versionId(files);
  // Runtime files first: the campaign's chunks import them. They live beside the campaigns,
  // shared, so the key has no campaign folder; created once, like every hashed file.
  const assets = files
    .filter((f) => f.rel !== 'index.html')
    .sort((a, b) => Number(isRuntimeFile(b)) - Number(isRuntimeFile(a)));
  let uploaded = 0;
  let reused = 0;
  for (const [i, f] of assets.entries()) {
    const key = isRuntimeFile(f) ? f.rel : `${campaign}/${f.rel}`;
    const put = {
      contentType: contentTypeOf(key),
      cacheControl: cacheControlOf(key),
      contentEncoding: contentEncodingOf(key),
    };
    if (put.cacheControl !== NO_CACHE) {
      if (await origin.putNew(key, f.body, put)) uploaded++;
      else {
        const existing = await origin.get(key);
        if (existing && !existing.equals(f.body)) {
          throw new PublishError(
            `${key} is already published with different bytes; published files are immutable, so give it a content hash (import it from src/); live site unchanged`,
          );
        }
        reused++;
      }
    } else {
      throw new PublishError(
        `${f.rel}: only index.html may be unhashed HTML/JSON in a build; nothing made live`,
      );
    }
    if ((i + 1) % 10 === 0 || i === assets.length - 1) {
      progress(`assets ${i + 1}/${assets.length} (${uploaded} new, ${reused} already there)`);
    }
  }
  const htmlKey = versionHtmlKey(campaign, id);
  await origin.put(htmlKey, html.body, { contentType: contentTypeOf(htmlKey), cacheControl: NO_CACHE });
  progress(`html ${htmlKey}`);
  const checked = opts.beforeManifest ? await opts.beforeManifest(id) : {};

  const prev = base.campaigns[campaign];
  const known = prev?.versions.find((v) => v.id === id);
  const version: PublishedVersion = {
    id,
    time: now().toISOString(),
    commit: opts.commit,
    // Previewing a build that is already live must not hide it from rollback's history.
    kind: opts.kind === 'live' || known?.kind === 'live' ? 'live' : 'preview',
    paths: routePaths(opts.routes),
    files: files.length,
    ...checked,
  };
  const state: CampaignState = {
    live: opts.kind === 'live' ? id : (prev?.live ?? null),
    title: opts.routes.title,
    versions: [version, ...(prev?.versions ?? []).filter((v) => v.id !== id)].slice(0, HISTORY_LIMIT),
  };
  const next = deriveManifest(base, { ...base.campaigns, [campaign]: state }, opts.catchAllCampaign);
  await commitManifest(origin, next, progress);
  return { id, uploaded, reused, manifest: next, htmlUrl: `${cdnBase}/${htmlKey}` };
}

/** Makes an earlier version live again, without rebuilding. Default: the one before the live one. */
export async function rollback(
  origin: Origin,
  campaign: string,
  id: string | undefined,
  progress: Progress = () => {},
  catchAllCampaign?: string,
): Promise<{ id: string; manifest: PublishedManifest }> {
  const current = await readLiveManifest(origin);
  const state = current?.campaigns[campaign];
  if (!current || !state)
    throw new PublishError(`${campaign} has never been published to ${origin.describe}`);
  let target: PublishedVersion | undefined;
  if (id !== undefined) {
    target = state.versions.find((v) => v.id === id);
    if (!target) {
      const known = state.versions.map((v) => v.id).join(', ');
      throw new PublishError(`${campaign} has no version "${id}" (known: ${known}); nothing changed`);
    }
  } else {
    // Versions are kept in publish order, so "the one before" walks back one step per call.
    const at = state.versions.findIndex((v) => v.id === state.live);
    target = state.versions.slice(at + 1).find((v) => v.kind === 'live');
    if (!target) throw new PublishError(`${campaign} has no earlier live version to roll back to`);
  }
  const chosen = target;
  if (!(await origin.get(versionHtmlKey(campaign, chosen.id)))) {
    throw new PublishError(
      `the HTML of ${campaign} version ${chosen.id} is missing on the origin; nothing changed`,
    );
  }
  const next = deriveManifest(
    current,
    { ...current.campaigns, [campaign]: { ...state, live: chosen.id } },
    catchAllCampaign ?? current.catchAll.campaign,
  );
  await commitManifest(origin, next, progress);
  return { id: chosen.id, manifest: next };
}

export function listLines(m: PublishedManifest | null, recent = 5): string[] {
  if (!m || Object.keys(m.campaigns).length === 0) return ['nothing published yet'];
  const lines = [`manifest generation ${m.generation}, updated ${m.updatedAt}`];
  for (const c of Object.keys(m.campaigns).sort()) {
    const s = m.campaigns[c]!;
    lines.push(`${c}: live ${s.live ?? '(none)'}`);
    for (const v of s.versions.slice(0, recent)) {
      const mark = v.id === s.live ? '*' : ' ';
      const review = v.review
        ? `  review: ${v.review.findings} finding${v.review.findings === 1 ? '' : 's'}`
        : '';
      lines.push(`  ${mark} ${v.id}  ${v.time}  ${v.commit.slice(0, 10)}  ${v.kind}${review}`);
      if (v.forced) lines.push(`      made live despite its perception gate: ${JSON.stringify(v.forced)}`);
    }
  }
  return lines;
}
