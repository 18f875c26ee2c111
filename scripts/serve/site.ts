// The local site: the built campaigns served by the manifest, as the CDN edge would, with the
// sandbox API on the same origin. `start` runs it on port 8001; every e2e worker runs its own
// on a free port.

import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { handleControl, type Sandbox } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { htmlFor, type Manifest } from '../manifest/manifest.ts';
import { RUNTIME_FOLDER } from '../publish/publish.ts';
import { appSiteFrom, WELL_KNOWN_CACHE, WELL_KNOWN_TYPE, wellKnownFiles } from './appSite.ts';
import { indexPage } from './indexPage.ts';
import { liveOrigin, PREVIEW_PARAM, publishedPage } from './origin.ts';
import { createPreviewHandler, genericImageOf } from './preview.ts';

export interface SiteOptions {
  sandbox: Sandbox;
  manifest: Manifest;
  /** Where `<cdnBase>/<campaign>/…` files are read from: each campaign's dist folder. */
  campaignDirs: Record<string, string>;
  campaigns: CampaignRoutes[];
  /**
   * A folder origin written by `publish` (`.cdn/`). When it holds a live manifest, published
   * campaigns are served from it as the CDN would (re-read on change, so a publish or rollback
   * shows on the next load, and `?h5_preview=<version>` opens a preview); campaigns it does not
   * hold are still served from `campaignDirs`.
   */
  originDir?: string;
  /**
   * The app-link files' configuration (appSite.ts: H5_APP_SITE, with H5_APP_LINKS); read from the
   * environment when not given. Unset: no well-known file is served.
   */
  appSite?: { site?: string; links?: string };
  /** Whether the build's Brotli copies are sent (default); false measures a gzip-only server (the bench's --gzip). */
  brotli?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

export function createSiteHandler(opts: SiteOptions) {
  const cdnPrefix = `${opts.manifest.cdnBase.replace(/\/$/, '')}/`;
  const origin = opts.originDir ? liveOrigin(opts.originDir) : null;
  const serve = (req: IncomingMessage, res: ServerResponse, root: string, rel: string, status = 200) =>
    serveFile(req, res, root, rel, status, opts.brotli ?? true);
  const wellKnown = wellKnownFiles(
    appSiteFrom(
      opts.appSite?.site ?? process.env.H5_APP_SITE,
      opts.appSite?.links ?? process.env.H5_APP_LINKS,
    ),
  );
  // Crawlers' previews read the sandbox through this server's own address, as the edge's preview
  // service reads the API (a TLS site's self-signed certificate would refuse it: generic previews).
  let preview: ReturnType<typeof createPreviewHandler> | null = null;
  const previewFor = (req: IncomingMessage) =>
    (preview ??= createPreviewHandler({
      apiBase: `http://127.0.0.1:${req.socket.localPort}`,
      genericImage: genericImageOf(opts.campaignDirs.share),
    }));

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (await handleControl(opts.sandbox, req, res)) return;
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
      res.end(indexPage(opts.campaigns));
      return;
    }
    if (path.startsWith(cdnPrefix)) {
      const rest = path.slice(cdnPrefix.length);
      const slash = rest.indexOf('/');
      if (origin?.manifest() && serve(req, res, origin.dir, rest)) return;
      const dir = slash > 0 ? opts.campaignDirs[rest.slice(0, slash)] : undefined;
      if (dir && serve(req, res, dir, rest.slice(slash + 1))) return;
      // The shared runtime is not a campaign: every build carries the runtime files it uses.
      if (rest.startsWith(`${RUNTIME_FOLDER}/`)) {
        for (const d of Object.values(opts.campaignDirs)) if (serve(req, res, d, rest)) return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const known = wellKnown[path];
    if (known !== undefined) {
      res.writeHead(200, { 'content-type': WELL_KNOWN_TYPE, 'cache-control': WELL_KNOWN_CACHE });
      res.end(req.method === 'HEAD' ? undefined : known);
      return;
    }
    if (await previewFor(req)(req, res)) return;
    const isPagePath = path.startsWith('/v/') || path.startsWith('/g/v/') || path === '/v' || path === '/g/v';
    if (!isPagePath && (await opts.sandbox.handle(req, res))) return;
    const published = origin?.manifest();
    if (published && origin) {
      const hit = publishedPage(published, opts.manifest, path, url.searchParams.get(PREVIEW_PARAM));
      if (hit && serve(req, res, origin.dir, hit.key, hit.status)) return;
    }
    const page = htmlFor(opts.manifest, path);
    const dir = opts.campaignDirs[page.campaign];
    const file = dir ? join(dir, 'index.html') : null;
    if (!file || !existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end(`Campaign ${page.campaign} is not built`);
      return;
    }
    serve(req, res, dir!, 'index.html', page.catchAll ? 404 : 200);
  };
}

function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rel: string,
  status: number,
  brotli: boolean,
): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return false;
  }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(normalize(root) + sep) && file !== normalize(root)) return false;
  if (!existsSync(file) || !statSync(file).isFile()) return false;
  const ext = extname(file);
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    // Hashed assets never change; the HTML is the one mutable file of a campaign.
    'cache-control':
      ext === '.html' || (ext === '.json' && !file.includes(`${sep}assets${sep}`))
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  const served = encodedFile(file, String(req.headers['accept-encoding'] ?? ''), brotli);
  if (served.encoding) headers['content-encoding'] = served.encoding;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const stream = createReadStream(served.file);
  (served.compress ? stream.pipe(createGzip()) : stream).pipe(res);
  return true;
}

/** Whether an Accept-Encoding header accepts `coding` (named, not refused with q=0). */
export function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return name === coding && (q === undefined || Number(q) > 0);
  });
}

/**
 * What to send for `file`: the build's Brotli copy beside it (`.br`, vite-preset compress.ts) to a
 * browser that accepts br, else its gzip copy (`.gz`), else a text file gzipped on the fly (a build
 * from before the copies, the HTML), else the file as it is.
 */
export function encodedFile(
  file: string,
  acceptEncoding: string,
  brotli = true,
): { file: string; encoding?: 'br' | 'gzip'; compress?: true } {
  if (brotli && accepts(acceptEncoding, 'br') && existsSync(`${file}.br`))
    return { file: `${file}.br`, encoding: 'br' };
  if (!accepts(acceptEncoding, 'gzip')) return { file };
  if (existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' };
  return COMPRESSIBLE.has(extname(file)) ? { file, encoding: 'gzip', compress: true } : { file };
}

export async function startSite(
  opts: SiteOptions & {
    port: number;
    host?: string;
    /** Served over HTTP/2 with this certificate, as the CDN serves the pages (HTTP/1.1 besides). */
    tls?: { key: string; cert: string };
  },
): Promise<{ server: Server; url: string }> {
  const handle = createSiteHandler(opts);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((e) => {
      console.error('[site]', e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  };
  // The HTTP/2 compatibility API's request and response stand in for HTTP/1.1's here.
  const server = opts.tls
    ? (createSecureServer({ ...opts.tls, allowHTTP1: true }, listener as never) as unknown as Server)
    : createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `${opts.tls ? 'https' : 'http'}://localhost:${port}` };
}
