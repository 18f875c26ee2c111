// Every campaign's HTML entry, made from its routes instead of a copy of index.html per campaign.
// The build and the dev server both ask this plugin for `<campaign>/index.html`; the head scripts,
// the pre-rendered shell and the inlined CSS are added to it by the preset's other plugins.

import { join, resolve } from 'node:path';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { type Plugin, runnerImport } from 'vite';

/** The app's name: the page title of a campaign with several screens, the same in every language. */
export const BRAND = 'StarMaker';

/** The module the page starts from, relative to the campaign root. */
export const ENTRY_MODULE = '/src/main.tsx';

/**
 * A campaign of one screen is named by that screen's title; one with several screens by the
 * brand, since its HTML opens on any of them (each screen sets its own title once it runs).
 */
export function pageTitle(routes: CampaignRoutes): string {
  const [only, ...others] = routes.routes;
  if (only && others.length === 0 && !only.children?.length && only.meta?.title) return only.meta.title;
  return BRAND;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function campaignHtml(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${ENTRY_MODULE}"></script>
  </body>
</html>
`;
}

/** The campaign's `src/routes.ts` default export, loaded as the manifest script reads it. */
export async function loadCampaignRoutes(campaignRoot: string): Promise<CampaignRoutes> {
  const file = join(campaignRoot, 'src', 'routes.ts');
  const { module } = await runnerImport<{ default?: CampaignRoutes }>(file, {
    configFile: false,
    logLevel: 'error',
  });
  if (!module.default?.routes) {
    throw new Error(`${file} must default-export defineRoutes({ campaign, title, routes })`);
  }
  return module.default;
}

/** Serves (dev) and emits (build) `index.html`, titled from the campaign's routes. */
export function campaignHtmlPlugin(campaignRoot: string): Plugin {
  const file = resolve(campaignRoot, 'index.html');
  const html = async () => campaignHtml(pageTitle(await loadCampaignRoutes(campaignRoot)));
  return {
    name: 'h5-campaign-html',
    enforce: 'pre',
    resolveId(id) {
      return id === file ? file : null;
    },
    load(id) {
      return id === file ? html() : null;
    },
    configureServer(server) {
      // After Vite's own middlewares: the SPA fallback has turned every page path into /index.html.
      return () => {
        server.middlewares.use((req, res, next) => {
          if ((req.url ?? '').split('?')[0] !== '/index.html') return next();
          void (async () => {
            const page = await server.transformIndexHtml(req.originalUrl ?? '/', await html());
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(page);
          })().catch(next);
        });
      };
    },
  };
}

const HEAD_METAS = /\s*<meta\s+(?:charset=|name="viewport")[^>]*>/gi;

/**
 * The charset and viewport metas moved to the top of the head, before the tags other plugins
 * prepend. The charset must lie in the first 1024 bytes; and a script that measures the page (the
 * rem script) ran before the viewport meta, at the 980 px default width, so the page's root font
 * was set once for 980 px and again on the resize that followed: a second style and layout of the
 * whole document (about 100 ms at 4x CPU).
 */
export function headMetasFirst(html: string): string {
  const metas = html.match(HEAD_METAS);
  if (!metas) return html;
  const rest = html.replace(HEAD_METAS, '');
  return rest.replace(/<head>/i, (head) => `${head}${metas.join('')}`);
}

/** Runs `headMetasFirst` after every other plugin has added to the head (place it last). */
export function headMetasFirstPlugin(): Plugin {
  return {
    name: 'h5-head-metas-first',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: headMetasFirst },
  };
}
