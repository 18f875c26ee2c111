// The platform's core, shared by every campaign like the runtime: the modules `startCampaign`
// loads statically (ui-kit's app, router, store and login; core-api's client; i18n; the bridge),
// about 11 kB gzip that every campaign's entry used to carry under a hash of its own. Its own turbo
// task (`@h5/vite-preset#build`, platformBuild.ts) builds them once, with the build-time variables,
// into one content-hashed file, `<cdnBase>/runtime/platform-<hash>.js`, and dist/platform/ with a
// manifest; each campaign build then points each of those modules at a facade that re-exports its
// names from that file. Campaigns built from the same sources for the same environment name the
// same file, so a web view that opened one has it cached for the next.
//
// A shared file cannot know what the next campaign calls: it exports the names listed in
// platformExports.ts, and its module set is the closure of what those exports import, so no
// campaign gets a second copy of a module's state. The bundler checks both ends: a campaign
// importing a name not listed fails its build (platformImportError), a module the file holds that
// is not listed fails the platform's.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BUILD_TARGET, RUNTIME_DIST, RUNTIME_MANIFEST_FILE } from '@h5/runtime';
import react from '@vitejs/plugin-react';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import { PLATFORM_EXPORTS } from './platformExports.ts';
import { runtimeUrl, sharedRuntimePlugin } from './runtime.ts';

/** The module whose static graph is the platform: the one every campaign's entry calls. */
export const PLATFORM_ROOT = resolve(import.meta.dirname, '../../ui-kit/src/app.tsx');
/** The workspace packages the platform's modules come from; a campaign's own modules never join. */
const PACKAGES = resolve(import.meta.dirname, '../..');
/** The repository: the manifest names its input files from here, the same in every checkout. */
const ROOT = resolve(PACKAGES, '..');
/** Where the platform's turbo task writes the file, its chunks and platform.json. */
export const PLATFORM_DIST = resolve(import.meta.dirname, '../dist/platform');
const MANIFEST = 'platform.json';
const LIST_FILE = 'packages/vite-preset/src/platformExports.ts';

export interface PlatformModule {
  /** Its place in the set; its names are exported as `$<first + k>` (base 36), short and unique. */
  index: number;
  first: number;
  exports: readonly string[];
  /** Its other names: a campaign that uses one fails its build, saying what to add to the list. */
  unlisted: readonly string[];
  /** Stylesheets it imports: they stay in the campaign's CSS, inlined into its HTML. */
  css: string[];
}

export interface Platform {
  /** The file campaigns import, under the runtime folder. */
  file: string;
  /** Every file of the build (the entry and its dynamic chunks): name → content. */
  files: Record<string, string>;
  /** Module id → its place in the platform file. */
  modules: Map<string, PlatformModule>;
  /** The platform's message catalogs per language (ui-kit's own): files under the runtime folder. */
  messages: Record<string, string[]>;
}

/** The build-time variables pages are compiled with, the platform's included (index.ts checks them). */
export function buildVariables(command: 'build' | 'serve', vars: NodeJS.ProcessEnv = process.env) {
  return {
    // The local build (start, e2e) and dev force the dev environment so they run on any port.
    env: vars.H5_ENV ?? (command === 'serve' ? 'dev' : ''),
    hosts: vars.H5_HOSTS ?? '',
    domain: vars.H5_DOMAIN ?? '',
    box: vars.H5_BOX_HOST ?? '',
    appLinks: vars.H5_APP_LINKS ?? '',
  };
}

export const defineOf = (b: ReturnType<typeof buildVariables>): Record<string, string> => ({
  'import.meta.env.VITE_H5_ENV': JSON.stringify(b.env),
  'import.meta.env.VITE_H5_HOSTS': JSON.stringify(b.hosts),
  'import.meta.env.VITE_H5_DOMAIN': JSON.stringify(b.domain),
  'import.meta.env.VITE_H5_BOX_HOST': JSON.stringify(b.box),
  'import.meta.env.VITE_H5_APP_LINKS': JSON.stringify(b.appLinks),
});

export const cdnBaseOf = (vars: NodeJS.ProcessEnv = process.env) =>
  (vars.H5_CDN_BASE ?? '/cdn').replace(/\/$/, '');

/** The name under which the platform file exports a module's k-th name. */
export const platformName = (m: PlatformModule, k: number) => `$${(m.first + k).toString(36)}`;

/** The list's modules, in a fixed order (by path) that gives each of its names a short one. */
export function platformModules(list: Record<string, readonly string[]> = PLATFORM_EXPORTS) {
  let first = 0;
  return new Map(
    Object.keys(list)
      .sort()
      .map((rel, index): [string, PlatformModule] => {
        const id = resolve(PACKAGES, rel);
        if (!existsSync(id)) throw new Error(`${LIST_FILE} lists ${rel}, which does not exist: remove it`);
        const exports = [...new Set(list[rel])].sort();
        const m: PlatformModule = { index, first, exports, unlisted: [], css: [] };
        first += exports.length;
        return [id, m];
      }),
  );
}

