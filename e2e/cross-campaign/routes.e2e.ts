// Every route of every campaign, from its declared routes and examples alone: it opens in English
// under /v/ and in each shipped language (Arabic under /g/v/), without console or page errors,
// shows its screen, and shows no text that lacks a translation and no control in the browser's own
// look. A new campaign is covered as soon as its folder exists.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../config.ts';
import { expect, test } from '../fixtures.ts';
import { BRANDS, KNOWN_LATIN_TEXT, LATIN_FREE_LANGUAGES } from './knownLatinText.ts';
import { latinText, unstyledControls, untranslatedKeys, withoutDigits } from './pageText.ts';
import { countCalls, screenSettled } from './screenSettled.ts';
import { openOptions, passes, routeVisits, shippedLanguages } from './visits.ts';

const NOT_FOUND_KEY = 'Page not found';
const uiKitMessages = (lang: string): Record<string, string> => {
  const file = join(REPO_ROOT, 'packages', 'ui-kit', 'src', 'messages', `${lang}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

for (const campaign of await collectCampaignRoutes(REPO_ROOT)) {
  const dir = join(REPO_ROOT, 'campaigns', campaign.campaign);
  const languages = shippedLanguages(dir);

  test.describe(campaign.campaign, () => {
    for (const visit of routeVisits(campaign)) {
      test(visit.route, async ({ open, page }) => {
        expect(
          existsSync(join(dir, 'dist', 'index.html')),
          `${campaign.campaign} is not built: H5_ENV=dev npx pnpm@10 --filter ${campaign.campaign} build`,
        ).toBe(true);
        const url = visit.url;
        if (url === null) {
          throw new Error(
            `${visit.route} has parameters and no example: add one to the examples of campaigns/${campaign.campaign}/src/routes.ts`,
          );
        }
        await countCalls(page);
        // Routes the spec places outside /v/ (`/verified/home`) have no /g/ twin in the manifest:
        // every pass opens them as they are, and they stay under their own first segment.
        const outside = !visit.route.startsWith('/v/');
        const home = outside ? `/${visit.route.split('/')[1]}/` : '/v/';
        for (const pass of passes(languages)) {
          const { lang } = pass;
          const base = outside ? '' : pass.base;
          await test.step(`${lang} under ${base}/v/`, async () => {
            const where = `${visit.route} opened as ${base}${url} in ${lang}`;
            await open(`${base}${url}`, openOptions(visit, lang));
            if (!(await screenSettled(page))) {
              test.info().annotations.push({ type: 'went back', description: where });
              return;
            }
            expect(
              new URL(page.url()).pathname.startsWith(`${base}${home}`),
              `${where}: stays under ${base}${home}`,
            ).toBe(true);
            const notFound = uiKitMessages(lang)[NOT_FOUND_KEY] ?? NOT_FOUND_KEY;
            await expect(
              page.getByRole('heading', { name: notFound, exact: true }),
              `${where}: shows its screen, not the catch-all (a query it needs belongs in its example)`,
            ).toHaveCount(0);
            const alerts = (await page.locator('[role="alert"]').filter({ visible: true }).allInnerTexts())
              .map((a) => a.trim())
              .filter(Boolean);
            if (visit.fromExample) {
              // The campaign's own example may show a refusal meant for this user.
              for (const a of alerts)
                test.info().annotations.push({ type: 'alert', description: `${where}: ${a}` });
            } else {
              expect(
                alerts,
                `${where}: shows no error (a query it needs belongs in an example in campaigns/${campaign.campaign}/src/routes.ts)`,
              ).toEqual([]);
            }

            const missing = await untranslatedKeys(page);
            if (lang === 'en') {
              expect(
                missing,
                `${where}: a development build (H5_ENV=dev) that records untranslated keys`,
              ).not.toBeNull();
            } else {
              // No key missing, no list: the global appears with the first miss.
              expect.soft(missing ?? [], `${where}: every text shown has a ${lang} translation`).toEqual([]);
            }
            if (LATIN_FREE_LANGUAGES.includes(lang)) await expectNoNewLatinText(page, visit.route, where);
            expect
              .soft(
                await unstyledControls(page),
                `${where}: every control is styled, none in the browser's own look`,
              )
              .toEqual([]);
          });
        }
      });
    }
  });
}

async function expectNoNewLatinText(page: Page, route: string, where: string): Promise<void> {
  const { loose, isolated } = await latinText(page);
  const known = new Set([...BRANDS, ...(KNOWN_LATIN_TEXT[route] ?? [])].map(withoutDigits));
  const info = test.info();
  if (loose.length)
    info.annotations.push({ type: 'latin text', description: `${route}: ${JSON.stringify(loose)}` });
  if (isolated.length)
    info.annotations.push({
      type: 'latin text in bdi',
      description: `${route}: ${JSON.stringify(isolated)}`,
    });
  // Inside <bdi> or not: server text is in the page's language; only names, codes and brands
  // (marked data-name or translate="no") keep their own script.
  const fresh = [...loose, ...isolated].filter((text) => !known.has(withoutDigits(text)));
  expect.soft(fresh, `${where}: no Latin-script text outside names and numbers`).toEqual([]);
}
