// The one Vite configuration every campaign uses: the CDN base, the inline rem and language
// scripts, build-time host overrides, and in dev the sandbox API on the dev server itself.

import { resolve } from 'node:path';
import { buildOverrideProblems } from '@h5/core-api/environment';
import { ALL_AREAS, createSandbox, handleControl } from '@h5/sandbox-api';
import { LANGUAGE_INLINE_SCRIPT } from '@h5/ui-kit/first-paint';
import { REM_INLINE_SCRIPT } from '@h5/ui-kit/rem';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { imageTiersPlugin } from './images.ts';
import { inlineCssPlugin, prerenderShellPlugin } from './prerender.ts';

export { IMAGE_TIER_WIDTHS, imageTiers, imageTiersPlugin } from './images.ts';
export {
  GENERIC_SHELL,
  injectShell,
  inlineCssPlugin,
  inlineStylesheets,
  prerenderShellPlugin,
  shellFor,
} from './prerender.ts';

export interface CampaignConfigOptions {
  /** The campaign's folder name, also its CDN folder. */
  campaign: string;
  /** The campaign folder (use `import.meta.dirname`). */
  root: string;
}

function inlineHeadScripts(): Plugin {
  return {
    name: 'h5-inline-head',
    transformIndexHtml() {
      return [
        // `lang` and `dir` before the first paint, so an Arabic page never flips.
        { tag: 'script', children: LANGUAGE_INLINE_SCRIPT, injectTo: 'head-prepend' },
        { tag: 'script', children: REM_INLINE_SCRIPT, injectTo: 'head-prepend' },
      ];
    },
  };
}

/** In `dev`, the dev server answers the API itself, as the local site does. */
function sandboxOnDevServer(): Plugin {
  return {
    name: 'h5-sandbox',
    apply: 'serve',
    configureServer(server) {
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

export function campaignConfig({ campaign, root }: CampaignConfigOptions) {
  return defineConfig(({ command }): UserConfig => {
    const problems = buildOverrideProblems({ env: process.env.H5_ENV, hosts: process.env.H5_HOSTS });
    if (problems.length > 0) throw new Error(`${campaign}: ${problems.join('; ')}`);
    const cdnBase = (process.env.H5_CDN_BASE ?? '/cdn').replace(/\/$/, '');
    return {
      root,
      base: command === 'build' ? `${cdnBase}/${campaign}/` : '/',
      appType: 'spa',
      plugins: [
        react(),
        inlineHeadScripts(),
        sandboxOnDevServer(),
        imageTiersPlugin(),
        prerenderShellPlugin(root),
        inlineCssPlugin(),
      ],
      define: {
        // The local build (start, e2e) and dev force the dev environment so they run on any port.
        'import.meta.env.VITE_H5_ENV': JSON.stringify(
          process.env.H5_ENV ?? (command === 'serve' ? 'dev' : ''),
        ),
        'import.meta.env.VITE_H5_HOSTS': JSON.stringify(process.env.H5_HOSTS ?? ''),
      },
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        // Low-end Android web views: Chrome 80 era engines are still common.
        target: ['es2020', 'chrome80', 'safari13'],
        assetsInlineLimit: 2048,
        rolldownOptions: { input: { index: resolve(root, 'index.html') } },
      },
      server: { host: '127.0.0.1' },
    };
  });
}