/** The platform file's entry: each module's names under short ones of their own (no two collide). */
export function platformEntrySource(modules: Map<string, PlatformModule>): string {
  return [...modules]
    .map(
      ([id, m]) =>
        `export { ${m.exports.map((n, k) => `${n} as ${platformName(m, k)}`).join(', ')} } from ${JSON.stringify(id)};\n`,
    )
    .join('');
}

const UNLISTED = '\0h5-platform-unlisted:';
const UNLISTED_MARK = 'h5-platform-unlisted:';

/**
 * What a platform module becomes in a campaign build: its stylesheets, its names from the file, and
 * its unlisted names as marks. A mark the bundler drops (no page uses it) costs nothing; one left
 * in a chunk fails the build (platformImportError), and the bundler's own "… is not exported by …"
 * would name neither the campaign nor the list.
 */
export function platformFacadeSource(m: PlatformModule, url: string, id = ''): string {
  const css = m.css.map((c) => `import ${JSON.stringify(c)};\n`).join('');
  const names = m.exports.map((n, k) => `${platformName(m, k)} as ${n}`);
  const unlisted =
    m.unlisted.length > 0
      ? `export { ${m.unlisted.join(', ')} } from ${JSON.stringify(UNLISTED + id)};\n`
      : '';
  return `${css}export { ${names.join(', ')} } from ${JSON.stringify(url)};\n${unlisted}`;
}

/** The marks of a module's unlisted names: no side effects, so unused ones are dropped. */
export function unlistedSource(m: PlatformModule, id: string): string {
  return m.unlisted
    .map(
      (n) =>
        `export const ${n} = /* @__PURE__ */ Symbol.for(${JSON.stringify(`${UNLISTED_MARK}${rel(id)}#${n}`)});\n`,
    )
    .join('');
}

/**
 * A module that joins the platform: one of the packages' own, not a package's index, which only
 * re-exports (held whole, it would bring every module of its package, used or not).
 */
const joins = (id: string) =>
  id.startsWith(PACKAGES) && !id.includes('/node_modules/') && !/\/src\/index\.tsx?$/.test(id);
const ENTRY = '\0h5-platform-entry';
const EMPTY_CSS = '\0h5-platform-css:';

/** The modules the platform's entry reaches by static imports, found once per build. */
function staticGraphOf() {
  let seen: Set<string> | null = null;
  return (ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (seen) return seen;
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(ENTRY);
    seen = found;
    return found;
  };
}

// Vite wraps every dynamic import in its preload helper, even with `modulePreload: false`
// (vitejs/vite#18551): about 0.5 kB gzip that does nothing here, where the stylesheets stay with
// the campaign and no chunk preloads another (checked once the chunks are made). The helper's
// module is replaced by one that just imports.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const PRELOAD_HELPER_SOURCE = 'export const __vitePreload = (load) => load();';

const rel = (id: string) => relative(PACKAGES, id);

/** The platform's configuration: a campaign may use a prebuilt platform only if it was built for the same. */
export function platformKey(cdnBase: string, define: Record<string, string>, list = PLATFORM_EXPORTS) {
  return createHash('sha256')
    .update(JSON.stringify([cdnBase, define, list]))
    .digest('hex')
    .slice(0, 16);
}

