// A new campaign: its route, one screen built from blocks (the promotion of `promotion_id`, its
// phase and a board read from the campaign's own call), its messages and an e2e suite that passes
// against the sandbox. The Vite preset makes its HTML and start module, the shared Playwright
// config runs its suite, and Vitest takes the preset from vite.config.ts, so these seven files
// are the whole campaign. Beside it: the call's contract and its sandbox area, registered.

export const CAMPAIGN_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** "New campaign": the Arabic title a campaign starts with, so no English shows on an Arabic page. */
export const NEW_CAMPAIGN_AR = 'حملة جديدة';

/** The largest number of files a campaign starts with. */
export const MAX_CAMPAIGN_FILES = 7;

export function validateName(name: string, existing: readonly string[]): string | null {
  if (!CAMPAIGN_NAME.test(name))
    return `"${name}" must be lower-case words joined by hyphens, like "weekly-star"`;
  if (name.length > 40) return `"${name}" is longer than 40 characters`;
  if (existing.includes(name)) return `campaigns/${name} already exists`;
  return null;
}

/** `weekly-star` → `WeeklyStar`. */
export function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** `weekly-star` → `weeklyStar`: the name of its contract, its sandbox area and their exports. */
export function camel(name: string): string {
  const p = pascal(name);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** `weekly-star` → `Weekly star`: the page title, an English key. */
export function titleOf(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The campaign's files, by path inside `campaigns/<name>/`. */
export function campaignFiles(name: string): Record<string, string> {
  const title = titleOf(name);
  const area = camel(name);
  const P = pascal(name);
  return {
    'package.json': `${JSON.stringify(
      {
        name,
        version: '0.0.0',
        private: true,
        type: 'module',
        scripts: {
          dev: 'vite --configLoader runner',
          build: 'vite build --configLoader runner',
          test: 'vitest run --configLoader runner --passWithNoTests',
          e2e: `playwright test -c ../../e2e/playwright.config.ts --project ${name}`,
        },
        dependencies: {
          '@h5/blocks': 'workspace:*',
          '@h5/core-api': 'workspace:*',
          '@h5/ui-kit': 'workspace:*',
          react: '^19.3.1',
          'react-dom': '^19.3.1',
        },
        devDependencies: { '@h5/e2e': 'workspace:*', '@h5/vite-preset': 'workspace:*' },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `{ "extends": "../../tsconfig.base.json", "include": ["src", "e2e", "vite.config.ts"] }\n`,
    'vite.config.ts': `import { campaignConfig } from '@h5/vite-preset';\n\nexport default campaignConfig({ campaign: '${name}', root: import.meta.dirname });\n`,
    'src/routes.ts': `import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: '${name}',
  title: '${title}: describe the campaign in one line.',
  routes: [{ path: '/v/${name}', screen: 'home', noLimit: true, meta: { title: '${title}' } }],
  examples: ['/v/${name}?promotion_id=welcome'],
});
`,
    'src/screens/Home.tsx': `import { PhaseBanner } from '@h5/blocks/phase-banner';
import { PromotionPage } from '@h5/blocks/promotion';
import { get${P}Board } from '@h5/core-api/contracts/${area}';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';

const TITLE = '${title}';

export function Home({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLE)}>
      {({ id, phase }) => (
        <Page title={t(TITLE)}>
          <PhaseBanner phase={phase} />
          <Board promotionId={id} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Board({ promotionId }: { promotionId: string }) {
  const board = useResource(() => api().call(get${P}Board, { promotion_id: promotionId }), [promotionId]);
  return (
    <section className="h5-card">
      <h2>{t('Leaders')}</h2>
      <Async r={board} height="4rem">
        {({ entries }) => (
          <ol className="h5-list" data-testid="board">
            {entries.map((e) => (
              <li key={e.uid}>
                <UserName name={e.stage_name} /> {e.score}
              </li>
            ))}
          </ol>
        )}
      </Async>
    </section>
  );
}
`,
    // The title's Arabic is a stand-in until the campaign has its name in Arabic.
    'src/messages/ar.json': `${JSON.stringify({ [title]: NEW_CAMPAIGN_AR, Leaders: 'المتصدرون' }, null, 2)}\n`,
    [`e2e/${name}.e2e.ts`]: `import { expect, test } from '@h5/e2e/fixtures';

test('shows the running promotion and its board', async ({ open, page }) => {
  await open('/v/${name}?promotion_id=welcome');
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'running');
  await expect(page.getByTestId('board').getByRole('listitem')).toHaveCount(5);
});

test('says when the link has no promotion', async ({ open, page }) => {
  await open('/v/${name}');
  await expect(page.getByTestId('broken-link')).toBeVisible();
});

test('works under /g/v/ and in Arabic', async ({ open, page }) => {
  await open('/g/v/${name}?promotion_id=welcome', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المتصدرون' })).toBeVisible();
});
`,
  };
}

/** The campaign's calls, in core-api: `packages/core-api/src/contracts/<area>.ts`. */
export function contractFile(name: string): string {
  const P = pascal(name);
  return `// ${titleOf(name)}: the calls of campaigns/${name}.

import { defineCall } from '../call.ts';

export interface ${P}Entry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface ${P}Board {
  promotion_id: string;
  /** Highest score first. */
  entries: ${P}Entry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const get${P}Board = defineCall<{ promotion_id: string }, ${P}Board>({
  name: '${camel(name)}.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/${name}/board',
});
`;
}

/** Its sandbox area: `packages/sandbox-api/src/areas/<area>.ts`, seeded people on the board. */
export function areaFile(name: string): string {
  const P = pascal(name);
  const area = camel(name);
  return `// ${titleOf(name)}: the sandbox side of campaigns/${name}.

import { get${P}Board, type ${P}Entry } from '@h5/core-api/contracts/${area}';
import { defineArea, on, str } from '../area.ts';
import { seededCrowd } from '../kit/index.ts';

const BOARD_SIZE = 5;
const FIRST_UID = 7100;
const TOP_SCORE = 9800;
const SCORE_STEP = 740;

export interface ${P}State {
  entries: ${P}Entry[];
}

export const ${area}Area = defineArea<${P}State>({
  name: '${area}',
  seed: ({ rng }) => ({
    entries: seededCrowd(rng, BOARD_SIZE, FIRST_UID).map(({ uid, stage_name, avatar }, i) => ({
      uid,
      stage_name,
      avatar,
      score: TOP_SCORE - i * SCORE_STEP,
    })),
  }),
  handlers: [
    on(get${P}Board, ({ state }, p) => ({
      promotion_id: str(p.promotion_id) ?? '',
      entries: state.entries,
    })),
  ],
});
`;
}

/**
 * Adds the area to `packages/sandbox-api/src/areas/index.ts`: its import after the last import
 * line, its entry at the end of the ALL_AREAS list (one import, one area per line).
 */
export function registerArea(indexSource: string, name: string): string {
  const area = camel(name);
  const lines = indexSource.split('\n');
  const lastImport = lines.findLastIndex((l) => /^import .* from '\.\/[^']+';$/.test(l));
  const listStart = lines.findIndex((l) => /^export const ALL_AREAS = \[$/.test(l));
  const listEnd = lines.findIndex((l, i) => i > listStart && /^\]/.test(l));
  if (lastImport < 0 || listStart < 0 || listEnd < 0) {
    throw new Error('areas/index.ts: expected import lines and an ALL_AREAS list of one area per line');
  }
  if (lines.some((l) => l.includes(`${area}Area`)))
    throw new Error(`areas/index.ts already lists ${area}Area`);
  lines.splice(listEnd, 0, `  ${area}Area,`);
  lines.splice(lastImport + 1, 0, `import { ${area}Area } from './${area}.ts';`);
  return lines.join('\n');
}
