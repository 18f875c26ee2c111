// What a campaign's first paint downloads, from its built dist: the entry module, modulepreloads,
// every chunk they import statically (recursively), and the initial stylesheets, gzip-sized.
// The shared runtime (dist/runtime/) counts: on a cold load, the first campaign downloads it too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const DEFAULT_BUDGET_KB = 90;
/** kB as Vite prints it: 1000 bytes. */
export const KB = 1000;

export interface HtmlRefs {
  entries: string[];
  modulepreloads: string[];
  stylesheets: string[];
}

export interface AssetSize {
  /** Path relative to the dist folder, with `/`. */
  file: string;
  raw: number;
  gzip: number;
}

export interface InitialAssets {
  js: AssetSize[];
  css: AssetSize[];
  jsGzip: number;
  /** Of jsGzip, the shared runtime's files: what a campaign opened after another one has cached. */
  runtimeGzip: number;
  cssGzip: number;
  /** References that point at no file in dist (reported, not counted). */
  missing: string[];
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  for (const m of tag.matchAll(re)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!(name in out)) out[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** Entry scripts, modulepreloads and stylesheets referenced by an HTML document. */
export function parseHtmlRefs(html: string): HtmlRefs {
  const noComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const refs: HtmlRefs = { entries: [], modulepreloads: [], stylesheets: [] };
  for (const m of noComments.matchAll(/<script\b([^>]*)>/gi)) {
    const a = attrs(m[1] ?? '');
    if (a.type?.toLowerCase() === 'module' && a.src) refs.entries.push(a.src);
  }
  for (const m of noComments.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attrs(m[1] ?? '');
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (!a.href) continue;
    if (rel.includes('modulepreload')) refs.modulepreloads.push(a.href);
    else if (rel.includes('stylesheet')) refs.stylesheets.push(a.href);
  }
  return refs;
}

/**
 * Specifiers of a module's static imports and re-exports (`import x from "./a.js"`,
 * `import "./b.js"`, `export * from "./c.js"`); dynamic `import()` and `import.meta` are ignored.
 */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[^.\w$])(?:import|export)\s*(?:[^;"'`()]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  for (const m of code.matchAll(re)) {
    const spec = m[2] as string;
    if (!out.includes(spec)) out.push(spec);
  }
  return out;
}

/**
 * Maps a URL from the HTML or a chunk to a file inside dist, whatever the CDN base was:
 * `/cdn/lucky-eggs/assets/a.js`, `https://cdn.example.net/h5/lucky-eggs/assets/a.js`,
 * `./assets/a.js` (relative to `fromFile`).
 */
export function resolveInDist(distDir: string, ref: string, fromFile: string): string | null {
  const clean = ref.replace(/[?#].*$/, '');
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(clean) || clean.startsWith('//');
  let pathname = clean;
  if (isUrl) {
    try {
      pathname = new URL(clean, 'https://x.invalid').pathname;
    } catch {
      return null;
    }
  }
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  if (!pathname.startsWith('/')) {
    const p = path.resolve(path.dirname(fromFile), decodeURIComponentSafe(pathname));
    return p.startsWith(path.resolve(distDir) + path.sep) && isFile(p) ? p : null;
  }
  const segs = pathname.split('/').filter(Boolean).map(decodeURIComponentSafe);
  for (let i = 0; i < segs.length; i++) {
    const p = path.join(distDir, ...segs.slice(i));
    if (isFile(p)) return p;
  }
  return null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function size(distDir: string, file: string): AssetSize {
  const buf = readFileSync(file);
  return {
    file: path.relative(distDir, file).split(path.sep).join('/'),
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
  };
}

/** Where a build keeps its copy of the shared runtime (the name of @h5/runtime's RUNTIME_FOLDER). */
export const RUNTIME_DIR = 'runtime';

export function initialAssets(dist: string): InitialAssets {
  // Absolute, so a chunk reached by two routes (the HTML's URL, a relative import) counts once.
  const distDir = path.resolve(dist);
  const htmlFile = path.join(distDir, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const refs = parseHtmlRefs(html);
  const missing: string[] = [];
  const js = new Set<string>();
  const queue: string[] = [];
  const add = (ref: string, from: string) => {
    if (!isRelativeOrUrl(ref)) return;
    const file = resolveInDist(distDir, ref, from);
    if (!file) {
      if (!missing.includes(ref)) missing.push(ref);
      return;
    }
    if (!js.has(file)) {
      js.add(file);
      queue.push(file);
    }
  };
  for (const ref of [...refs.entries, ...refs.modulepreloads]) add(ref, htmlFile);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) add(spec, file);
  }
  const css = new Set<string>();
  for (const ref of refs.stylesheets) {
    const file = resolveInDist(distDir, ref, htmlFile);
    if (file) css.add(file);
    else if (!missing.includes(ref)) missing.push(ref);
  }
  const jsSizes = [...js].map((f) => size(distDir, f));
  const cssSizes = [...css].map((f) => size(distDir, f));
  return {
    js: jsSizes,
    css: cssSizes,
    jsGzip: jsSizes.reduce((n, a) => n + a.gzip, 0),
    runtimeGzip: jsSizes.filter((a) => a.file.startsWith(`${RUNTIME_DIR}/`)).reduce((n, a) => n + a.gzip, 0),
    cssGzip: cssSizes.reduce((n, a) => n + a.gzip, 0),
    missing,
  };
}

/** Only files of the build are followed: relative paths, absolute paths and URLs, not bare names. */
function isRelativeOrUrl(spec: string): boolean {
  return /^(?:\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:\/\/)/i.test(spec);
}

/** The campaign's budget: `"h5": { "budgetKb": N }` in its package.json, else the default. */
export function budgetKbFor(campaignDir: string, fallback = DEFAULT_BUDGET_KB): number {
  const pkgFile = path.join(campaignDir, 'package.json');
  if (!existsSync(pkgFile)) return fallback;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { h5?: { budgetKb?: unknown } };
  const n = pkg.h5?.budgetKb;
  if (n === undefined) return fallback;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) {
    throw new Error(`${pkgFile}: h5.budgetKb must be a positive number, got ${JSON.stringify(n)}`);
  }
  return n;
}

export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}
