// Every route of every campaign, from its declared routes and examples alone: it opens in each
// shipped language (Arabic, under /g/v/ and /v/ in turn; the campaign's first route also in
// English under /v/), without console or page errors, shows its screen, and shows no text that
// lacks a translation and no control in the browser's own look. A new campaign is covered as soon
// as its folder exists.
//
// What a person sees (perception.ts), on top: every pass above also runs the cheap perception
// checks (no sideways scroll at 360 px, no text in its background's colour, none cut by its box or
// over other text, no native select, date field or <details> marker, one digit system, labels in
// the middle of their pills), on the screen and on each sheet it opens from a button that says so
// (aria-haspopup="dialog"). The four ways in (a visitor or signed in, in a browser or in the app)
// and axe-core (WCAG 2.1 A/AA and target size; no serious or critical violation) cost a page
// load and a second or two each, so they go round: the route at index i of its campaign opens once
// more, in English, in variant i mod 4 (visits.ts, routeVariants), with axe-core, its sheets
// included; a campaign of fewer than four routes gives its routes more than one, so each campaign
// meets all four. English, because axe does not judge the contrast of joined Arabic text and the
// colours are the same in both languages. Campaigns or checks that do not hold yet are named in
// perceptionExcluded.ts. Cost, measured on one worker of a shared 2-core machine (7 December
// 2026): family, powerful-family and lotteries (41 routes) 31 s without the gate, 78 s with it,
// about 1.1 s more per route; the whole file 12.8 min with it on one worker, so about 3.5 min
// more for the suite's two workers.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRELOADED_GLOBAL } from '@h5/core-api';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../config.ts';
import { expect, type OpenOptions, test } from '../fixtures.ts';
import { BRANDS, KNOWN_LATIN_TEXT, LATIN_FREE_LANGUAGES } from './knownLatinText.ts';
import {
  latinText,
  misalignedIsolates,
  unstyledControls,
  untranslatedKeys,
  withoutDigits,
} from './pageText.ts';
import { axeFaults, eachSheet, formatFaults, PERCEPTION_CHECKS, perceptionFaults } from './perception.ts';
import { type Excludable, PERCEPTION_EXCLUDED } from './perceptionExcluded.ts';
import { countCalls, screenSettled } from './screenSettled.ts';
import {
  openOptions,
  type Pass,
  passes,
  placeOf,
  type RouteVisit,
  routePasses,
  routeVariants,
  routeVisits,
  shippedLanguages,
  type Variant,
  variantOptions,
} from './visits.ts';

