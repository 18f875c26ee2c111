// The first screen's reads start in the HTML (routes' `reads`, vite-preset's preload script):
// before the entry script could run, and once each, the client taking them over.

import { expect, test } from '@h5/e2e/fixtures';

const PAGE = '/v/lucky-eggs?promotion_id=3001';
const FIRST_SCREEN_READS = ['general.promotion', 'luckyEgg.info', 'luckyEgg.golds'];

test('the promotion, info and golds reads start before the entry script can run, and once each', async ({
  open,
  sandbox,
}) => {
  const page = await open(PAGE);
  await expect(page.getByRole('button', { name: 'Hit egg 1' })).toBeVisible();
  await expect(page.getByTestId('golds-amount')).toBeVisible();

  // A module script runs only after the document is parsed (domInteractive): a read that started
  // before then was started by the HTML, not by the entry script.
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      parsed: nav?.domInteractive ?? null,
      reads: entries
        .filter((e) => e.initiatorType === 'fetch')
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    };
  });
  expect(timing.parsed).not.toBeNull();
  for (const path of ['/promotions/3001', '/activity/3001/lucky-egg', '/user/golds']) {
    expect(
      timing.reads.map((r) => r.path),
      `${path} was requested`,
    ).toContain(path);
    const read = timing.reads.find((r) => r.path === path);
    expect(read?.start, `${path} started before the entry script could run`).toBeLessThan(timing.parsed ?? 0);
  }
  for (const call of FIRST_SCREEN_READS) expect(sandbox.requests({ call }), call).toHaveLength(1);
});

test('the preloaded reads carry the page language and the login token', async ({ open, page, sandbox }) => {
  const langs = new Map<string, string | undefined>();
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch') langs.set(new URL(r.url()).pathname, r.headers().lang);
  });
  await open(PAGE, { lang: 'ar' });
  await expect(page.getByTestId('golds-amount')).toBeVisible();
  expect(langs.get('/promotions/3001')).toBe('ar');
  expect(sandbox.requests({ call: 'luckyEgg.golds' }).map((r) => r.uid)).toEqual([1001]);
});

test('the first screen’s chunk and its stylesheet download with the HTML, once, before the entry script can run', async ({
  open,
}) => {
  const page = await open(PAGE);
  await expect(page.getByRole('button', { name: 'Hit egg 1' })).toBeVisible();
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const starts = (re: RegExp) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => re.test(e.name))
        .map((e) => e.startTime);
    return {
      parsed: nav?.domInteractive ?? 0,
      script: starts(/\/LuckyEggsPage-[\w-]+\.js$/),
      style: starts(/\/LuckyEggsPage-[\w-]+\.css$/),
    };
  });
  for (const [what, started] of [
    ['script', timing.script],
    ['stylesheet', timing.style],
  ] as const) {
    expect(started, `the screen's ${what} is downloaded once`).toHaveLength(1);
    expect(started[0], `the screen's ${what} is asked for by the HTML`).toBeLessThan(timing.parsed);
  }
});

test('in Arabic, the message catalogs download with the HTML, before the entry script can run', async ({
  open,
}) => {
  const page = await open(PAGE, { lang: 'ar' });
  await expect(page.getByTestId('golds-amount')).toBeVisible();
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      parsed: nav?.domInteractive ?? 0,
      catalogs: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/(?:platform-)?ar-[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    };
  });
  // ui-kit's (in the shared platform's folder), the blocks' and the campaign's.
  expect(timing.catalogs).toHaveLength(3);
  for (const start of timing.catalogs) expect(start).toBeLessThan(timing.parsed);
});
