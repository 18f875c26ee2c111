// Link previews for messengers (issue 49). A crawler (WhatsApp, Facebook, Telegram, X…) reads the
// HTML of a shared link and never runs its script, so the built page's one generic set of tags is
// all it would see. For a crawler's request of a share path, this module answers a small HTML
// document whose Open Graph and Twitter tags carry that item's own title, description, absolute
// cover and canonical URL. Both serving paths use it: the local site (`npm start`, the e2e
// webServer) answers crawlers itself, and the nginx edge proxies crawlers' requests of these
// paths to the preview service (`previewServer.ts`) and everyone else gets the page as before.
//
// Every value is escaped (server text never becomes markup); an unknown item, a failing API or one
// slower than `timeoutMs` gives the generic preview, never an error page; an item's read is
// cached briefly, and concurrent requests for it share one call, so a link shared in a big group
// does not multiply calls.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import shareRoutes from '../../campaigns/share/src/routes.ts';
import {
  NUMERIC_ID,
  PLAYLIST_KEYS,
  RECORDING_ID,
  RECORDING_KEYS,
  ROOM_KEYS,
  USER_KEYS,
} from '../../campaigns/share/src/shareLink.ts';
import { DEFAULT_SHARE_META } from '../../campaigns/share/src/shareMeta.ts';
import { pathForms } from '../manifest/manifest.ts';

/**
 * The link-preview crawlers, as one case-insensitive regex source: nginx's `map` uses the same
 * text (nginx.ts), so the edge and the local site agree on who is a crawler. Only the crawlers'
 * own tokens: the in-app browsers of these apps (FBAN, FB_IAB, Telegram's web view) send a
 * person's user agent and get the page.
 */
export const CRAWLER_UA_SOURCE =
  'facebookexternalhit|Facebot|Twitterbot|WhatsApp|TelegramBot|Slackbot|LinkedInBot|Discordbot|Pinterestbot|SkypeUriPreview|vkShare|redditbot|Embedly';
const CRAWLER_UA = new RegExp(CRAWLER_UA_SOURCE, 'i');

export function isCrawler(userAgent: string | undefined | null): boolean {
  return !!userAgent && CRAWLER_UA.test(userAgent);
}

/** How long one item's read may take before the generic preview answers instead. */
export const PREVIEW_TIMEOUT_MS = 1500;
/** How long an item's preview is kept: a group's crawls of one link make one call. */
export const PREVIEW_CACHE_MS = 60_000;
/** A failed or slow read is retried sooner than a good one is refreshed. */
export const PREVIEW_FAILURE_CACHE_MS = 5_000;
const CACHE_ENTRIES = 1000;

/**
 * Spec 9's widest image tier. Not from the spec: that covers and avatars are square, so 800 × 800
 * (docs/api-gaps.md, share pages).
 */
export const COVER_TIER = 800;
/** The generic image the share build draws (campaigns/share/build/ogImage.ts). */
export const GENERIC_IMAGE_SIZE = { width: 600, height: 315 } as const;

export type ItemKind = 'recording' | 'profile' | 'playlist' | 'live' | 'ktv' | 'valentine' | 'invite';
export interface PreviewTarget {
  kind: ItemKind;
  /** Null when the link names no well-formed id: the generic preview, without a call. */
  id: string | null;
}

/** The invite campaign's shared link and its inviter's id (campaigns/invite/src/routes.ts `SHARE_READ`). */
export const INVITE_PATH = '/v/share-newpull';
const INVITER_ID = /^[1-9]\d{0,11}$/;

const SCREEN_KIND: Record<string, ItemKind> = {
  recording: 'recording',
  profile: 'profile',
  playlist: 'playlist',
  liveRoom: 'live',
  ktvRoom: 'ktv',
};

/** Every share path (both forms of a `/v/` path) and what it shares, from the share campaign's routes. */
export const SHARE_PATHS: ReadonlyArray<{ path: string; kind: ItemKind }> = (() => {
  const out: { path: string; kind: ItemKind }[] = [];
  for (const r of shareRoutes.routes) {
    const kinds = new Set(
      [r.screen, ...(r.children ?? []).map((c) => c.screen)].map((s) => SCREEN_KIND[s ?? '']).filter(Boolean),
    );
    // A redirect (`/v/T24156` → solo-share) shares what it leads to: a recording on every such path.
    const kind = kinds.size === 1 ? [...kinds][0]! : r.redirect ? 'recording' : null;
    if (kind) for (const p of pathForms(r.path)) out.push({ path: p, kind });
  }
  // The invite campaign's shared link (campaigns/invite): who invites the newcomer.
  for (const p of pathForms(INVITE_PATH)) out.push({ path: p, kind: 'invite' });
  return out;
})();

