// The one Vite configuration every campaign uses: the CDN base, the inline rem and language
// scripts, build-time host overrides, the shared runtime, and in dev the sandbox API on the dev
// server itself.

import { resolve } from 'node:path';
import { appLinksProblems, buildOverrideProblems, publishedHostsProblems } from '@h5/core-api/build-checks';
import { BUILD_TARGET } from '@h5/runtime';
import { LANGUAGE_INLINE_SCRIPT } from '@h5/ui-kit/first-paint';
import { REM_INLINE_SCRIPT } from '@h5/ui-kit/rem';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompressPlugin } from './compress.ts';
import { campaignEntryPlugin, pageRoutesPlugin } from './entry.ts';
import { campaignHtmlPlugin, ENTRY_MODULE, headMetasFirstPlugin, loadCampaignRoutes } from './html.ts';
import { imageTiersPlugin } from './images.ts';
import { buildVariables, cdnBaseOf, defineOf, type PlatformApi, sharedPlatformPlugin } from './platform.ts';
import { type HostBuild, preloadInlineScript } from './preload.ts';
import { inlineCssPlugin, prerenderShellPlugin } from './prerender.ts';
import { sharedRuntimePlugin } from './runtime.ts';
import { messageChunkFiles, screenChunkFiles, screenModules } from './screenChunks.ts';
import { campaignVitestConfig } from './vitest.ts';

export { brotli, ENCODINGS, gzip, PRECOMPRESSED, precompress, precompressPlugin } from './compress.ts';
export {
  campaignEntry,
  campaignEntryPlugin,
  pageRoutes,
  pageRoutesPlugin,
  screenComponent,
} from './entry.ts';
export { BRAND, campaignHtml, campaignHtmlPlugin, loadCampaignRoutes, pageTitle } from './html.ts';
export { IMAGE_TIER_WIDTHS, imageTiers, imageTiersPlugin } from './images.ts';
export { callsByName, preloadInlineScript, preloadPlan } from './preload.ts';
export {
  GENERIC_SHELL,
  injectShell,
  inlineCssPlugin,
  inlineStylesheets,
  prerenderShellPlugin,
  shellFor,
} from './prerender.ts';
export { runtimeFilesOf, runtimeModuleSource, runtimeUrl, sharedRuntimePlugin } from './runtime.ts';

export interface CampaignConfigOptions {
  /** The campaign's folder name, also its CDN folder. */
  campaign: string;
  /** The campaign folder (use `import.meta.dirname`). */
  root: string;
  /**
   * Build-time variables a build that may be published cannot do without, each with what it is:
   * such a build stops without them, rather than publish a page that fails for every user.
   */
  publishedNeeds?: Record<string, string>;
}

/** What a build of `env` lacks of the variables it needs once published (none in dev). */
export function publishedNeedsProblems(
  env: string,
  needs: Record<string, string> = {},
  vars: NodeJS.ProcessEnv = process.env,
): string[] {
  if (env === 'dev') return [];
  return Object.entries(needs)
    .filter(([name]) => !vars[name]?.trim())
    .map(
      ([name, what]) =>
        `a ${env || 'test, box or production'} build needs ${name}: ${what}. A local build sets H5_ENV=dev.`,
    );
}

