// Points a campaign's imports of React, react-dom and signals at the shared runtime
// (@h5/runtime) instead of bundling them. Each such import resolves to a module that only
// re-exports the runtime file's names from its absolute URL, `<cdnBase>/runtime/runtime-<hash>.js`,
// which stays external: the chunks import from that URL directly. No import map: Chrome 80 and
// Safari 13 web views do not support them. The HTML preloads the runtime so it downloads beside
// the entry rather than after it, and the build carries a copy of it (dist/runtime/) so the local
// site, the budget and publish find it with the campaign.

import { readFileSync } from 'node:fs';
import {
  isRuntimeSpecifier,
  loadRuntimeManifest,
  RUNTIME_API,
  RUNTIME_DIST,
  RUNTIME_FOLDER,
  type RuntimeManifest,
  type RuntimeSpecifier,
  runtimeClosure,
  runtimeExportName,
} from '@h5/runtime';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { initialChunks } from './screenChunks.ts';

interface BundleChunk {
  type: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Bundle = Record<string, BundleChunk>;

const VIRTUAL = '\0h5-runtime:';

/** The absolute URL of a runtime file under the CDN base. */
export const runtimeUrl = (cdnBase: string, file: string) => `${cdnBase}/${RUNTIME_FOLDER}/${file}`;

/** The module a runtime specifier resolves to in a campaign build. */
export function runtimeModuleSource(specifier: RuntimeSpecifier, url: string): string {
  const names = (RUNTIME_API[specifier] as readonly string[]).map((n) => {
    const exported = runtimeExportName(specifier, n);
    return exported === n ? n : `${exported} as ${n}`;
  });
  return `export { ${names.join(', ')} } from ${JSON.stringify(url)};\n`;
}

/** The runtime files that chunks importing these ids need, in load order. */
export function runtimeFilesOf(
  imports: Iterable<string>,
  cdnBase: string,
  manifest: RuntimeManifest,
): string[] {
  const prefix = runtimeUrl(cdnBase, '');
  const direct = new Set<string>();
  for (const id of imports) {
    if (!id.startsWith(prefix)) continue;
    const file = id.slice(prefix.length);
    // The runtime folder also holds the platform's files (platform.ts): not the runtime's to carry,
    // but each imports the runtime, which the page then needs as early.
    direct.add(file === manifest.file || Object.hasOwn(manifest.imports, file) ? file : manifest.file);
  }
  return runtimeClosure(manifest, [...direct].sort());
}

export function sharedRuntimePlugin(cdnBase: string, dist = RUNTIME_DIST): Plugin {
  let manifest: RuntimeManifest;
  let url = '';
  return {
    name: 'h5-shared-runtime',
    apply: 'build',
    // Before Vite's resolver, which would find the packages in node_modules and bundle them.
    enforce: 'pre',
    config() {
      // Read here, not at import: unit tests and the dev server never need the runtime built.
      manifest = loadRuntimeManifest(dist);
      url = runtimeUrl(cdnBase, manifest.file);
    },
    resolveId(id) {
      if (isRuntimeSpecifier(id)) return `${VIRTUAL}${id}`;
      // Free of side effects, so the modules importing it may still be merged into the entry.
      if (id === url) return { id, external: true, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      return runtimeModuleSource(id.slice(VIRTUAL.length) as RuntimeSpecifier, url);
    },
    generateBundle(_options, bundle) {
      const all = Object.values(bundle as unknown as Bundle).flatMap((c) => [
        ...(c.imports ?? []),
        ...(c.dynamicImports ?? []),
      ]);
      for (const file of runtimeFilesOf(all, cdnBase, manifest)) {
        this.emitFile({
          type: 'asset',
          fileName: `${RUNTIME_FOLDER}/${file}`,
          source: readFileSync(`${dist}${file}`),
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const imports = initialChunks(ctx.bundle as unknown as Bundle).flatMap((c) => c.imports ?? []);
        return runtimeFilesOf(imports, cdnBase, manifest).map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            // crossorigin as on Vite's entry script: a module is fetched in CORS mode, and a
            // preload made in another mode would not be reused.
            attrs: { rel: 'modulepreload', crossorigin: true, href: runtimeUrl(cdnBase, file) },
            // First in the head, before the scripts that start the reads and the screen's chunks:
            // the largest download of the page starts first (on HTTP/1.1's six connections per
            // host it was queued behind them, 560 ms later).
            injectTo: 'head-prepend',
          }),
        );
      },
    },
  };
}
