// The screens of a campaign as a person meets them, photographed: every route (its example URL)
// in each shipped language, in the four ways in (visitor or signed in, browser or app), with its
// main sheet open where the screen has one. The e2e's own helpers open, settle and judge each
// screen, so what the review shows is what the perception gate judged.

import { createHash } from 'node:crypto';
import { DEFAULT_USER } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/config.ts';
import {
  axeFaults,
  eachSheet,
  formatFaults,
  PERCEPTION_CHECKS,
  perceptionFaults,
} from '../../e2e/cross-campaign/perception.ts';
import { type Excludable, PERCEPTION_EXCLUDED } from '../../e2e/cross-campaign/perceptionExcluded.ts';
import { countCalls, screenSettled } from '../../e2e/cross-campaign/screenSettled.ts';
import {
  placeOf,
  routeVisits,
  VARIANTS,
  type Variant,
  variantOptions,
} from '../../e2e/cross-campaign/visits.ts';
import { openPage } from '../../e2e/open.ts';

/** The CSS viewport of the phone every screen is taken on. */
export const VIEWPORT = { width: 360, height: 640 };
/** Pixels per CSS pixel of the stored picture: sharp for a manager's screen, small enough to keep. */
export const STORED_SCALE = 2;
/**
 * The sandbox's clock for every screen (Monday 7 December 2026, 12:00 UTC): each page is opened on
 * a freshly seeded sandbox at this instant, so an unchanged screen photographs byte for byte alike.
 */
export const REVIEW_CLOCK = Date.UTC(2026, 11, 7, 12, 0, 0);

export interface ShotSpec {
  /** Unique, file-name safe: `v-lucky-eggs.ar.signed-in-app` (`.sheet` with the main sheet open). */
  key: string;
  route: string;
  /** Path and query opened (without the language and app parameters). */
  url: string;
  lang: string;
  variant: Variant['name'];
  /** The name of the button that opened the sheet, or null for the screen itself. */
  sheet: string | null;
  /** Who a signed-in variant is: the example's own user (exampleUsers), else the default. */
  uid?: number;
}

export interface Shot extends ShotSpec {
  /** PNG, STORED_SCALE× the viewport; null when the screen sent the browser away. */
  png: Buffer | null;
  /** The perception gate's findings on this screen (perception checks; axe-core in English). */
  faults: string[];
  /** Why there is no picture, when there is none. */
  note?: string;
}

/** The sandbox the pages read from, put back to its seeded state at REVIEW_CLOCK before each page. */
export interface Stage {
  reset(): Promise<void>;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const VARIANT_SLUG: Record<Variant['name'], string> = {
  'visitor in a browser': 'visitor-browser',
  'signed in, in a browser': 'signed-in-browser',
  'visitor in the app': 'visitor-app',
  'signed in, in the app': 'signed-in-app',
};

export function shotKey(route: string, lang: string, variant: Variant['name'], sheet: boolean): string {
  return `${slug(route) || 'root'}.${lang}.${VARIANT_SLUG[variant]}${sheet ? '.sheet' : ''}`;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The screens (without their sheets) a review takes, in the page's order. */
export function screensOf(
  campaign: CampaignRoutes,
  languages: readonly string[],
): Array<ShotSpec & { missing?: string }> {
  const out: Array<ShotSpec & { missing?: string }> = [];
  for (const visit of routeVisits(campaign)) {
    for (const lang of languages) {
      for (const v of VARIANTS) {
        out.push({
          key: shotKey(visit.route, lang, v.name, false),
          route: visit.route,
          url: visit.url ?? visit.route,
          lang,
          variant: v.name,
          sheet: null,
          uid: visit.uid,
          ...(visit.url === null ? { missing: 'the route has parameters and no example' } : {}),
        });
      }
    }
  }
  return out;
}

export async function launch(): Promise<Browser> {
  // Debian's Chromium, as the e2e suites run it.
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      // Text and pictures rasterised the same way on every run.
      '--font-render-hinting=none',
      '--disable-lcd-text',
    ],
  });
}