function inlineHeadScripts(root: string, build: HostBuild, platform: PlatformApi): Plugin {
  const entryFile = resolve(root, `.${ENTRY_MODULE}`);
  let modules: Record<string, string> = {};
  let base = '/';
  return {
    name: 'h5-inline-head',
    configResolved(config) {
      base = config.base;
    },
    transform: {
      // The source as written (or generated), before TypeScript is stripped.
      order: 'pre',
      handler(code, id) {
        if (id === entryFile) modules = screenModules(code, entryFile);
        return null;
      },
    },
    transformIndexHtml: {
      // After the bundle is written, so the first screen's chunk files are known (a build only).
      order: 'post',
      async handler(_html, ctx) {
        const files = ctx.bundle ? screenChunkFiles(modules, ctx.bundle as never) : {};
        const messages = ctx.bundle ? messageChunkFiles(ctx.bundle as never) : {};
        // The platform's own catalogs (its file is shared, beside the runtime) download as early.
        for (const [lang, catalogs] of Object.entries(ctx.bundle ? platform.messageFiles() : {}))
          messages[lang] = [...catalogs, ...(messages[lang] ?? [])];
        // The first screen's reads and chunk start here, not after the entry script (preload.ts);
        // after the language script, whose choice the reads send.
        const preload = preloadInlineScript(await loadCampaignRoutes(root), build, undefined, {
          base,
          files,
          messages,
        });
        return [
          // `lang` and `dir` before the first paint, so an Arabic page never flips.
          { tag: 'script', children: LANGUAGE_INLINE_SCRIPT, injectTo: 'head-prepend' },
          ...(preload ? [{ tag: 'script', children: preload, injectTo: 'head-prepend' as const }] : []),
          { tag: 'script', children: REM_INLINE_SCRIPT, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/** In `dev`, the dev server answers the API itself, as the local site does. */
function sandboxOnDevServer(): Plugin {
  return {
    name: 'h5-sandbox',
    apply: 'serve',
    // Loaded only by the dev server: a build or a unit test of one campaign never runs the
    // sandbox's code, so a half-written area elsewhere cannot stop them.
    async configureServer(server) {
      const { ALL_AREAS, createSandbox, handleControl } = await import('@h5/sandbox-api');
      const sandbox = createSandbox({ areas: ALL_AREAS });
      server.middlewares.use((req, res, next) => {
        void (async () => {
          if (await handleControl(sandbox, req, res)) return;
          const path = (req.url ?? '/').split('?')[0] ?? '/';
          if (!path.startsWith('/v/') && !path.startsWith('/g/v/') && (await sandbox.handle(req, res)))
            return;
          next();
        })().catch(next);
      });
    },
  };
}

export function campaignConfig({ campaign, root, publishedNeeds }: CampaignConfigOptions) {
  return defineConfig(({ command, mode }): UserConfig => {
    // Vitest loads this file in its own `test` mode: it gets the test preset alone, with no dev
    // sandbox and no build plugins, so a campaign needs no vitest.config.ts.
    if (mode === 'test' && process.env.VITEST) return { root, ...campaignVitestConfig() };
    const build = buildVariables(command);
    const problems = [
      ...buildOverrideProblems({ ...build, env: process.env.H5_ENV }),
      ...appLinksProblems(build.appLinks),
      // A build that may be published must carry the real hosts, never the placeholder domain.
      ...(command === 'build' ? publishedHostsProblems(build) : []),
      ...(command === 'build' ? publishedNeedsProblems(build.env, publishedNeeds) : []),
    ];
    if (problems.length > 0) throw new Error(`${campaign}: ${problems.join('; ')}`);
    const cdnBase = cdnBaseOf();
    const define = defineOf(build);
    const platform = sharedPlatformPlugin(campaign, cdnBase, define);
    return {
      root,
      base: command === 'build' ? `${cdnBase}/${campaign}/` : '/',
      appType: 'spa',
      plugins: [
        react(),
        campaignHtmlPlugin(root),
        campaignEntryPlugin(root),
        pageRoutesPlugin(root),
        inlineHeadScripts(root, build, platform.api),
        sandboxOnDevServer(),
        imageTiersPlugin(),
        prerenderShellPlugin(root),
        inlineCssPlugin(),
        // Before the runtime's: the HTML's head-prepended preloads then name the runtime first.
        platform,
        sharedRuntimePlugin(cdnBase),
        headMetasFirstPlugin(),
        precompressPlugin(),
      ],
      define,
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        target: BUILD_TARGET,
        assetsInlineLimit: 2048,
        // Vite's modulepreload polyfill only helps engines without modulepreload (Safari before
        // 17), and only for links it finds when the entry runs: by then the entry's imports are
        // on their way and the first screen's chunk is asked for at once. 0.3 kB of every entry.
        modulePreload: { polyfill: false },
        // campaignHtmlPlugin makes this file; a campaign has none of its own.
        rolldownOptions: { input: { index: resolve(root, 'index.html') } },
      },
      server: { host: '127.0.0.1' },
    };
  });
}
