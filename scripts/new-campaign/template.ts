// The files of a new campaign: a real first screen (the promotion of `promotion_id`, its phase
// and share text), its route, messages, and an e2e suite that passes against the sandbox.

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
    'src/main.tsx': `import { startCampaign } from '@h5/ui-kit';
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
  Page,
  type ScreenProps,
  Skeleton,
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
  return (
    <Page title={t('${title}')}>
      <section className="h5-card">
        {!id ? (
          <p role="alert">{t('This link is missing its promotion.')}</p>
        ) : promotion.error.value ? (
          <ErrorState error={promotion.error.value} onRetry={() => void promotion.load()} />
        ) : !p ? (
          <Skeleton height="2rem" />
        ) : (
          <>
            <h2>{p.title}</h2>
            <p>{p.slogan}</p>
            <p data-testid="phase">{t(PHASE_TEXT[campaignPhase(p, serverClock().now())])}</p>
          </>
        )}
      </section>
    </Page>
  );
}
`,
    'src/messages/ar.json': `{
  "${title}": "${title}",
  "This link is missing its promotion.": "هذا الرابط لا يحتوي على العرض.",
  "Starts soon": "يبدأ قريباً",
  "Now on": "جارٍ الآن",
  "This campaign has ended": "انتهت هذه الحملة"
}
`,
    [`e2e/${name}.e2e.ts`]: `import { expect, test } from '@h5/e2e/fixtures';

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
`,
  };
}