/** The valentine card's own page (campaigns/valentine): `/v/valentine-card/card/<id>`. */
const VALENTINE_CARD = /^(?:\/g)?\/v\/valentine-card\/card\/([^/]+)\/?$/;
const CARD_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const VALENTINE_CARD_PATH = '/v/valentine-card/card/';

function firstId(q: URLSearchParams, keys: readonly string[], pattern: RegExp): string | null {
  for (const key of keys) {
    const v = q.get(key)?.trim();
    if (v) return pattern.test(v) ? v : null;
  }
  return null;
}

/** What a request's path shares, or null when it is not a share path (the page answers as usual). */
export function previewTargetOf(pathname: string, query: URLSearchParams): PreviewTarget | null {
  const card = VALENTINE_CARD.exec(pathname);
  if (card) {
    const id = decodeURIComponent(card[1]!);
    return { kind: 'valentine', id: CARD_ID.test(id) ? id : null };
  }
  const hit = SHARE_PATHS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  if (!hit) return null;
  const id =
    hit.kind === 'recording'
      ? firstId(query, RECORDING_KEYS, RECORDING_ID)
      : hit.kind === 'profile'
        ? firstId(query, USER_KEYS, NUMERIC_ID)
        : hit.kind === 'playlist'
          ? firstId(query, PLAYLIST_KEYS, NUMERIC_ID)
          : hit.kind === 'invite'
            ? firstId(query, ['user_id'], INVITER_ID)
            : firstId(query, ROOM_KEYS, NUMERIC_ID);
  return { kind: hit.kind, id };
}

// ---- the texts (English and Arabic, the page's languages) ----

export type PreviewLang = 'en' | 'ar';
export const PREVIEW_TEXTS = {
  sungOn: { en: 'Sung on StarMaker', ar: 'غُنّيت على StarMaker' },
  singer: { en: 'A singer on StarMaker', ar: 'مغنٍّ على StarMaker' },
  playlist: { en: 'A playlist on StarMaker', ar: 'قائمة تشغيل على StarMaker' },
  liveNow: { en: 'Live on StarMaker now', ar: 'مباشر على StarMaker الآن' },
  roomClosed: { en: 'A room on StarMaker', ar: 'غرفة على StarMaker' },
  card: { en: 'A valentine card for you', ar: 'بطاقة عيد الحب لك' },
  invites: { en: '{name} invites you to StarMaker', ar: '{name} يدعوك إلى StarMaker' },
  join: { en: 'Join me on StarMaker', ar: 'انضم إليّ على StarMaker' },
  genericTitle: { en: DEFAULT_SHARE_META.title, ar: 'StarMaker: غنِّ وشارك في الدويتو وابدأ البث المباشر' },
  genericDescription: {
    en: DEFAULT_SHARE_META.description,
    ar: 'استمع إلى هذا على StarMaker، وغنِّ الجزء الآخر مع أصدقائك، أو انضم إلى الغرفة المباشرة.',
  },
} as const;

export const langOf = (q: URLSearchParams): PreviewLang => (q.get('lang')?.startsWith('ar') ? 'ar' : 'en');

// ---- the item's read ----

export interface ImageMeta {
  url: string;
  width: number;
  height: number;
}
export interface PreviewMeta {
  title: string;
  description: string;
  /** Absolute, or relative to the page's origin (made absolute when rendered). */
  image: ImageMeta | null;
  type: 'music.song' | 'profile' | 'website';
}