/** A built platform with what it was built from: the files (under the repository) and their hashes. */
export interface BuiltPlatform extends Platform {
  key: string;
  inputs: Record<string, string>;
}

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** Builds the platform for this configuration in one pass: the listed names of the listed modules. */
export async function buildPlatform(
  cdnBase: string,
  define: Record<string, string>,
  list: Record<string, readonly string[]> = PLATFORM_EXPORTS,
): Promise<BuiltPlatform> {
  const modules = platformModules(list);
  const staticGraph = staticGraphOf();
  const css = new Map<string, string[]>();
  const files: Record<string, string> = {};
  const inputs = new Set<string>();
  let file = '';
  const platform: Plugin = {
    name: 'h5-platform-build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === ENTRY || id === PRELOAD_HELPER) return id;
      // The stylesheets stay with the campaign (its CSS is inlined into its HTML): recorded, not built.
      if (id.endsWith('.css') && importer) {
        const path = resolve(dirname(importer), id);
        css.set(importer, [...(css.get(importer) ?? []), path]);
        return `${EMPTY_CSS}${path}`;
      }
      return null;
    },
    load(id) {
      if (id === ENTRY) return platformEntrySource(modules);
      if (id === PRELOAD_HELPER) return PRELOAD_HELPER_SOURCE;
      if (id.startsWith(EMPTY_CSS)) return '';
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('the platform build made no entry chunk');
      const statics = chunks.filter((c) => c === entry || entry.imports.includes(c.fileName));
      // A campaign loads the entry alone: anything split from it would be a second copy's state.
      if (statics.length > 1) throw new Error(`the platform's entry was split: ${entry.imports.join(', ')}`);
      file = entry.fileName;
      // Every module the file holds must be listed, or a campaign importing it would bundle a
      // second copy (with its own state) instead of the facade.
      const unlisted = entry.moduleIds.filter((id) => joins(id) && !modules.has(id));
      if (unlisted.length > 0) {
        const by = (id: string) =>
          (this.getModuleInfo(id)?.importers ?? []).filter((i) => !i.startsWith('\0')).map(rel);
        throw new Error(
          `the shared platform holds modules ${LIST_FILE} does not list: ${unlisted
            .map((id) => `${rel(id)} (imported by ${by(id).join(', ') || 'the entry'})`)
            .join('; ')}. Add each with the names pages use of it ([] for none).`,
        );
      }
      for (const [id, m] of modules) {
        const own = this.getModuleInfo(id)?.exports ?? [];
        m.unlisted = own.filter((n) => n !== 'default' && !m.exports.includes(n)).sort();
      }
      for (const c of chunks)
        for (const id of c.moduleIds) if (id.startsWith('/') && existsSync(id)) inputs.add(id);
    },
  };
  const output = await build({
    configFile: false,
    root: PACKAGES,
    base: './',
    logLevel: 'error',
    plugins: [platform, react(), sharedRuntimePlugin(cdnBase)],
    define,
    build: {
      write: false,
      target: BUILD_TARGET,
      modulePreload: false,
      rolldownOptions: {
        input: { platform: ENTRY },
        // Campaigns import the entry's names, which stay; its dynamic chunks may import more from
        // it, rather than from a chunk of their own.
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'platform-[name]-[hash].js',
          // One file for everything the entry loads statically: Rolldown would otherwise split
          // what the entry shares with its on-demand chunks into a common chunk of its own.
          codeSplitting: { groups: [{ name: (id, ctx) => (staticGraph(ctx).has(id) ? 'platform' : null) }] },
        },
      },
    },
  });
  // The files as written, after Vite's own last touches (its preload markers are filled in late).
  const messages: Record<string, string[]> = {};
  type Out = { type: string; fileName: string; code?: string; facadeModuleId?: string | null };
  for (const out of [output].flat() as { output?: Out[] }[]) {
    for (const c of out.output ?? []) {
      // Chunks only: the runtime plugin's copies of the runtime are the campaign's to carry.
      if (c.type !== 'chunk') continue;
      const code = c.code ?? '';
      files[c.fileName] = code;
      if (code.includes('__vite__mapDeps'))
        throw new Error(`${c.fileName} preloads what its dynamic imports need: the preload helper must stay`);
      const lang = /\/messages\/([a-z]{2,3})\.json$/.exec(c.facadeModuleId ?? '')?.[1];
      if (lang) messages[lang] = [...(messages[lang] ?? []), c.fileName];
    }
  }
  for (const [id, m] of modules) m.css = css.get(id) ?? [];
  for (const paths of css.values()) for (const p of paths) inputs.add(p);
  // The runtime's file name is compiled into the platform's imports.
  inputs.add(resolve(RUNTIME_DIST, RUNTIME_MANIFEST_FILE));
  // A module's package.json says how its imports resolve.
  for (const id of modules.keys()) inputs.add(resolve(PACKAGES, rel(id).split('/')[0]!, 'package.json'));
  return {
    key: platformKey(cdnBase, define, list),
    file,
    files,
    modules,
    messages,
    inputs: Object.fromEntries([...inputs].sort().map((f) => [relative(ROOT, f), hashOf(f)])),
  };
}

interface Manifest {
  key: string;
  file: string;
  files: string[];
  modules: Record<string, Omit<PlatformModule, 'css'> & { css: string[] }>;
  messages: Record<string, string[]>;
  inputs: Record<string, string>;
}

