// Shared fixtures: each worker serves the built campaigns with its own sandbox API on a free
// port; every test starts from a freshly seeded sandbox; console errors and uncaught page
// errors fail the test unless the test says it expects them.

import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  ALL_AREAS,
  createSandbox,
  type FaultRule,
  type ReceivedRequest,
  type Sandbox,
} from '@h5/sandbox-api';
import { listCampaigns, loadCampaignRoutes } from '@h5/scripts/collect';
import { buildManifest } from '@h5/scripts/manifest';
import { startSite } from '@h5/scripts/serve';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { REPO_ROOT } from './config.ts';
import { type OpenOptions, openPage } from './open.ts';

export type { AppOptions, OpenOptions } from './open.ts';

interface SiteFixture {
  url: string;
  sandbox: Sandbox;
}

export interface SandboxControl {
  readonly raw: Sandbox;
  fault(rule: FaultRule): void;
  requests(filter?: { call?: string; path?: string }): ReceivedRequest[];
  setClock(ms: number): void;
  advanceClock(ms: number): void;
  now(): number;
  switch(area: string, name: string, body?: Record<string, unknown>): unknown;
  state<S>(area: string): S;
}

interface TestFixtures {
  sandbox: SandboxControl;
  /** Opens a page path (with its query) on this worker's site. */
  open: (pathAndQuery: string, opts?: OpenOptions) => Promise<Page>;
  /** Console errors a test expects (for example a dropped connection); others fail the test. */
  allowConsoleErrors: (pattern: RegExp) => void;
  siteUrl: string;
  /** Records the page's fetches in flight for requestsSettled. */
  trackRequests: undefined;
}

export const test = base.extend<TestFixtures, { site: SiteFixture }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      // Only built campaigns are served: a suite runs against the built page.
      const campaignDirs: Record<string, string> = {};
      const campaigns = [];
      for (const name of await listCampaigns(REPO_ROOT)) {
        const dist = join(REPO_ROOT, 'campaigns', name, 'dist');
        if (!existsSync(join(dist, 'index.html'))) continue;
        campaigns.push(await loadCampaignRoutes(REPO_ROOT, name));
        campaignDirs[name] = dist;
      }
      const sandbox = createSandbox({ areas: ALL_AREAS });
      const manifest = buildManifest(campaigns, { cdnBase: '/cdn' });
      const { server, url } = await startSite({ sandbox, manifest, campaignDirs, campaigns, port: 0 });
      await use({ url, sandbox });
      await new Promise<void>((r) => (server as Server).close(() => r()));
    },
    { scope: 'worker' },
  ],
  siteUrl: async ({ site }, use) => {
    await use(site.url);
  },
  sandbox: async ({ site }, use) => {
    site.sandbox.reset();
    const s = site.sandbox;
    await use({
      raw: s,
      fault: (rule) => s.faults.add(rule),
      requests: (f = {}) =>
        s.requests.filter((r) => (!f.call || r.call === f.call) && (!f.path || r.path.includes(f.path))),
      setClock: (ms) => s.clock.set(ms),
      advanceClock: (ms) => s.clock.advance(ms),
      now: () => s.clock.now(),
      switch: (area, name, body = {}) => s.runSwitch(area, name, body),
      state: (area) => s.state(area),
    });
  },
  trackRequests: [
    async ({ page }, use) => {
      trackRequests(page);
      await use(undefined);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`Uncaught: ${e.message}`));
      await use((re) => allowed.push(re));
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  open: async ({ page, site, sandbox: _sandbox }, use) => {
    await use((pathAndQuery, opts = {}) => openPage(page, site.url, pathAndQuery, opts));
  },
});

/** A money request's idempotency key as the page chose it: a UUID, or 32 hex digits. */
export const IDEMPOTENCY_KEY =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/;

/** The page's fetches not yet answered (or failed), recorded from the test's start. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Resolves once none of the page's fetches is in flight and the page has painted since: every
 * request the page has started so far has reached the sandbox and been answered, so the sandbox's
 * log can be counted and what the answers brought is on the screen. "No second
 * request was sent" is this, after the page showed the outcome of the first (and, for a request a
 * timer would send, after the page's clock was stepped past it).
 */
export async function requestsSettled(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        // A round trip to the page first: a request it started before this has been reported.
        await page.evaluate(() => 0);
        return inFlight.get(page)?.size ?? 0;
      },
      { message: "the page's requests in flight", intervals: [25, 50, 100, 250] },
    )
    .toBe(0);
  // And the page has painted what their answers brought (a message, a count).
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

/** Taps of a double tap land this far apart (the report measured 26–33 ms). */
export const TAP_GAP_MS = 30;

/**
 * Taps where the control is now, `count` times, TAP_GAP_MS apart, as a thumb would. This is the
 * suites' one fixed wait, and it must stay one: a double tap is two taps a real 30 ms apart, the
 * time in which the local server can already have answered the first tap; the guards under test
 * are about that real gap between two events, which no condition on the page marks and a stepped
 * clock would not reproduce (the server's answer does not run on the page's clock).
 */
export async function tapBurst(page: Page, target: Locator, count: number, gapMs = TAP_GAP_MS) {
  await expect(target).toBeEnabled();
  const box = await target.boundingBox();
  if (!box) throw new Error('The control is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.waitForTimeout(gapMs);
    await page.mouse.click(x, y);
  }
}