async function picture(page: Page): Promise<Buffer> {
  const raw = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
  return sharp(raw)
    .resize(VIEWPORT.width * STORED_SCALE, VIEWPORT.height * STORED_SCALE, { fit: 'fill' })
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
}

export interface TakeOptions {
  browser: Browser;
  siteUrl: string;
  stage: Stage;
  campaign: CampaignRoutes;
  languages: readonly string[];
  /** axe-core on the English screens, as the gate runs it (seconds each). Default true. */
  axe?: boolean;
  /** Only the screens whose key passes (a reduced review). */
  only?: (spec: ShotSpec) => boolean;
  progress?: (line: string) => void;
}

/** Photographs and judges every screen, one fresh browser context per screen. */
export async function takeShots(opts: TakeOptions): Promise<Shot[]> {
  const excluded: Partial<Record<Excludable, string>> = PERCEPTION_EXCLUDED[opts.campaign.campaign] ?? {};
  const checks = PERCEPTION_CHECKS.filter((c) => !excluded[c]);
  const shots: Shot[] = [];
  const screens = screensOf(opts.campaign, opts.languages).filter((s) => !opts.only || opts.only(s));
  for (const [i, spec] of screens.entries()) {
    opts.progress?.(`${i + 1}/${screens.length} ${spec.key}`);
    if (spec.missing) {
      shots.push({ ...spec, png: null, faults: [], note: spec.missing });
      continue;
    }
    const variant = VARIANTS.find((v) => v.name === spec.variant)!;
    const context = await opts.browser.newContext({
      ...devices['Pixel 5'],
      viewport: VIEWPORT,
      deviceScaleFactor: STORED_SCALE,
      locale: spec.lang,
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    });
    try {
      // tsx keeps functions' names through a helper the page does not have; the e2e helpers'
      // in-page functions call it once serialised.
      await context.addInitScript('globalThis.__name = (f) => f;');
      // The page's own clock stands still at the sandbox's instant: countdowns and "2 min ago"
      // read the same on every run; timers still run, so the page loads as it does.
      await context.clock.setFixedTime(REVIEW_CLOCK);
      const page = await context.newPage();
      await countCalls(page);
      await opts.stage.reset();
      const place = placeOf(spec.url, '');
      await openPage(page, opts.siteUrl, place.open, {
        ...variantOptions(variant, { uid: spec.uid ?? DEFAULT_USER.uid }),
        lang: spec.lang,
      });
      if (!(await screenSettled(page))) {
        shots.push({ ...spec, png: null, faults: [], note: 'the screen sent the browser back' });
        continue;
      }
      const judge = async (within?: string) => {
        const faults = formatFaults('', await perceptionFaults(page, checks)).map((f) => f.slice(2));
        if (opts.axe !== false && spec.lang === 'en') {
          const axe = (await axeFaults(page, { within })).filter((f) => !excluded[`axe:${f.rule}`]);
          faults.push(...formatFaults('', axe).map((f) => f.slice(2)));
        }
        return faults;
      };
      shots.push({ ...spec, png: await picture(page), faults: await judge() });
      await eachSheet(
        page,
        async (name) => {
          const sheet = { ...spec, key: shotKey(spec.route, spec.lang, spec.variant, true), sheet: name };
          if (!opts.only || opts.only(sheet))
            shots.push({
              ...sheet,
              png: await picture(page),
              faults: await judge('[role="dialog"][aria-modal="true"]'),
            });
        },
        1,
      );
    } catch (e) {
      shots.push({
        ...spec,
        png: null,
        faults: [],
        note: `could not be photographed: ${(e as Error).message.split('\n')[0]}`,
      });
    } finally {
      await context.close();
    }
  }
  return shots;
}