/** Writes a built platform where campaign builds look for it (the platform's turbo task). */
export function writePlatform(p: BuiltPlatform, dir = PLATFORM_DIST) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(p.files)) writeFileSync(resolve(dir, name), code);
  const manifest: Manifest = {
    key: p.key,
    file: p.file,
    files: Object.keys(p.files).sort(),
    modules: Object.fromEntries(
      [...p.modules].map(([id, m]) => [rel(id), { ...m, css: m.css.map((c) => relative(ROOT, c)) }]),
    ),
    messages: p.messages,
    inputs: p.inputs,
  };
  writeFileSync(resolve(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The prebuilt platform, if it was built for this configuration from the sources as they are now
 * (a campaign built alone after a package changed must not ship the old code); else null.
 */
export function loadPlatform(key: string, dir = PLATFORM_DIST): Platform | null {
  const path = resolve(dir, MANIFEST);
  if (!existsSync(path)) return null;
  const m = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (m.key !== key) return null;
  for (const [f, hash] of Object.entries(m.inputs)) {
    const abs = resolve(ROOT, f);
    if (!existsSync(abs) || !statSync(abs).isFile() || hashOf(abs) !== hash) return null;
  }
  return {
    file: m.file,
    files: Object.fromEntries(m.files.map((f) => [f, readFileSync(resolve(dir, f), 'utf8')])),
    modules: new Map(
      Object.entries(m.modules).map(([r, mod]) => [
        resolve(PACKAGES, r),
        { ...mod, css: mod.css.map((c) => resolve(ROOT, c)) },
      ]),
    ),
    messages: m.messages,
  };
}

/** The unlisted names a chunk's code uses: `<module>#<name>`, from the marks left in it. */
export const unlistedUses = (code: string) =>
  [...new Set([...code.matchAll(/h5-platform-unlisted:([\w./-]+#[\w$]+)/g)].map((m) => m[1]!))].sort();

/** A campaign's use of names the platform file does not export, said as what to do. */
export function platformImportError(
  campaign: string,
  uses: { use: string; importers: string[] }[],
): Error | null {
  if (uses.length === 0) return null;
  return new Error(
    uses
      .map(({ use, importers }) => {
        const [module, name] = use.split('#');
        return `${campaign}: ${importers.join(', ') || 'a module'} imports ${name} from ${module}, which the shared platform does not export: add '${name}' to '${module}' in ${LIST_FILE}`;
      })
      .join('\n'),
  );
}

/** Per build configuration, once per process: every campaign of a build run gets the same file. */
const built = new Map<string, Promise<Platform>>();

/** The prebuilt platform when it is fresh, else one built here (a campaign built with other variables). */
function platformFor(cdnBase: string, define: Record<string, string>): Promise<Platform> {
  const key = platformKey(cdnBase, define);
  if (!built.has(key)) built.set(key, Promise.resolve(loadPlatform(key) ?? buildPlatform(cdnBase, define)));
  return built.get(key)!;
}

/** What the platform plugin tells the others, once the build has started. */
export interface PlatformApi {
  /** Its message catalogs per language, as URLs relative to a campaign's folder (`../runtime/…`). */
  messageFiles(): Record<string, string[]>;
}

export function sharedPlatformPlugin(
  campaign: string,
  cdnBase: string,
  define: Record<string, string>,
): Plugin & { api: PlatformApi } {
  let platform: Platform;
  let url = '';
  return {
    name: 'h5-shared-platform',
    api: {
      messageFiles: () =>
        Object.fromEntries(
          Object.entries(platform?.messages ?? {}).map(([lang, files]) => [
            lang,
            files.map((f) => `../runtime/${f}`),
          ]),
        ),
    },
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      platform = await platformFor(cdnBase, define);
      url = runtimeUrl(cdnBase, platform.file);
    },
    resolveId(id) {
      if (id.startsWith(UNLISTED)) return { id, moduleSideEffects: false };
      // Like the runtime: free of side effects, so its importers may still be merged into the entry.
      if (id === url) return { id, external: true, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (id.startsWith(UNLISTED)) {
        const of = id.slice(UNLISTED.length);
        return unlistedSource(platform.modules.get(of)!, of);
      }
      const m = platform.modules.get(id);
      return m ? platformFacadeSource(m, url, id) : null;
    },
    renderChunk(code) {
      const uses = unlistedUses(code).map((use) => {
        // The campaign's modules (or another package's) that import the name, through the indexes.
        const [module, name] = use.split('#') as [string, string];
        const importers = new Set<string>();
        const seen = new Set<string>();
        const up = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const i of this.getModuleInfo(id)?.importers ?? []) {
            if (/\/src\/index\.tsx?$/.test(i) || platform.modules.has(i)) up(i);
            else if (
              new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(this.getModuleInfo(i)?.code ?? '')
            )
              importers.add(relative(ROOT, i));
          }
        };
        up(resolve(PACKAGES, module));
        return { use, importers: [...importers].sort() };
      });
      const error = platformImportError(campaign, uses);
      if (error) this.error(error.message);
      return null;
    },
    generateBundle() {
      for (const [name, source] of Object.entries(platform.files)) {
        this.emitFile({ type: 'asset', fileName: `runtime/${name}`, source });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: url },
            injectTo: 'head-prepend',
          } satisfies HtmlTagDescriptor,
        ];
      },
    },
  };
}