/** What the page asked of the fake app host so far (empty until the host is installed). */
export function fakeAppCalls(page: Page): Promise<Array<{ method: string; params: unknown }>> {
  return page.evaluate(
    () =>
      (window as unknown as { __fakeApp?: { calls: Array<{ method: string; params: unknown }> } }).__fakeApp
        ?.calls ?? [],
  );
}

/**
 * Moves the server's clock and the page's (after `page.clock.install()`) forward together, so the
 * page's countdowns and the server's phases stay in step.
 */
export async function advanceClocks(page: Page, sandbox: SandboxControl, ms: number): Promise<void> {
  sandbox.advanceClock(ms);
  await page.clock.fastForward(ms);
}

export interface FirstScreenPaint {
  /** The largest contentful paint: its area in CSS px² and image URL ('' for text). */
  largest: { size: number; url: string } | null;
  /** Sum of the layout shifts not caused by input. */
  shift: number;
  /** Each of those shifts: when, how much, and which elements moved from where to where. */
  shifts: { at: number; value: number; moved: string[] }[];
}

type PaintLog = FirstScreenPaint;

/** Starts recording the paint entries of every page the test opens from now on. */
export async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: PaintLog = { largest: null, shift: 0, shifts: [] };
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const describe = (n: Node | null) => {
      if (!(n instanceof Element)) return n ? `#${n.nodeName.toLowerCase()}` : '(gone)';
      const id = n.getAttribute('data-testid');
      return `${n.tagName.toLowerCase()}${id ? `[${id}]` : ''}${n.classList.length ? `.${[...n.classList].join('.')}` : ''}`;
    };
    (window as unknown as { __paints: PaintLog }).__paints = log;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LargestContentfulPaint[]) {
        log.largest = { size: e.size, url: e.url };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: Source[] };
      for (const e of list.getEntries() as unknown as Shift[]) {
        if (e.hadRecentInput) continue;
        log.shift += e.value;
        log.shifts.push({
          at: Math.round(e.startTime),
          value: Number(e.value.toFixed(4)),
          moved: e.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function paints(page: Page): Promise<FirstScreenPaint> {
  // Two frames, so the entries of the last paint have been delivered.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))),
  );
  return page.evaluate(() => (window as unknown as { __paints: PaintLog }).__paints);
}

const API_LATENCY_MS = 300;

/**
 * The first screen's contract with its pre-rendered shell: the shell alone (no JavaScript) paints
 * the screen's largest element, the running page paints nothing larger, and nothing on it moves
 * by more than a layout-shift score of 0.02.
 */
export async function expectShellHoldsFirstScreen(
  page: Page,
  open: (pathAndQuery: string, opts?: OpenOptions) => Promise<Page>,
  pathAndQuery: string,
  opts: OpenOptions & { ready: (page: Page) => Promise<void> },
): Promise<void> {
  await recordPaints(page);
  // The shell alone: every script answers as an empty module.
  await page.route('**/*.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await open(pathAndQuery, opts);
  await page.waitForLoadState('load');
  // A busy parser can paint part of the shell before the rest is parsed: the largest paint then
  // records the hero at that partial size, and a grown element is never reported again. Painting
  // the complete shell once more, as new elements, measures what the whole shell paints.
  await page.evaluate(() => {
    const root = document.getElementById('root');
    root?.replaceChildren(...Array.from(root.childNodes, (n) => n.cloneNode(true)));
  });
  // A loaded runner can deliver the largest-paint entry a few frames late: wait for it.
  await expect
    .poll(async () => (await paints(page)).largest, { message: 'the shell paints contentful elements' })
    .not.toBeNull();
  const shell = await paints(page);
  await page.unroute('**/*.js');
  // API answers take a while, as on a phone: every loading state is painted before its data
  // replaces it, so a placeholder of the wrong size shows up as a shift.
  await page.route('**/*', async (route) => {
    if (['fetch', 'xhr'].includes(route.request().resourceType())) {
      await new Promise((r) => setTimeout(r, API_LATENCY_MS));
    }
    await route.fallback();
  });
  await open(pathAndQuery, opts);
  await opts.ready(page);
  await page.waitForLoadState('networkidle');
  const full = await paints(page);
  expect(
    { size: full.largest?.size, url: full.largest?.url.slice(0, 60) },
    'nothing painted after the shell is larger than its largest element',
  ).toEqual({ size: shell.largest!.size, url: shell.largest!.url.slice(0, 60) });
  expect(
    full.shift,
    `layout shift of the first screen; the shifts: ${JSON.stringify(full.shifts, null, 1)}`,
  ).toBeLessThanOrEqual(0.02);
}

/**
 * An overlay (a toast) covers none of what the user is acting on: its box meets none of theirs.
 * Targets not on screen are skipped.
 */
export async function expectUncovered(overlay: Locator, ...targets: Locator[]): Promise<void> {
  await expect(overlay).toBeVisible();
  const o = await overlay.boundingBox();
  if (!o) throw new Error('the overlay has no box');
  for (const target of targets) {
    const b = await target.boundingBox();
    if (!b) continue;
    const meets = o.x < b.x + b.width && b.x < o.x + o.width && o.y < b.y + b.height && b.y < o.y + o.height;
    expect(meets, `${overlay} covers ${target}`).toBe(false);
  }
}

/**
 * Chooses `option` in the styled picker (ui-kit Picker) named `name` as a user would: a tap on it,
 * then a tap on the choice in the sheet it opens, which then closes.
 */
export async function pick(page: Page, name: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  const list = page.getByRole('listbox');
  await list.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(list).toHaveCount(0);
}

export { expect };
