// Which names of the platform's modules the pages use from outside the platform: found in the
// sources of every campaign and of the packages that go into pages, by their import and re-export
// statements (through the packages' index files). The platform file exports those and no other,
// so code no page calls (and the names themselves) stay out of every campaign's first download.
// A name this misses fails the campaign's build loudly ("… is not exported by …"), never quietly.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The packages whose modules run in pages; the others (sandbox, build tools) run under Node. */
const PAGE_PACKAGES = ['blocks', 'bridge', 'core-api', 'i18n', 'ui-kit'];
/** Files that only tests load. */
const TEST_FILE = /(\.test\.tsx?|\/__tests__\/.*|\/testing\.ts)$/;

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\*|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s*from\s*'([^']+)'/g;
const DYNAMIC = /import\(\s*'([^']+)'\s*\)/g;

export interface Clause {
  kind: 'import' | 'export';
  /** [imported, local or exported] pairs; `*` for a namespace or an `export *`. */
  names: [string, string][];
  from: string;
}

/** The import and re-export clauses of a module's source (type-only ones left out). */
export function clausesOf(source: string): Clause[] {
  const out: Clause[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const [, kind, typeOnly, what = '', from = ''] = m;
    if (typeOnly) continue;
    const names: [string, string][] = [];
    const braces = /\{([^}]*)\}/.exec(what)?.[1];
    if (braces !== undefined) {
      for (const part of braces.split(',')) {
        const p = part.trim();
        if (!p || p.startsWith('type ')) continue;
        const [a, b] = p.split(/\s+as\s+/);
        names.push([a!.trim(), (b ?? a)!.trim()]);
      }
    }
    if (/^\*/.test(what)) names.push(['*', '*']);
    out.push({ kind: kind as Clause['kind'], names, from });
  }
  for (const m of source.matchAll(DYNAMIC)) out.push({ kind: 'import', names: [['*', '*']], from: m[1]! });
  return out;
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !TEST_FILE.test(f) && !f.includes('/node_modules/'));
}

/** Resolves a specifier of `importer` to a source file: relative, or `@h5/<package>[/<subpath>]`. */
export function resolveSpecifier(spec: string, importer: string, packagesDir: string): string | null {
  if (spec.startsWith('.')) {
    const base = resolve(dirname(importer), spec);
    // Written with its extension here, though a few modules leave it out.
    return (
      ['', '.ts', '.tsx', '/index.ts']
        .map((x) => base + x)
        .find((f) => existsSync(f) && statSync(f).isFile()) ?? null
    );
  }
  const m = /^@h5\/([^/]+)(?:\/(.+))?$/.exec(spec);
  if (!m) return null;
  const pkgDir = join(packagesDir, m[1]!);
  const pkgFile = join(pkgDir, 'package.json');
  if (!existsSync(pkgFile)) return null;
  const exports =
    (JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: Record<string, string> }).exports ?? {};
  const key = m[2] ? `./${m[2]}` : '.';
  if (exports[key]) return resolve(pkgDir, exports[key]);
  for (const [pattern, target] of Object.entries(exports)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [pre, post] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (key.startsWith(pre) && key.endsWith(post) && key.length >= pre.length + post.length)
      return resolve(pkgDir, target.replace('*', key.slice(pre.length, key.length - post.length)));
  }
  return null;
}

/**
 * The names of each platform module that code outside the platform uses, following re-exports
 * (a package's index) to the module that defines them. `exportsOf` gives a platform module's names.
 */
export function platformUses(
  platform: Set<string>,
  exportsOf: (id: string) => string[],
  opts: { root: string },
): Map<string, Set<string>> {
  const packagesDir = join(opts.root, 'packages');
  const sources = [
    ...readdirSync(join(opts.root, 'campaigns')).flatMap((c) =>
      files(join(opts.root, 'campaigns', c, 'src')),
    ),
    ...PAGE_PACKAGES.flatMap((p) => files(join(packagesDir, p, 'src'))),
  ].filter((f) => !platform.has(f));
  const uses = new Map<string, Set<string>>();
  const clauses = new Map<string, Clause[]>();
  const clausesOfFile = (f: string) => {
    if (!clauses.has(f)) clauses.set(f, existsSync(f) ? clausesOf(readFileSync(f, 'utf8')) : []);
    return clauses.get(f)!;
  };
  const use = (id: string, name: string) => {
    const own = exportsOf(id);
    // Reached through an `export *`, a name may be another module's.
    if (name !== '*' && !own.includes(name)) return;
    const names = uses.get(id) ?? new Set<string>();
    for (const n of name === '*' ? own : [name]) names.add(n);
    uses.set(id, names);
  };
  // `name` of module `file`: the platform's own, or re-exported from elsewhere (followed).
  const follow = (file: string, name: string, seen: Set<string>) => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (platform.has(file)) return use(file, name);
    for (const c of clausesOfFile(file)) {
      if (c.kind !== 'export') continue;
      const target = resolveSpecifier(c.from, file, packagesDir);
      if (!target) continue;
      for (const [imported, exported] of c.names) {
        if (exported === name || name === '*') follow(target, imported === '*' ? name : imported, seen);
        else if (imported === '*' && exported === '*') follow(target, name, seen);
      }
    }
  };
  for (const f of sources) {
    // A re-export counts as a use: the bundler checks every name a package's index re-exports,
    // whether or not a page imports it.
    for (const c of clausesOfFile(f)) {
      const target = resolveSpecifier(c.from, f, packagesDir);
      if (!target) continue;
      for (const [imported] of c.names) follow(target, imported, new Set());
    }
  }
  return uses;
}
