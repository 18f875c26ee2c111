// The files of a new campaign: a real first screen (the promotion of `promotion_id` and its phase)
// on campaign art, its pre-rendered shell, route, messages, and an e2e suite that passes against
// the sandbox, the first-paint contract included (docs/decisions/first-paint.md).

export const CAMPAIGN_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function validateName(name: string, existing: readonly string[]): string | null {
  if (!CAMPAIGN_NAME.test(name))
    return `"${name}" must be lower-case words joined by hyphens, like "weekly-star"`;
  if (name.length > 40) return `"${name}" is longer than 40 characters`;
  if (existing.includes(name)) return `campaigns/${name} already exists`;
  return null;
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export function campaignFiles(name: string): Record<string, string> {
  const title = pascal(name);
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
          typecheck: 'tsc --noEmit -p .',
          test: 'vitest run --passWithNoTests',
          e2e: 'playwright test -c playwright.config.ts',
        },
        dependencies: {
          '@h5/bridge': 'workspace:*',
          '@h5/core-api': 'workspace:*',
          '@h5/i18n': 'workspace:*',
          '@h5/ui-kit': 'workspace:*',
          react: '^19.3.1',
          'react-dom': '^19.3.1',
        },
        devDependencies: { '@h5/e2e': 'workspace:*', '@h5/vite-preset': 'workspace:*' },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `{ "extends": "../../tsconfig.base.json", "include": ["src", "e2e", "vite.config.ts", "vitest.config.ts", "playwright.config.ts"] }\n`,
    'vite.config.ts': `import { campaignConfig } from '@h5/vite-preset';\n\nexport default campaignConfig({ campaign: '${name}', root: import.meta.dirname });\n`,
    // Vitest must not load vite.config.ts: the preset is TypeScript from a workspace package.
    'vitest.config.ts': `import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { environment: 'happy-dom' } });\n`,
    'playwright.config.ts': `import { campaignConfig } from '@h5/e2e/config';\n\nexport default campaignConfig('${name}');\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/routes.ts': `import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: '${name}',
  title: '${title}: describe the campaign in one line.',
  routes: [{ path: '/v/${name}', screen: 'home', noLimit: true, meta: { title: '${title}' } }],
  examples: ['/v/${name}?promotion_id=welcome'],
});
`,
    'src/main.tsx': `import './styles.css';