const NOT_FOUND_KEY = 'Page not found';
const uiKitMessages = (lang: string): Record<string, string> => {
  const file = join(REPO_ROOT, 'packages', 'ui-kit', 'src', 'messages', `${lang}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

/**
 * Routes opened one after the other in one page per test: a page and its context cost about half
 * a second to set up, more than most routes take to open.
 */
const ROUTES_PER_TEST = 6;
/** Time allowed to open and check one route in one language. */
const PASS_MS = 12_000;
/** Time allowed to open a route in one variant and run axe-core on it and its sheets. */
const VARIANT_MS = 20_000;

for (const campaign of await collectCampaignRoutes(REPO_ROOT)) {
  const dir = join(REPO_ROOT, 'campaigns', campaign.campaign);
  const languages = shippedLanguages(dir);
  const visits = routeVisits(campaign);

  test.describe(campaign.campaign, () => {
    const tests = Math.ceil(visits.length / ROUTES_PER_TEST);
    for (let i = 0; i < tests; i++) {
      // Even shares: 31 routes make tests of 6, 5, 5, 5, 5, 5, not five of 6 and one of 1.
      const start = Math.round((i * visits.length) / tests);
      const chunk = visits.slice(start, Math.round(((i + 1) * visits.length) / tests));
      test(chunk.map((v) => v.route).join(', '), async ({ open, page }) => {
        const variants = chunk.map((_, j) => routeVariants(start + j, visits.length));
        test.setTimeout(
          chunk.length * passes(languages).length * PASS_MS + variants.flat().length * VARIANT_MS,
        );
        expect(
          existsSync(join(dir, 'dist', 'index.html')),
          `${campaign.campaign} is not built: H5_ENV=dev npx pnpm@10 --filter ${campaign.campaign} build`,
        ).toBe(true);
        await countCalls(page);
        for (const [j, visit] of chunk.entries()) {
          const url = visit.url;
          if (url === null) {
            expect
              .soft(
                url,
                `${visit.route} has parameters and no example: add one to the examples of campaigns/${campaign.campaign}/src/routes.ts`,
              )
              .not.toBeNull();
            continue;
          }
          for (const { lang, base } of routePasses(languages, start + j)) {
            await test.step(`${visit.route}: ${lang} under ${base}/v/`, async () => {
              // A screen that sends the browser back (the close page does in a browser) lands on
              // this blank page, not on the route opened before it.
              await page.goto('about:blank');
              await checkRoute(page, open, campaign.campaign, visit, url, lang, base);
            });
          }
          for (const variant of variants[j] ?? []) {
            await test.step(`${visit.route}: ${variant.name}, in English, with axe-core`, async () => {
              await page.goto('about:blank');
              await checkVariant(page, open, campaign.campaign, visit, url, variant);
            });
          }
        }
      });
    }
  });
}

async function checkRoute(
  page: Page,
  open: (path: string, opts?: OpenOptions) => Promise<Page>,
  campaign: string,
  visit: RouteVisit,
  url: string,
  lang: string,
  base: Pass['base'],
): Promise<void> {
  const place = placeOf(url, base);
  const where = `${visit.route} opened as ${place.open} in ${lang}`;
  await open(place.open, openOptions(visit, lang));
  if (!(await screenSettled(page))) {
    test.info().annotations.push({ type: 'went back', description: where });
    return;
  }
  expect
    .soft(new URL(page.url()).pathname.startsWith(place.stays), `${where}: stays under ${place.stays}`)
    .toBe(true);
  // The client removes each read the HTML started as it takes it over: one left over is a declared
  // read whose call or parameters differ from what the screen asks (it went to the server twice).
  expect
    .soft(
      await page.evaluate(
        (g) => Object.keys((window as unknown as Record<string, object>)[g] ?? {}),
        PRELOADED_GLOBAL,
      ),
      `${where}: the screen takes over every read its HTML started (the route's reads in campaigns/${campaign}/src/routes.ts)`,
    )
    .toEqual([]);
  const notFound = uiKitMessages(lang)[NOT_FOUND_KEY] ?? NOT_FOUND_KEY;
  await expect
    .soft(
      page.getByRole('heading', { name: notFound, exact: true }),
      `${where}: shows its screen, not the catch-all (a query it needs belongs in its example)`,
    )
    .toHaveCount(0);
  const alerts = (await page.locator('[role="alert"]').filter({ visible: true }).allInnerTexts())
    .map((a) => a.trim())
    .filter(Boolean);
  // An example shows what it is an example of: a refusal meant for the default user means the
  // example names who it is for (exampleUsers), a missing id means it needs a real one.
  expect
    .soft(
      alerts,
      `${where}: shows no error (a query it needs belongs in an example in campaigns/${campaign}/src/routes.ts, the user it is for in its exampleUsers)`,
    )
    .toEqual([]);

  const missing = await untranslatedKeys(page);
  if (lang === 'en') {
    expect
      .soft(missing, `${where}: a development build (H5_ENV=dev) that records untranslated keys`)
      .not.toBeNull();
  } else {
    // No key missing, no list: the global appears with the first miss.
    expect.soft(missing ?? [], `${where}: every text shown has a ${lang} translation`).toEqual([]);
  }
  if (LATIN_FREE_LANGUAGES.includes(lang)) await expectNoNewLatinText(page, visit.route, where);
  expect
    .soft(
      await misalignedIsolates(page),
      `${where}: names line up with the page's start, whatever their script`,
    )
    .toEqual([]);
  expect
    .soft(await unstyledControls(page), `${where}: every control is styled, none in the browser's own look`)
    .toEqual([]);
  await expectPerceived(page, campaign, where, false);
}

/**
 * A route as one variant meets it, in English: the perception checks and axe-core, on the screen
 * and on each sheet it opens. Colour contrast is judged here (axe does not judge joined Arabic
 * text; the colours are the same in both languages).
 */
async function checkVariant(
  page: Page,
  open: (path: string, opts?: OpenOptions) => Promise<Page>,
  campaign: string,
  visit: RouteVisit,
  url: string,
  variant: Variant,
): Promise<void> {
  const place = placeOf(url, '');
  const where = `${visit.route} opened as ${place.open} in en, ${variant.name}`;
  await open(place.open, variantOptions(variant, visit));
  if (!(await screenSettled(page))) {
    test.info().annotations.push({ type: 'went back', description: where });
    return;
  }
  await expectPerceived(page, campaign, where, true);
}

/** The perception checks (and axe-core when `axe`) on the screen, then on each sheet it opens. */
async function expectPerceived(page: Page, campaign: string, where: string, axe: boolean): Promise<void> {
  const excluded: Partial<Record<Excludable, string>> = PERCEPTION_EXCLUDED[campaign] ?? {};
  const checks = PERCEPTION_CHECKS.filter((c) => !excluded[c]);
  const judge = async (at: string, within?: string) => {
    const faults = formatFaults(at, await perceptionFaults(page, checks));
    if (axe)
      faults.push(
        ...formatFaults(
          at,
          (await axeFaults(page, { within })).filter((f) => !excluded[`axe:${f.rule}`]),
        ),
      );
    expect.soft(faults, `${at}: what a person sees (e2e/cross-campaign/perception.ts)`).toEqual([]);
  };
  await judge(where);
  await eachSheet(page, (sheet) =>
    judge(`${where}, with the "${sheet}" sheet open`, '[role="dialog"][aria-modal="true"]'),
  );
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