/** Spec 9's tier name: `cover.jpg` → `cover@800.jpg` (packages/ui-kit/src/image.tsx `tierUrl`). */
export function coverTier(src: string): ImageMeta | null {
  if (!src) return null;
  const q = src.search(/[?#]/);
  const path = q === -1 ? src : src.slice(0, q);
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return { url: src, width: COVER_TIER, height: COVER_TIER };
  const url = `${path.slice(0, dot)}@${COVER_TIER}${path.slice(dot)}${q === -1 ? '' : src.slice(q)}`;
  return { url, width: COVER_TIER, height: COVER_TIER };
}

interface Call {
  path: string;
  meta: (data: never, lang: PreviewLang) => PreviewMeta;
}
type Json = Record<string, never>;
const num = (n: unknown, lang: PreviewLang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en').format(Number(n) || 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const join2 = (a: string, b: string) => (a && b ? `${a} · ${b}` : a || b);

/** The calls the pages themselves make (packages/core-api/src/contracts/share.ts, valentine.ts). */
function callFor(t: PreviewTarget & { id: string }): Call {
  const id = encodeURIComponent(t.id);
  switch (t.kind) {
    case 'recording':
      return {
        path: `/api/recordings/${id}/share/detail`,
        meta: (d: { song?: Json; user?: Json; recording?: Json }, lang) => ({
          title: join2(str(d.song?.name), str(d.user?.name)),
          description: `${PREVIEW_TEXTS.sungOn[lang]} · ♥ ${num(d.recording?.like_num, lang)}`,
          image: coverTier(str(d.recording?.cover_image)),
          type: 'music.song',
        }),
      };
    case 'profile':
      return {
        path: `/web/share/profile?uid=${id}`,
        meta: (d: { user?: Json; bio?: string }, lang) => ({
          title: str(d.user?.name),
          description: str(d.bio) || PREVIEW_TEXTS.singer[lang],
          image: coverTier(str(d.user?.profile_image)),
          type: 'profile',
        }),
      };
    case 'playlist':
      return {
        path: `/web/share/playlist?id=${id}`,
        meta: (d: { title?: string; cover_image?: string; owner?: Json }, lang) => ({
          title: join2(str(d.title), str(d.owner?.name)),
          description: PREVIEW_TEXTS.playlist[lang],
          image: coverTier(str(d.cover_image)),
          type: 'website',
        }),
      };
    case 'live':
    case 'ktv':
      return {
        path: `/web/share/room?kind=${t.kind}&room_id=${id}`,
        meta: (d: { title?: string; cover_image?: string; host?: Json; is_open?: boolean }, lang) => ({
          title: join2(str(d.title), str(d.host?.name)),
          description: d.is_open ? PREVIEW_TEXTS.liveNow[lang] : PREVIEW_TEXTS.roomClosed[lang],
          image: coverTier(str(d.cover_image)),
          type: 'website',
        }),
      };
    case 'invite':
      return {
        path: `/share/invite/share?user_id=${id}`,
        meta: (d: { inviter?: Json; perks?: unknown }, lang) => {
          const name = str(d.inviter?.stage_name);
          const perks = Array.isArray(d.perks) ? d.perks.filter((p) => typeof p === 'string') : [];
          return {
            title: name ? PREVIEW_TEXTS.invites[lang].replace('{name}', () => name) : '',
            description: perks.length > 0 ? perks.join(' · ') : PREVIEW_TEXTS.join[lang],
            image: coverTier(str(d.inviter?.avatar)),
            type: 'website',
          };
        },
      };
    case 'valentine':
      return {
        path: `/valentine/card/${id}`,
        meta: (d: { from?: Json; message?: string; recording?: { cover_image?: string } }, lang) => ({
          title: join2(PREVIEW_TEXTS.card[lang], str(d.from?.stage_name)),
          description: str(d.message),
          image: coverTier(str(d.recording?.cover_image)),
          type: 'website',
        }),
      };
  }
}

export interface PreviewerOptions {
  /** The API host the calls go to, e.g. `http://127.0.0.1:4010` (the sandbox, or the real API). */
  apiBase: string;
  timeoutMs?: number;
  cacheMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The previews of items, read from the API with a bound time and a brief cache. */
export function createPreviewer(opts: PreviewerOptions) {
  const timeoutMs = opts.timeoutMs ?? PREVIEW_TIMEOUT_MS;
  const cacheMs = opts.cacheMs ?? PREVIEW_CACHE_MS;
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { until: number; meta: Promise<PreviewMeta | null> }>();

  async function read(t: PreviewTarget & { id: string }, lang: PreviewLang): Promise<PreviewMeta | null> {
    const call = callFor(t);
    const res = await doFetch(new URL(call.path, opts.apiBase), {
      headers: { accept: 'application/json', lang },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: number; data?: unknown };
    if (body.code !== 0 || !body.data || typeof body.data !== 'object') return null;
    const meta = call.meta(body.data as never, lang);
    return meta.title ? meta : null;
  }

  /** The item's preview, or null for the generic one (no id, unknown item, failing or slow API). */
  return function previewOf(t: PreviewTarget, lang: PreviewLang): Promise<PreviewMeta | null> {
    if (t.id === null) return Promise.resolve(null);
    const key = `${t.kind}:${t.id}:${lang}`;
    const at = now();
    const hit = cache.get(key);
    if (hit && hit.until > at) return hit.meta;
    let failed = false;
    const meta = Promise.race([
      read({ ...t, id: t.id }, lang),
      new Promise<null>((r) =>
        (setTimeout(r, timeoutMs) as unknown as { unref?: () => void }).unref?.(),
      ).then(() => {
        failed = true;
        return null;
      }),
    ]).catch(() => {
      failed = true;
      return null;
    });
    const entry = { until: at + cacheMs, meta };
    void meta.then(() => {
      if (failed) entry.until = Math.min(entry.until, now() + PREVIEW_FAILURE_CACHE_MS);
    });
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return meta;
  };
}

// ---- the document ----

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** `https://host` from the request: the edge's forwarded scheme and host, checked. */
export function publicOriginOf(
  headers: Record<string, string | string[] | undefined>,
  fallback: string,
): string {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const proto = first(headers['x-forwarded-proto']);
  const host = first(headers['x-forwarded-host']) ?? first(headers.host);
  const scheme = proto === 'https' || proto === 'http' ? proto : new URL(fallback).protocol.slice(0, -1);
  return host && /^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host) ? `${scheme}://${host}` : fallback;
}

export interface RenderInput {
  meta: PreviewMeta | null;
  lang: PreviewLang;
  /** The shared link itself, absolute: the canonical URL. */
  url: string;
  /** The generic image (the share build's og image), absolute or relative to the link's origin. */
  genericImage: ImageMeta | null;
}

/** The HTML a crawler gets: the item's tags, or the generic ones, and a readable body. */
export function previewHtml({ meta, lang, url, genericImage }: RenderInput): string {
  const m: PreviewMeta = meta ?? {
    title: PREVIEW_TEXTS.genericTitle[lang],
    description: PREVIEW_TEXTS.genericDescription[lang],
    image: genericImage,
    type: 'website',
  };
  const image = m.image ?? genericImage;
  const abs = image ? { ...image, url: new URL(image.url, url).href } : null;
  type Tag = readonly ['property' | 'name', string, string];
  const tags: Tag[] = [
    ['property', 'og:type', m.type],
    ['property', 'og:site_name', 'StarMaker'],
    ['property', 'og:url', url],
    ['property', 'og:title', m.title],
    ['property', 'og:description', m.description],
    ['property', 'og:locale', lang === 'ar' ? 'ar_AR' : 'en_US'],
    ...(abs
      ? ([
          ['property', 'og:image', abs.url],
          ['property', 'og:image:width', String(abs.width)],
          ['property', 'og:image:height', String(abs.height)],
          ['property', 'og:image:alt', m.title],
        ] satisfies Tag[])
      : []),
    ['name', 'twitter:card', abs ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', m.title],
    ['name', 'twitter:description', m.description],
    ...(abs ? ([['name', 'twitter:image', abs.url]] satisfies Tag[]) : []),
  ];
  const e = escapeHtml;
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(m.title)}</title>`,
    `<meta name="description" content="${e(m.description)}">`,
    `<link rel="canonical" href="${e(url)}">`,
    ...tags.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${e(content)}">`),
    '</head>',
    '<body>',
    // Server text in either direction (a room named in English, its host in Arabic).
    `<h1 dir="auto">${e(m.title)}</h1>`,
    `<p>${e(m.description)}</p>`,
    // Scaled to the screen, for whoever opens the document itself.
    abs
      ? `<img src="${e(abs.url)}" alt="" width="${abs.width}" height="${abs.height}" style="max-width:100%;height:auto">`
      : '',
    `<p><a href="${e(url)}">${e(url)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The generic image the share build wrote into its HTML (`og:image`), or null when not built. */
export function genericImageOf(shareDist: string | undefined): ImageMeta | null {
  if (!shareDist) return null;
  try {
    const html = readFileSync(join(shareDist, 'index.html'), 'utf8');
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    return url ? { url: url.replace(/&amp;/g, '&'), ...GENERIC_IMAGE_SIZE } : null;
  } catch {
    return null;
  }
}

export interface PreviewHandlerOptions extends PreviewerOptions {
  genericImage: ImageMeta | null;
  /** The public origin of the links (`https://share.example`); from the request's headers otherwise. */
  publicOrigin?: string;
}

/**
 * Cache-Control of a preview: the crawler may keep it as long as the item's read is kept; never a
 * shared cache, which could hand the preview document to a person asking for the same URL.
 */
export const PREVIEW_CACHE_CONTROL = `private, max-age=${PREVIEW_CACHE_MS / 1000}`;

/**
 * Answers a crawler's request of a share path with its preview; returns false (nothing sent) when
 * the request is not one: a person, another path or another method.
 */
export function createPreviewHandler(opts: PreviewHandlerOptions) {
  const previewOf = createPreviewer(opts);
  return async function handlePreview(
    req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
    res: { writeHead(status: number, headers: Record<string, string>): unknown; end(body?: string): unknown },
    { force = false }: { force?: boolean } = {},
  ): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!force && !isCrawler(String(req.headers['user-agent'] ?? ''))) return false;
    const origin = opts.publicOrigin ?? publicOriginOf(req.headers, 'http://localhost');
    const url = new URL(req.url ?? '/', origin);
    const target = previewTargetOf(url.pathname, url.searchParams);
    if (!target) return false;
    const lang = langOf(url.searchParams);
    const meta = await previewOf(target, lang);
    const html = previewHtml({ meta, lang, url: url.href, genericImage: opts.genericImage });
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': PREVIEW_CACHE_CONTROL,
      vary: 'User-Agent',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  };
}
