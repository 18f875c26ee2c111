// Generates the edge's nginx.conf from the manifest: page paths answer with the HTML their
// manifest entry names (query untouched, no redirect), hashed assets are immutable, HTML is
// revalidated, and unknown paths get the catch-all page with status 404.
//
// Two manifests feed it: the build manifest (HTML at `<cdnBase>/<c>/index.html`, served from each
// campaign's dist folder) and a folder origin's live manifest written by `publish` (HTML at
// `<cdnBase>/<c>/versions/<id>/index.html`). The live version ids are written into the config,
// so it must be regenerated and nginx reloaded after every publish, preview or rollback.
import path from 'node:path';
import { PREVIEW_PARAM, type PublishedManifest, RUNTIME_FOLDER, versionHtmlKey } from '../publish/publish.ts';
import { CRAWLER_UA_SOURCE, SHARE_PATHS, VALENTINE_CARD_PATH } from '../serve/preview.ts';
import { isRemoteCdn, type Manifest, pathForms, publishedPrefix } from './manifest.ts';

export interface NginxOptions {
  listen: number;
  /** Local mode (cdnBase is a path): campaign -> its dist folder, served at `<cdnBase>/<campaign>/`. */
  campaignDirs?: Record<string, string>;
  /** e.g. `http://127.0.0.1:4010`: non-page, non-CDN requests that are not page navigations go there. */
  apiUpstream?: string;
  pidFile?: string;
  errorLog?: string;
  /** File path, or `off`. */
  accessLog?: string;
  /** Folder for nginx's temp files, so it runs unprivileged. */
  tempDir?: string;
  /** Emit `daemon off;` (leave unset when starting with `-g 'daemon off;'`). */
  daemonOff?: boolean;
  /**
   * A folder origin written by `publish` (`.cdn/`), with `m` its live manifest: the CDN base path
   * is served from the folder, pages answer with their live version's HTML there, and
   * `?h5_preview=<id>` picks another version of the page's campaign when the folder holds it.
   * Not with `campaignDirs`. Ignored for the CDN files when cdnBase is a remote URL (pages are
   * then proxied to the HTML the manifest names, as for the build manifest).
   */
  originDir?: string;
  /**
   * The preview service (scripts/serve/previewServer.ts), e.g. `http://127.0.0.1:4020`: crawlers'
   * requests of share paths go there for the item's own link preview; people get the page.
   */
  previewUpstream?: string;
  /** Files answered at their path as JSON (the app-link files of scripts/serve/appSite.ts). */
  wellKnown?: Record<string, string>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const CATCH_ALL_LOCATION = '@h5_catch_all';
export const PREVIEW_LOCATION = '@h5_preview';
/** An unused status that sends a crawler's request to the preview service (`error_page … = @h5_preview`). */
export const PREVIEW_STATUS = 418;
/** How long the edge waits for the preview service; it answers within its own bound well before. */
export const PREVIEW_PROXY_TIMEOUT_S = 5;
/** The well-formed preview id of the request, or NO_PREVIEW: the only form of it that reaches a path. */
export const PREVIEW_VAR = '$h5_preview';
/** A version folder `publish` never creates (its ids are hex), so trying it always falls through. */
export const NO_PREVIEW = '-';
/** What `publish` makes version ids of (`isVersionId`); nginx.test.ts checks they agree. */
export const VERSION_ID_PATTERN = '^[a-f0-9]{12}$';

const MIME_TYPES: Record<string, string> = {
  'text/html': 'html htm',
  'text/css': 'css',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'text/plain': 'txt',
  'image/svg+xml': 'svg svgz',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/wasm': 'wasm',
};

const GZIP_TYPES = [
  'text/css',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/plain',
];

/** nginx string literal: quoted, with `"` and `\` escaped. Manifest paths are already restricted. */
function q(s: string): string {
  return `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function indent(lines: string[], n: number): string[] {
  const pad = ' '.repeat(n);
  return lines.map((l) => (l === '' ? l : pad + l));
}

/**
 * HTML URLs go unquoted into `rewrite`, `try_files` and `proxy_pass`; a manifest read from an
 * origin may have been edited by hand, so only the characters publish and build ever use pass.
 */
const SAFE_HTML = /^(?:https?:\/\/[A-Za-z0-9._-]+(?::\d+)?)?\/[A-Za-z0-9._~@+,=/-]*$/;
const SAFE_ROUTE_PATH = /^\/[A-Za-z0-9._~+,=@-]+(?:\/[A-Za-z0-9._~+,=@-]+)*$/;
const SAFE_CAMPAIGN = /^[a-z0-9][a-z0-9._-]*$/;

interface Page {
  campaign: string;
  html: string;
}

function checkPage(p: Page, what: string): void {
  if (!SAFE_CAMPAIGN.test(p.campaign)) throw new Error(`nginxConfig: ${what} has campaign "${p.campaign}"`);
  if (!SAFE_HTML.test(p.html)) throw new Error(`nginxConfig: ${what} has HTML URL "${p.html}"`);
}

/** Origin key of a published version's HTML; throws when `html` names anything else. */
function versionKey(m: Manifest, p: Page, what: string): string {
  const prefix = `${m.cdnBase}/`;
  const key = p.html.startsWith(prefix) ? p.html.slice(prefix.length) : '';
  const id = /^[^/]+\/versions\/([^/]+)\/index\.html$/.exec(key)?.[1] ?? '';
  if (!new RegExp(VERSION_ID_PATTERN).test(id) || key !== versionHtmlKey(p.campaign, id)) {
    throw new Error(
      `nginxConfig: ${what} points at "${p.html}", not at a published version of ${p.campaign} (${prefix}${versionHtmlKey(p.campaign, '<id>')})`,
    );
  }
  return key;
}

/** Tries the requested preview of the campaign first; a missing or malformed id falls through. */
function previewTry(campaign: string): string {
  return `/${campaign}/versions/${PREVIEW_VAR}/index.html`;
}

/** Directives that answer the current request with the page's HTML, wherever the location is. */
function serveHtml(m: Manifest, p: Page, opts: NginxOptions, what: string): string[] {
  const cache = [`add_header Cache-Control ${q(NO_CACHE)} always;`];
  if (isRemoteCdn(m.cdnBase)) {
    const url = new URL(p.html);
    // Trailing `?`: the CDN gets the bare HTML URL (one cache entry); the browser keeps its query.
    return [
      `rewrite ^ ${url.pathname}? break;`,
      `proxy_pass ${url.protocol}//${url.host};`,
      `proxy_set_header Host ${url.host};`,
      'proxy_ssl_server_name on;',
      'proxy_hide_header Cache-Control;',
      'proxy_hide_header Set-Cookie;',
      ...cache,
    ];
  }
  if (opts.originDir) {
    const key = versionKey(m, p, what);
    return [
      `root ${q(path.resolve(opts.originDir))};`,
      `try_files ${previewTry(p.campaign)} /${key} =404;`,
      ...cache,
    ];
  }
  const dir = opts.campaignDirs?.[p.campaign];
  const inDir = `${m.cdnBase}/${p.campaign}/`;
  if (dir && p.html.startsWith(inDir)) {
    return [`root ${q(path.resolve(dir))};`, `try_files /${p.html.slice(inDir.length)} =404;`, ...cache];
  }
  // No local folder for it: whatever serves the CDN path here (the catch-all location) decides.
  return [`rewrite ^ ${p.html} last;`];
}