import { startCampaign } from '@h5/ui-kit';
import { lazy } from 'react';
import routes from './routes.ts';

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: { home: lazy(() => import('./screens/Home.tsx').then((m) => ({ default: m.Home }))) },
  messages: (lang) => import(\`./messages/\${lang}.json\`),
});
`,
    'src/screens/Home.tsx': `import { campaignPhase } from '@h5/core-api';
import { getPromotion } from '@h5/core-api/contracts/general';
import {
  api,
  createResource,
  ErrorState,
  LineSkeleton,
  Page,
  type ScreenProps,
  serverClock,
  serverClockReady,
  t,
  useSignals,
} from '@h5/ui-kit';
import { useMemo } from 'react';

const PHASE_TEXT = {
  before: 'Starts soon',
  running: 'Now on',
  ended: 'This campaign has ended',
} as const;

export function Home({ query }: ScreenProps) {
  useSignals();
  const id = query.get('promotion_id')?.trim() ?? '';
  const promotion = useMemo(() => {
    const r = createResource(async () => {
      await serverClockReady();
      return api().call(getPromotion, { id });
    });
    if (id) void r.load();
    return r;
  }, [id]);

  const p = promotion.data.value;
  const loading = Boolean(id) && !p && !promotion.error.value;
  // The hero keeps its lines (and so its size) while loading: src/shell.html mirrors it.
  const line = (text: string | undefined) => text ?? (loading ? <LineSkeleton /> : null);
  return (
    <Page title={t('${title}')}>
      <section className="h5-card home-hero h5-on-art">
        <h2 className="home-title">{line(p?.title)}</h2>
        <p className="home-line">{line(p?.slogan)}</p>
        <p className="home-line" data-testid="phase">
          {line(p ? t(PHASE_TEXT[campaignPhase(p, serverClock().now())]) : undefined)}
        </p>
      </section>
      {!id ? (
        <p className="h5-card" role="alert">
          {t('This link is missing its promotion.')}
        </p>
      ) : promotion.error.value ? (
        <ErrorState error={promotion.error.value} onRetry={() => void promotion.load()} />
      ) : null}
    </Page>
  );
}
`,
    'src/styles.css': `/* The first screen's hero: its art is the page's largest paint, in the shell (src/shell.html)
   and in the page, so it has one fixed size and fixed lines. Two classes: the ui-kit's card
   background comes later in the cascade. */
.h5-card.home-hero {
  height: 3.2rem;
  background: #4c1d95 url("./art/hero.svg") center / cover no-repeat;
  color: #fff;
}
.home-hero > * {
  margin: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.home-title {
  height: 1rem;
  line-height: 1rem;
  font-size: 0.56rem;
}
.home-line {
  height: 0.6rem;
  line-height: 0.6rem;
  font-size: 0.36rem;
}
`,
    'src/art/hero.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b0f8c"/>
      <stop offset=".6" stop-color="#7c3aed"/>
      <stop offset="1" stop-color="#db2777"/>
    </linearGradient>
    <radialGradient id="b" cx=".8" cy=".2" r=".5">
      <stop offset="0" stop-color="#fde68a" stop-opacity=".5"/>
      <stop offset="1" stop-color="#fde68a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="640" height="320" fill="url(#a)"/>
  <rect width="640" height="320" fill="url(#b)"/>
  <g fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="2">
    <circle cx="520" cy="60" r="80"/>
    <circle cx="520" cy="60" r="130"/>
  </g>
  <path d="M0 250c100-36 190-30 290 0s200 30 350-16v86H0z" fill="#fff" fill-opacity=".08"/>
  <g fill="#fde68a" fill-opacity=".7">
    <circle cx="430" cy="150" r="5"/>
    <circle cx="590" cy="200" r="4"/>
    <circle cx="380" cy="70" r="3"/>
    <path d="M560 120l5 12 12 5-12 5-5 12-5-12-12-5 12-5z"/>
  </g>
</svg>
`,
    'src/shell.html': `<main class="h5-page h5-prerender" aria-hidden="true" data-shell-paths="/v/${name}">
  <header class="h5-header">
    <span class="h5-icon-button h5-back">‹</span>
    <h1 data-t="${title}"></h1>
  </header>
  <section class="h5-card home-hero h5-on-art">
    <h2 class="home-title"><span class="h5-line-skeleton"></span></h2>
    <p class="home-line"><span class="h5-line-skeleton"></span></p>
    <p class="home-line"><span class="h5-line-skeleton"></span></p>
  </section>
</main>
`,
    'src/messages/ar.json': `{
  "${title}": "${title}",
  "This link is missing its promotion.": "هذا الرابط لا يحتوي على العرض.",
  "Starts soon": "يبدأ قريباً",
  "Now on": "جارٍ الآن",
  "This campaign has ended": "انتهت هذه الحملة"
}
`,
    [`e2e/${name}.e2e.ts`]: `import { expect, expectShellHoldsFirstScreen, test } from '@h5/e2e/fixtures';

test('shows the running promotion', async ({ open, page }) => {
  await open('/v/${name}?promotion_id=welcome');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByTestId('phase')).toHaveText('Now on');
});

test('says when the link has no promotion', async ({ open, page }) => {
  await open('/v/${name}');
  await expect(page.getByRole('alert')).toHaveText('This link is missing its promotion.');
});

test('works under /g/v/ and in Arabic', async ({ open, page }) => {
  await open('/g/v/${name}?promotion_id=welcome', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('phase')).toHaveText('جارٍ الآن');
});

for (const lang of ['en', 'ar']) {
  test(\`\${lang}: the shell paints the hero first and nothing moves\`, async ({ open, page }) => {
    await expectShellHoldsFirstScreen(page, open, '/v/${name}?promotion_id=welcome', {
      lang,
      ready: (p) => expect(p.getByRole('heading', { name: 'Welcome' })).toBeVisible(),
    });
  });
}
`,
  };
}
