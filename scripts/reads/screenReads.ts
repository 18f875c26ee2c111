// Holds the pair a route's first-screen read makes with its screen: every read a route declares
// (src/routes.ts `reads`, started by the page's HTML) is a descriptor (`defineRead`) that the
// route's screen calls too. Its parameters are held by the types (a name the contract lacks, or a
// screen call with other keys, does not compile); that the screen makes the call at all is held
// here, by reading the sources from the screen's module through what it imports. A read the
// screen no longer makes would otherwise be found only by the e2e run (routes.e2e.ts: a preloaded
// answer left untaken).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SELF_READ } from '@h5/ui-kit/reads';
import { type CampaignRoutes, flattenRoutes, type Read, type RouteRead } from '@h5/ui-kit/routes';

/** A descriptor's export: its name and the file that defines it. */
interface Declared {
  name: string;
  file: string;
}

/**
 * Reads the platform makes itself, whatever the screen (the signed-in user: app.tsx, for
 * `useSignedIn`); a screen shows it without a call of its own.
 */
const PLATFORM_READS: readonly RouteRead[] = [SELF_READ];

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const isRead = (v: unknown): v is Read<object> =>
  typeof v === 'object' && v !== null && typeof (v as { call?: { name?: unknown } }).call?.name === 'string';

/** The file an import names, or null for a package outside the repository's `@h5/` ones. */
export function resolveImport(repoRoot: string, from: string, spec: string): string | null {
  if (spec.startsWith('.')) return withExtension(resolve(dirname(from), spec));
  const m = /^@h5\/([^/]+)(\/.*)?$/.exec(spec);
  if (!m) return null;
  const pkgDir = join(repoRoot, 'packages', m[1] as string);
  const pkgFile = join(pkgDir, 'package.json');
  if (!existsSync(pkgFile)) return null;
  const exportsMap = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: Record<string, string> })
    .exports;
  const sub = `.${m[2] ?? ''}`;
  for (const [key, target] of Object.entries(exportsMap ?? {})) {
    if (key === sub) return withExtension(join(pkgDir, target));
    const star = key.indexOf('*');
    if (star === -1) continue;
    const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
    if (sub.startsWith(head) && sub.endsWith(tail) && sub.length >= head.length + tail.length) {
      const part = sub.slice(head.length, sub.length - tail.length);
      return withExtension(join(pkgDir, target.replace('*', part)));
    }
  }
  return null;
}

function withExtension(file: string): string | null {
  for (const f of [file, `${file}.ts`, `${file}.tsx`, join(file, 'index.ts'), join(file, 'index.tsx')])
    if (/\.tsx?$/.test(f) && existsSync(f)) return f;
  return null;
}

const importsOf = (source: string) =>
  [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2]) as string).filter(Boolean);

/** Every source file `root` reaches through its imports (the repository's own, not tests). */
export function moduleGraph(repoRoot: string, root: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const next = resolveImport(repoRoot, file, spec);
      if (next && !next.includes('.test.')) walk(next);
    }
  };
  walk(root);
  return seen;
}

/** Whether `source` names `name` other than where it imports or re-exports it, or in a comment. */
export function usesName(source: string, name: string): boolean {
  const body = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/(?:import|export)\s+(?:type\s+)?\{[^}]*\}\s*from\s*['"][^'"]+['"]/g, '')
    .replace(/import\s+[\w$]+\s*(?:,\s*\{[^}]*\})?\s*from\s*['"][^'"]+['"]/g, '');
  return new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(body);
}

/** Screen key → the file of its component (src/screens/<Screen>.tsx, or as src/main.tsx maps it). */
export function screenFiles(campaignDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const main = join(campaignDir, 'src', 'main.tsx');
  if (existsSync(main)) {
    const source = readFileSync(main, 'utf8');
    const chunks = new Map(
      [
        ...source.matchAll(
          /const\s+(\w+)\s*=\s*lazyScreens\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g,
        ),
      ].map((m) => [m[1] as string, resolve(dirname(main), m[2] as string)]),
    );
    for (const m of source.matchAll(/(\w+)\s*:\s*(\w+)\(\s*['"]\w+['"]\s*\)/g)) {
      const file = chunks.get(m[2] as string);
      if (file) out.set(m[1] as string, file);
    }
    const inline = /(\w+)\s*:\s*lazyScreens\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)\(/g;
    for (const m of source.matchAll(inline)) out.set(m[1] as string, resolve(dirname(main), m[2] as string));
  }
  return out;
}

const screenFile = (campaignDir: string, mapped: Map<string, string>, screen: string) =>
  mapped.get(screen) ??
  join(campaignDir, 'src', 'screens', `${screen.charAt(0).toUpperCase()}${screen.slice(1)}.tsx`);

/**
 * The descriptors the modules `routes.ts` imports export (where a route's reads come from), by
 * their call: a route may give one of its literal parameters per page (`readWith`).
 */
async function declaredReads(repoRoot: string, routesFile: string): Promise<Map<unknown, Declared[]>> {
  const out = new Map<unknown, Declared[]>();
  const add = (call: unknown, d: Declared) => out.set(call, [...(out.get(call) ?? []), d]);
  const files = [...moduleGraph(repoRoot, routesFile)].filter((f) => f !== routesFile && f.endsWith('.ts'));
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (isRead(value)) add(value.call, { name, file });
      // A table of descriptors, one per page or flow the screen is configured with.
      else if (typeof value === 'object' && value !== null && !Array.isArray(value))
        for (const v of Object.values(value)) if (isRead(v)) add(v.call, { name, file });
    }
  }
  return out;
}

/** What is wrong with the campaign's route reads, one sentence each; empty when nothing is. */
export async function routeReadFaults(repoRoot: string, routes: CampaignRoutes): Promise<string[]> {
  const campaignDir = join(repoRoot, 'campaigns', routes.campaign);
  const routesFile = join(campaignDir, 'src', 'routes.ts');
  const declared = await declaredReads(repoRoot, routesFile);
  const mapped = screenFiles(campaignDir);
  const graphs = new Map<string, string[]>();
  const faults: string[] = [];
  const rel = (f: string) => relative(repoRoot, f);
  for (const route of flattenRoutes(routes.routes)) {
    if (!route.screen) continue;
    const file = screenFile(campaignDir, mapped, route.screen);
    for (const read of route.reads) {
      const where = `${routes.campaign} ${route.path} (screen ${route.screen})`;
      // Declared by name, the form campaigns move from: the e2e run alone checks it.
      if (typeof read.call === 'string') continue;
      if (PLATFORM_READS.some((p) => p.call === read.call)) continue;
      const ds = declared.get(read.call);
      if (!ds) {
        faults.push(
          `${where}: its read of ${read.call.name} is not a descriptor exported by a module routes.ts imports, so no screen can make it`,
        );
        continue;
      }
      if (!existsSync(file)) {
        faults.push(`${where}: no file ${rel(file)} for its screen`);
        continue;
      }
      let graph = graphs.get(file);
      if (!graph) {
        graph = [...moduleGraph(repoRoot, file)].filter((f) => f !== routesFile);
        graphs.set(file, graph);
      }
      const sources = graph.map((f) => [f, readFileSync(f, 'utf8')] as const);
      const used = ds.some((d) => sources.some(([f, source]) => f !== d.file && usesName(source, d.name)));
      if (!used)
        faults.push(
          `${where}: reads ${ds.map((d) => d.name).join(' or ')} (${read.call.name}, ${rel((ds[0] as Declared).file)}), which nothing its screen ${rel(file)} reaches calls`,
        );
    }
  }
  return faults;
}