/**
 * Paths of campaigns on the origin that have previews but no live version yet (their newest
 * version's routes), so a first preview opens on its real URL. Live routes keep their owner.
 */
function previewOnlyPages(m: Manifest): { path: string; campaign: string }[] {
  const campaigns = (m as Partial<PublishedManifest>).campaigns;
  if (!campaigns || typeof campaigns !== 'object') return [];
  const taken = new Set(m.routes.map((r) => r.path));
  const out: { path: string; campaign: string }[] = [];
  for (const c of Object.keys(campaigns).sort()) {
    const state = campaigns[c];
    if (!state || state.live !== null || !SAFE_CAMPAIGN.test(c)) continue;
    for (const route of state.versions?.[0]?.paths ?? []) {
      const prefix = publishedPrefix(String(route));
      if (prefix === null || !SAFE_ROUTE_PATH.test(prefix)) continue;
      for (const form of pathForms(prefix)) {
        if (taken.has(form)) continue;
        taken.add(form);
        out.push({ path: form, campaign: c });
      }
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Escapes a literal for an nginx (PCRE) regex. */
/** The pre-compressed files (vite-preset compress.ts): scripts and stylesheets, with their types. */
const PRECOMPRESSED: { ext: string; type: string; exts: string }[] = [
  { ext: 'm?js', type: 'application/javascript', exts: 'js mjs' },
  { ext: 'css', type: 'text/css', exts: 'css' },
];

/**
 * Brotli without nginx's brotli module (Debian's nginx has none): a map picks the `.br` suffix
 * when the browser accepts br, try_files serves the build's `x.js.br` when there is one, and the
 * served file's name says which encoding to declare. A browser without br gets the build's
 * `x.js.gz` through gzip_static; on-the-fly gzip is off there, or it would gzip the Brotli bytes.
 */
function brotliMaps(http: string[]): void {
  http.push(
    "# Brotli from the build's .br copies: the suffix to try, and what the served name declares.",
    'map $http_accept_encoding $h5_br {',
    '  default "";',
    `  ${q('~*(^|[\\s,])br\\s*(,|$|;\\s*q=(1|0\\.0*[1-9]))')} .br;`,
    '}',
    'map $uri $h5_br_encoding {',
    '  default "";',
    `  ${q('~\\.br$')} br;`,
    '}',
    'map $uri $h5_br_vary {',
    '  default "";',
    `  ${q('~\\.br$')} Accept-Encoding;`,
    '}',
    '',
  );
}

/**
 * Locations for the scripts and stylesheets under `prefixRe` (a URL prefix, as a regex) whose rest
 * matches `fileRe`, served from the first of `dirs` that has the file: its Brotli copy to a browser
 * that accepts br, else its gzip copy, else the file. Placed before the location serving the rest.
 */
function precompressedLocations(
  prefixRe: string,
  fileRe: string,
  dirs: string[],
  cacheControl: string,
): string[] {
  return PRECOMPRESSED.flatMap(({ ext, type, exts }) => [
    // A named capture: the maps' regexes, evaluated in try_files, overwrite $1.
    `location ~ ${q(`^${prefixRe}(?<h5_file>${fileRe}\\.${ext})$`)} {`,
    '  root /;',
    `  types { ${type} ${exts} br; }`,
    '  gzip off;',
    '  gzip_static on;',
    `  try_files ${dirs.flatMap((d) => [q(`${d}/$h5_file$h5_br`), q(`${d}/$h5_file`)]).join(' ')} =404;`,
    `  add_header Cache-Control ${q(cacheControl)};`,
    '  add_header Content-Encoding $h5_br_encoding;',
    '  add_header Vary $h5_br_vary;',
    '}',
  ]);
}

function reEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Crawlers' requests of share paths go to the preview service: decided at server level, before any
 * location (a page's, the catch-all's), by two maps over the user agent and the path. When the
 * service is down the request is served as a person's (`rewrite … last` does not run the server's
 * `if` again), so a crawler still gets the page's generic tags, never an error.
 */
function previewBlocks(upstream: string, http: string[], server: string[]): void {
  const url = new URL(upstream);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`nginxConfig: preview upstream "${upstream}"`);
  const paths = [...new Set(SHARE_PATHS.map((s) => s.path))].map(reEscape).join('|');
  const card = reEscape(VALENTINE_CARD_PATH);
  http.push(
    '# Link-preview crawlers (scripts/serve/preview.ts CRAWLER_UA_SOURCE) and the paths they get previews of.',
    'map $http_user_agent $h5_crawler {',
    '  default 0;',
    `  ${q(`~*(?:${CRAWLER_UA_SOURCE})`)} 1;`,
    '}',
    'map $uri $h5_share_path {',
    '  default 0;',
    `  ${q(`~^(?:${paths})(?:/.*)?$`)} 1;`,
    `  ${q(`~^(?:/g)?${card}[^/]+/?$`)} 1;`,
    '}',
    'map "$h5_crawler$h5_share_path" $h5_preview {',
    '  default 0;',
    '  11 1;',
    '}',
    '',
  );
  server.push(
    "# Link previews: a crawler asking for a share path gets the item's own tags from the preview service.",
    `error_page ${PREVIEW_STATUS} = ${PREVIEW_LOCATION};`,
    // The preview location's own error_page (the service down) follows this one: allowed here.
    'recursive_error_pages on;',
    'if ($h5_preview) {',
    `  return ${PREVIEW_STATUS};`,
    '}',
    `location ${PREVIEW_LOCATION} {`,
    `  proxy_pass ${url.protocol}//${url.host};`,
    '  proxy_http_version 1.1;',
    // The host as the link names it, port included: the preview's canonical and image URLs.
    '  proxy_set_header Host $http_host;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_connect_timeout 2s;',
    `  proxy_read_timeout ${PREVIEW_PROXY_TIMEOUT_S}s;`,
    '  proxy_intercept_errors on;',
    '  error_page 500 502 503 504 = @h5_preview_down;',
    '}',
    'location @h5_preview_down {',
    '  rewrite ^ $uri last;',
    '}',
    '',
  );
}

export function nginxConfig(m: Manifest, opts: NginxOptions): string {
  if (!Number.isInteger(opts.listen) || opts.listen <= 0 || opts.listen > 65535) {
    throw new Error(`nginxConfig: listen must be a TCP port, got ${opts.listen}`);
  }
  const remote = isRemoteCdn(m.cdnBase);
  const main: string[] = [
    '# Generated by scripts/manifest (tsx scripts/manifest/cli.ts --nginx). Do not edit.',
  ];
  if (opts.daemonOff) main.push('daemon off;');
  main.push('worker_processes 1;');
  if (opts.pidFile) main.push(`pid ${q(opts.pidFile)};`);
  if (opts.errorLog) main.push(`error_log ${q(opts.errorLog)} warn;`);
  main.push('', 'events {', '  worker_connections 1024;', '}', '');

  const http: string[] = [];
  http.push('types {');
  for (const [type, exts] of Object.entries(MIME_TYPES)) http.push(`  ${type} ${exts};`);
  http.push(
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/css application/javascript application/json text/plain;',
  );
  http.push(`access_log ${opts.accessLog === 'off' ? 'off' : opts.accessLog ? q(opts.accessLog) : 'off'};`);
  if (opts.tempDir) {
    for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      http.push(`${t}_temp_path ${q(path.join(opts.tempDir, `${t}_temp`))};`);
    }
  }
  http.push(
    'sendfile on;',
    'server_tokens off;',
    'merge_slashes on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 6;',
    'gzip_min_length 256;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    '',
  );

  const server: string[] = [`listen ${opts.listen};`, 'server_name _;', 'absolute_redirect off;', ''];

  for (const r of m.routes) {
    checkPage(r, `manifest route ${r.path}`);
    if (!SAFE_ROUTE_PATH.test(r.path)) throw new Error(`nginxConfig: unsafe manifest path "${r.path}"`);
  }
  // The catch-all campaign may not be on the origin yet: unknown paths then get a plain 404.
  const catchAll = m.catchAll.html === '' && opts.originDir ? null : m.catchAll;
  if (catchAll) checkPage(catchAll, 'the catch-all');

  if (opts.previewUpstream) previewBlocks(opts.previewUpstream, http, server);
  for (const [file, body] of Object.entries(opts.wellKnown ?? {}).sort()) {
    if (!/^\/\.well-known\/[a-z0-9._-]+$/.test(file))
      throw new Error(`nginxConfig: unsafe well-known path "${file}"`);
    // nginx would read `$` in the text as a variable.
    if (body.includes('$')) throw new Error(`nginxConfig: ${file} holds a "$"`);
    server.push(
      `location = ${file} {`,
      '  default_type application/json;',
      `  add_header Cache-Control ${q('public, max-age=3600')} always;`,
      `  return 200 ${q(body)};`,
      '}',
    );
  }

  // Pages: each published prefix, exact and with anything below it (client-side children, params).
  server.push('# Pages (manifest routes).');
  for (const r of m.routes) {
    const body = serveHtml(m, r, opts, `manifest route ${r.path}`);
    server.push(`location = ${r.path} {`, ...indent(body, 2), '}');
    server.push(`location ^~ ${r.path}/ {`, ...indent(body, 2), '}');
  }
  server.push('');

  if (opts.originDir && opts.campaignDirs) {
    throw new Error('nginxConfig: originDir and campaignDirs exclude each other');
  }
  if (opts.originDir && !remote) {
    if (m.cdnBase === '') throw new Error('nginxConfig: originDir needs a CDN base path other than /');
    if (!/^[a-z0-9_]+$/.test(PREVIEW_PARAM)) throw new Error(`nginxConfig: bad PREVIEW_PARAM`);
    http.push(
      '# A preview id reaches a file path only when it has the form publish gives ids.',
      `map $arg_${PREVIEW_PARAM} ${PREVIEW_VAR} {`,
      `  default ${q(NO_PREVIEW)};`,
      `  ${q(`~${VERSION_ID_PATTERN}`)} $arg_${PREVIEW_PARAM};`,
      '}',
      '',
    );
    const origin = path.resolve(opts.originDir);
    const previews = previewOnlyPages(m);
    if (previews.length > 0) {
      server.push('# Pages of campaigns with previews only: the preview, else the catch-all with 404.');
      for (const p of previews) {
        const body = [
          `root ${q(origin)};`,
          `try_files ${previewTry(p.campaign)} =404;`,
          `add_header Cache-Control ${q(NO_CACHE)} always;`,
          ...(catchAll ? [`error_page 404 ${CATCH_ALL_LOCATION};`] : []),
        ];
        server.push(`location = ${p.path} {`, ...indent(body, 2), '}');
        server.push(`location ^~ ${p.path}/ {`, ...indent(body, 2), '}');
      }
      server.push('');
    }
    // A plain prefix (not ^~), so the assets regex below gets the chance to win.
    server.push(
      `# CDN (origin folder): ${m.cdnBase}/ from ${origin}; hashed assets immutable, the rest revalidated.`,
      `location ${m.cdnBase}/ {`,
      `  alias ${q(`${origin}/`)};`,
      `  add_header Cache-Control ${q(NO_CACHE)} always;`,
      '}',
      ...precompressedLocations(
        `${reEscape(m.cdnBase)}/`,
        '[a-z0-9][a-z0-9._-]*/assets/.+',
        [origin],
        IMMUTABLE,
      ),
      `location ~ ${q(`^${reEscape(m.cdnBase)}/([a-z0-9][a-z0-9._-]*/assets/.+)$`)} {`,
      `  alias ${q(`${origin}/$1`)};`,
      `  add_header Cache-Control ${q(IMMUTABLE)};`,
      '}',
      // The shared runtime every campaign's HTML loads: hashed, added by publish, never changed.
      ...precompressedLocations(`${reEscape(m.cdnBase)}/`, `${RUNTIME_FOLDER}/[^/]+`, [origin], IMMUTABLE),
      `location ~ ${q(`^${reEscape(m.cdnBase)}/(${RUNTIME_FOLDER}/[^/]+)$`)} {`,
      `  alias ${q(`${origin}/$1`)};`,
      `  add_header Cache-Control ${q(IMMUTABLE)};`,
      '}',
      '',
    );
  }

  if (!remote && (opts.originDir || opts.campaignDirs)) brotliMaps(http);

  // The CDN, served locally from each campaign's dist folder.
  if (!remote && opts.campaignDirs) {
    server.push(`# CDN (local): ${m.cdnBase}/<campaign>/ from each dist folder.`);
    // Every build carries the runtime files it uses (dist/runtime/): the first that has the file answers.
    const dirs = Object.keys(opts.campaignDirs)
      .sort()
      .map((c) => path.resolve(opts.campaignDirs![c]!));
    server.push(
      ...precompressedLocations(
        `${reEscape(m.cdnBase)}/${RUNTIME_FOLDER}/`,
        '[A-Za-z0-9._-]+',
        dirs.map((d) => `${d}/${RUNTIME_FOLDER}`),
        IMMUTABLE,
      ),
      `location ~ ${q(`^${reEscape(m.cdnBase)}/${RUNTIME_FOLDER}/([A-Za-z0-9._-]+)$`)} {`,
      '  root /;',
      `  try_files ${dirs.map((d) => q(`${d}/${RUNTIME_FOLDER}/$1`)).join(' ')} =404;`,
      `  add_header Cache-Control ${q(IMMUTABLE)};`,
      '}',
    );
    for (const [campaign, dir] of Object.entries(opts.campaignDirs).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const abs = path.resolve(dir);
      server.push(
        `location ^~ ${m.cdnBase}/${campaign}/assets/ {`,
        `  alias ${q(`${abs}/assets/`)};`,
        `  add_header Cache-Control ${q(IMMUTABLE)};`,
        ...indent(
          precompressedLocations(
            `${reEscape(`${m.cdnBase}/${campaign}`)}/assets/`,
            '.+',
            [`${abs}/assets`],
            IMMUTABLE,
          ),
          2,
        ),
        '}',
        `location ^~ ${m.cdnBase}/${campaign}/ {`,
        `  alias ${q(`${abs}/`)};`,
        `  add_header Cache-Control ${q(NO_CACHE)} always;`,
        '}',
      );
    }
    server.push('');
  }

  // Everything else: page navigations get the catch-all with 404; other calls go to the API.
  if (catchAll) {
    server.push('# Unknown paths: the catch-all page with status 404.');
    server.push(
      `location ${CATCH_ALL_LOCATION} {`,
      ...indent(serveHtml(m, catchAll, opts, 'the catch-all'), 2),
      '}',
    );
    server.push('location / {', `  error_page 404 ${CATCH_ALL_LOCATION};`);
  } else {
    server.push(`# Unknown paths: 404 (the catch-all campaign ${m.catchAll.campaign} is not published).`);
    server.push('location / {');
  }
  if (opts.apiUpstream) {
    const api = new URL(opts.apiUpstream);
    server.push(
      '  if ($h5_page_navigation) {',
      '    return 404;',
      '  }',
      `  proxy_pass ${api.protocol}//${api.host};`,
      '  proxy_http_version 1.1;',
      '  proxy_set_header Host $host;',
      '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '  proxy_set_header X-Forwarded-Proto $scheme;',
    );
    http.push(
      '# A browser navigation asks for HTML; API calls (fetch/XHR) do not.',
      'map $http_accept $h5_page_navigation {',
      '  default 0;',
      '  ~*text/html 1;',
      '}',
      '',
    );
  } else {
    server.push('  return 404;');
  }
  server.push('}');

  http.push('server {', ...indent(server, 2), '}');
  return [...main, 'http {', ...indent(http, 2), '}', ''].join('\n');
}
