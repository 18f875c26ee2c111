// The platform's core, shared by every campaign like the runtime: the modules `startCampaign`
// loads statically (ui-kit's app, router, store and login; core-api's client; i18n; the bridge),
// about 11 kB gzip that every campaign's entry used to carry under a hash of its own. A campaign
// build first builds them (with the same build-time variables) into one content-hashed file,
// `<cdnBase>/runtime/platform-<hash>.js`, then points each of those modules at a facade that
// re-exports its names from that file. Campaigns built from the same source for the same
// environment name the same file, so a web view that opened one has it cached for the next.
//
// A shared file cannot know what the next campaign calls: it exports each module's names that some
// page's source uses (platformUses.ts), and its module set is the closure of what those exports
// import, so no campaign gets a second copy of a module's state.

import { dirname, resolve } from 'node:path';
import { BUILD_TARGET } from '@h5/runtime';
import react from '@vitejs/plugin-react';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import { platformUses } from './platformUses.ts';
import { runtimeUrl, sharedRuntimePlugin } from './runtime.ts';

/** The module whose static graph is the platform: the one every campaign's entry calls. */
export const PLATFORM_ROOT = resolve(import.meta.dirname, '../../ui-kit/src/app.tsx');
/** The workspace packages the platform's modules come from; a campaign's own modules never join. */
const PACKAGES = resolve(import.meta.dirname, '../..');

export interface PlatformModule {
  /** Its place in the set; its names are exported as `$<first + k>` (base 36), short and unique. */
  index: number;
  first: number;
  /** Null while unknown (the first round): the entry then re-exports the module whole. */
  exports: string[] | null;
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

/** The name under which the platform file exports a module's k-th name. */
export const platformName = (m: PlatformModule, k: number) => `$${(m.first + k).toString(36)}`;

/** The platform file's entry: each module's names under short ones of their own (no two collide). */
export function platformEntrySource(modules: Map<string, PlatformModule>): string {
  return [...modules]
    .map(([id, m]) =>
      m.exports === null
        ? `export * as m$${m.index} from ${JSON.stringify(id)};\n`
        : `export { ${m.exports.map((n, k) => `${n} as ${platformName(m, k)}`).join(', ')} } from ${JSON.stringify(id)};\n`,
    )
    .join('');
}

/** What a platform module becomes in a campaign build: its stylesheets, and its names from the file. */
export function platformFacadeSource(m: PlatformModule, url: string): string {
  const css = m.css.map((c) => `import ${JSON.stringify(c)};\n`).join('');
  const names = (m.exports ?? []).map((n, k) => `${platformName(m, k)} as ${n}`);
  return `${css}export { ${names.join(', ')} } from ${JSON.stringify(url)};\n`;
}

/**
 * A module that joins the platform: one of the packages' own, not a package's index, which only
 * re-exports (held whole, it would bring every module of its package, used or not).
 */
const joins = (id: string) =>
  id.startsWith(PACKAGES) && !id.includes('/node_modules/') && !/\/src\/index\.tsx?$/.test(id);
const ENTRY = '\0h5-platform-entry';
const EMPTY_CSS = '\0h5-platform-css:';

interface Round {
  /** The modules the entry chunk holds, with their exports. */
  held: Map<string, { exports: string[]; css: string[] }>;
  files: Record<string, string>;
  file: string;
  messages: Record<string, string[]>;
}

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

async function buildRound(
  modules: Map<string, PlatformModule>,
  cdnBase: string,
  define: Record<string, string>,
): Promise<Round> {
  const staticGraph = staticGraphOf();
  const css = new Map<string, string[]>();
  const held = new Map<string, { exports: string[]; css: string[] }>();
  const files: Record<string, string> = {};
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
      for (const id of entry.moduleIds) {
        if (!joins(id)) continue;
        const info = this.getModuleInfo(id);
        held.set(id, { exports: [...(info?.exports ?? [])].sort(), css: css.get(id) ?? [] });
      }
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
  return { held, files, file, messages };
}

/** The repository: its campaigns' and packages' sources say what the platform exports. */
const ROOT = resolve(PACKAGES, '..');

/**
 * Builds the platform for this configuration: from startCampaign's module, adding what it pulls
 * in, each module exporting the names pages use of it (platformUses.ts), until the set holds still.
 */
export async function buildPlatform(
  cdnBase: string,
  define: Record<string, string>,
  root = ROOT,
): Promise<Platform> {
  let modules = new Map<string, PlatformModule>([
    [PLATFORM_ROOT, { index: 0, first: 0, exports: null, css: [] }],
  ]);
  for (let round = 0; round < 8; round++) {
    const built = await buildRound(modules, cdnBase, define);
    const ids = [...built.held.keys()].sort();
    const uses = platformUses(new Set(ids), (id) => built.held.get(id)?.exports ?? [], { root });
    let first = 0;
    const next = new Map<string, PlatformModule>(
      ids.map((id, index) => {
        const held = built.held.get(id)!;
        const exports = held.exports.filter((n) => uses.get(id)?.has(n));
        const m = { index, first, exports, css: held.css };
        first += exports.length;
        return [id, m];
      }),
    );
    const same =
      next.size === modules.size &&
      [...next].every(([id, m]) => modules.get(id)?.exports?.join() === m.exports?.join());
    if (same) return { file: built.file, files: built.files, modules, messages: built.messages };
    modules = next;
  }
  throw new Error('the platform module set did not settle in 8 rounds');
}

/** Per build configuration, once per process: every campaign of a build run gets the same file. */
const built = new Map<string, Promise<Platform>>();

/** What the platform plugin tells the others, once the build has started. */
export interface PlatformApi {
  /** Its message catalogs per language, as URLs relative to a campaign's folder (`../runtime/…`). */
  messageFiles(): Record<string, string[]>;
}

export function sharedPlatformPlugin(
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
      const key = JSON.stringify([cdnBase, define]);
      if (!built.has(key)) built.set(key, buildPlatform(cdnBase, define));
      platform = await built.get(key)!;
      url = runtimeUrl(cdnBase, platform.file);
    },
    resolveId(id) {
      // Like the runtime: free of side effects, so its importers may still be merged into the entry.
      if (id === url) return { id, external: true, moduleSideEffects: false };
      return null;
    },
    load(id) {
      const m = platform.modules.get(id);
      return m ? platformFacadeSource(m, url) : null;
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
