// The start module of a campaign that does not write its own `src/main.tsx`: every screen its
// routes name, each a lazy chunk from `src/screens/<Screen>.tsx` exporting `<Screen>` (screen
// `weeklyStar` is `WeeklyStar`), the blocks' messages and its own `src/messages/<lang>.json`,
// and `src/styles.css` when it has one. A campaign that needs more writes `src/main.tsx`.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type CampaignRoutes, flattenRoutes, type RouteDecl } from '@h5/ui-kit/routes';
import type { Plugin } from 'vite';
import { ENTRY_MODULE, loadCampaignRoutes } from './html.ts';

/** The component a screen key stands for: `weeklyStar` → `WeeklyStar`. */
export const screenComponent = (screen: string) => screen.charAt(0).toUpperCase() + screen.slice(1);

const exportsComponent = (source: string, name: string) =>
  new RegExp(`export\\s+(?:function|const|class)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(
    source,
  );

/**
 * The entry's source; throws, naming the file, when a screen of the routes has no module that
 * exports it (the page would otherwise fail only when someone opens that route).
 */
export function campaignEntry(campaignRoot: string, routes: CampaignRoutes): string {
  const screens = [...new Set(flattenRoutes(routes.routes).flatMap((r) => (r.screen ? [r.screen] : [])))];
  const lines = screens.map((screen) => {
    const name = screenComponent(screen);
    const file = join(campaignRoot, 'src', 'screens', `${name}.tsx`);
    if (!existsSync(file)) throw new Error(`screen "${screen}" of src/routes.ts: write ${file}`);
    if (!exportsComponent(readFileSync(file, 'utf8'), name))
      throw new Error(`${file} must export ${name}, the screen "${screen}" of src/routes.ts`);
    return `    ${JSON.stringify(screen)}: lazyScreens(() => import('./screens/${name}.tsx'))(${JSON.stringify(name)}),`;
  });
  const styles = existsSync(join(campaignRoot, 'src', 'styles.css')) ? "import './styles.css';\n" : '';
  return `${styles}import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

void startCampaign({
  routes,
  screens: {
${lines.join('\n')}
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
`;
}

/** ui-kit's base styles: every campaign's CSS starts with them. */
export const BASE_STYLES = resolve(import.meta.dirname, '../../ui-kit/src/styles.css');

/**
 * The entry with ui-kit's base styles imported first. Stylesheets come in the order the entry
 * reaches them, and the entry imports its blocks' and its own before `@h5/ui-kit`: the base rules
 * came last and won every tie, so a campaign's `.x { background }` on an `.h5-button` was lost.
 */
export function withBaseStylesFirst(source: string): string {
  // On the first line, so the lines of the source (and its source map) stay where they were.
  return `import ${JSON.stringify(BASE_STYLES)};${source}`;
}

/** Makes `src/main.tsx` when the campaign has none; either way, the base styles come first. */
export function campaignEntryPlugin(campaignRoot: string): Plugin {
  const file = resolve(campaignRoot, `.${ENTRY_MODULE}`);
  const generated = () => !existsSync(file);
  return {
    name: 'h5-campaign-entry',
    enforce: 'pre',
    resolveId(id) {
      return generated() && (id === ENTRY_MODULE || id === file) ? file : null;
    },
    async load(id) {
      if (id !== file || !generated()) return null;
      return campaignEntry(campaignRoot, await loadCampaignRoutes(campaignRoot));
    },
    transform(code, id) {
      return id === file ? { code: withBaseStylesFirst(code), map: null } : null;
    },
  };
}

const PAGE_ROUTES = '\0h5-page-routes';

/**
 * The routes as the page reads them: paths, screens, redirects, titles, sign-in rules. Not the
 * campaign's line, examples or first-screen reads, which only the build, the manifest and the
 * HTML's preload script use.
 */
export function pageRoutes(routes: CampaignRoutes): Pick<CampaignRoutes, 'campaign' | 'title' | 'routes'> {
  const strip = (r: RouteDecl): RouteDecl => {
    const { reads: _reads, children, ...rest } = r;
    return children ? { ...rest, children: children.map(strip) } : rest;
  };
  return { campaign: routes.campaign, title: '', routes: routes.routes.map(strip) };
}

/**
 * The entry's `import routes from './routes.ts'` gets the page's routes as data: the declarations
 * module (with what it computes them from) stays out of the first download. Screens that import
 * its other names still get the module itself.
 */
export function pageRoutesPlugin(campaignRoot: string): Plugin {
  const main = resolve(campaignRoot, `.${ENTRY_MODULE}`);
  const declared = resolve(campaignRoot, 'src', 'routes.ts');
  return {
    name: 'h5-page-routes',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (importer !== main || !id.startsWith('.')) return null;
      return resolve(dirname(importer), id) === declared ? PAGE_ROUTES : null;
    },
    async load(id) {
      if (id !== PAGE_ROUTES) return null;
      return `export default ${JSON.stringify(pageRoutes(await loadCampaignRoutes(campaignRoot)))};\n`;
    },
  };
}
