// Which chunk files each screen needs, so the head script can ask for the first screen's chunk
// with the HTML (a `modulepreload` per script, a `preload` per stylesheet) instead of after the
// entry has downloaded and run: on a slow network each is a round trip less before the first
// screen can render. The stylesheet matters most: Vite's loader adds it only once the entry runs,
// and the screen waits for it.
//
// The screens are read from the entry's source, written or generated (entry.ts), in the shapes
// the campaigns use:
//   screens: { luckyEggs: lazyScreens(() => import('./screens/LuckyEggsPage.tsx'))('LuckyEggsPage') }
//   const income = lazyScreens(() => import('./screens/Income.tsx'));  screens: { income: income('IncomePage') }
//   const flows = () => import('./screens/flowScreens.tsx');  screens: { quick: lazy(() => flows().then(…)) }
// A screen in any other shape is simply not preloaded: the entry still asks for it when it runs.

import { dirname, resolve } from 'node:path';

/** The `{ … }` that follows `screens:`, with its braces, or null. */
function screensObject(source: string): string | null {
  const start = /\bscreens\s*:\s*\{/.exec(source);
  if (!start) return null;
  const open = start.index + start[0].length - 1;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') {
      depth--;
      if (depth === 0) return source.slice(open, i + 1);
    }
  }
  return null;
}

/** The object's top-level `key: value` (or shorthand `key`) entries. */
function entriesOf(object: string): [string, string][] {
  const body = object.slice(1, -1);
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(body.slice(from));
  return parts.flatMap((part): [string, string][] => {
    const m = /^\s*(?:["']([\w-]+)["']|(\w+))\s*(?::([\s\S]*))?$/.exec(part);
    if (!m) return [];
    const key = (m[1] ?? m[2]) as string;
    return [[key, m[3] ?? key]];
  });
}

const IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/;

/** Each screen's module specifier, as written in the entry (`./screens/Income.tsx`). */
export function screenModuleSpecifiers(source: string): Record<string, string> {
  const loaders = new Map<string, string>();
  for (const m of source.matchAll(/\bconst\s+(\w+)\s*=\s*[^;]*?\bimport\(\s*["']([^"']+)["']\s*\)/g))
    loaders.set(m[1] as string, m[2] as string);
  const object = screensObject(source);
  if (!object) return {};
  const out: Record<string, string> = {};
  for (const [screen, value] of entriesOf(object)) {
    const direct = IMPORT.exec(value)?.[1];
    const viaLoader = [...value.matchAll(/\b\w+\b/g)].map((w) => loaders.get(w[0])).find(Boolean);
    const spec = direct ?? viaLoader;
    if (spec) out[screen] = spec;
  }
  return out;
}

/** Each screen's module as an absolute path, for relative specifiers of the entry at `entryFile`. */
export function screenModules(source: string, entryFile: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(screenModuleSpecifiers(source))
      .filter(([, spec]) => spec.startsWith('.'))
      .map(([screen, spec]) => [screen, resolve(dirname(entryFile), spec)]),
  );
}

interface Chunk {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
  /** Vite's: the stylesheets the chunk needs, which its loader adds (and waits for) before it runs. */
  viteMetadata?: { importedCss?: Set<string> };
}

/** The chunk files a chunk needs that the entry does not load already: itself, its static imports, then their stylesheets. */
function chunkClosure(chunk: Chunk, bundle: Record<string, Chunk>, initial: Set<string>): string[] {
  const files: string[] = [];
  const css: string[] = [];
  const visit = (c: Chunk | undefined) => {
    if (c?.type !== 'chunk' || initial.has(c.fileName) || files.includes(c.fileName)) return;
    files.push(c.fileName);
    for (const f of c.viteMetadata?.importedCss ?? []) if (!css.includes(f)) css.push(f);
    for (const f of c.imports ?? []) visit(bundle[f]);
  };
  visit(chunk);
  return [...files, ...css];
}

/** The chunks a page loads before it runs: the entries and their static imports. */
export function initialChunks<C extends { type: string; imports?: string[]; isEntry?: boolean }>(
  bundle: Record<string, C>,
): C[] {
  const out: C[] = [];
  const visit = (c: C | undefined) => {
    if (c?.type !== 'chunk' || out.includes(c)) return;
    out.push(c);
    for (const f of c.imports ?? []) visit(bundle[f]);
  };
  for (const c of Object.values(bundle)) if (c.isEntry) visit(c);
  return out;
}

const initialFiles = (bundle: Record<string, Chunk>) => new Set(initialChunks(bundle).map((c) => c.fileName));

/**
 * The message catalogs' chunk files per language (ui-kit's, the blocks' and the campaign's
 * `messages/<lang>.json`), which startCampaign loads before the first screen: in Arabic, one more
 * round trip after the entry ran, unless the HTML asks for them first.
 */
export function messageChunkFiles(bundle: Record<string, Chunk>): Record<string, string[]> {
  const initial = initialFiles(bundle);
  const out: Record<string, string[]> = {};
  for (const c of Object.values(bundle)) {
    const lang =
      c.type === 'chunk' ? /\/messages\/([a-z]{2,3})\.json$/.exec(c.facadeModuleId ?? '')?.[1] : undefined;
    if (!lang || initial.has(c.fileName)) continue;
    const files = out[lang] ?? [];
    for (const f of chunkClosure(c, bundle, initial)) if (!files.includes(f)) files.push(f);
    out[lang] = files;
  }
  for (const files of Object.values(out)) files.sort();
  return out;
}

/**
 * The files each screen's chunk needs that the page does not already load with its entry: the
 * chunk itself and its static imports, in load order, then their stylesheets (`.css`). Screens
 * without a chunk of their own (bundled into the entry) are left out.
 */
export function screenChunkFiles(
  modules: Record<string, string>,
  bundle: Record<string, Chunk>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const initial = initialFiles(bundle);
  const out: Record<string, string[]> = {};
  for (const [screen, id] of Object.entries(modules)) {
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (chunk && !initial.has(chunk.fileName)) out[screen] = chunkClosure(chunk, bundle, initial);
  }
  return out;
}
