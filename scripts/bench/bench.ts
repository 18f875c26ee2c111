// `npm run bench [--campaigns a,b] [--runs N] [--lighthouse-runs N] [--data-only] [--gzip] [--visitor] [--http1]`:
// the performance report. Not a test: it serves every built campaign with gzip and brotli (and
// the sandbox API) and measures each campaign's first screen two ways.
//
// Data painted (painted.ts), the figure issue 48 sets its targets on: the `h5-data-painted` mark
// under Chromium's own emulation (150 ms latency, 1.6 Mbps down, 750 kbps up, 4× CPU, 360×640,
// signed in as 1001), cold (cache disabled) and right after `/v/withdraw/income` in the same
// context (cache on), median of --runs interleaved runs (5 by default), beside two yardsticks
// served by the bench and measured in the same runs: a minimal React page reading the same calls
// in parallel and a plain HTML page reading them from an inline script. Ratios are to the React
// page's cold figure. --gzip: the bench serves no Brotli (as before it), to measure what it gains.
//
// Lighthouse (unless --data-only), for LCP, TBT and CLS: mobile, devtools throttling (Lighthouse's
// own factors on the same link), beside a minimal React page; and, under the same throttling, the
// main action's delay (a tap on the first screen's main button to the next paint, interaction.ts).
// Lighthouse's simulate mode (--throttling simulate) models the load from an unthrottled trace and
// charges the entry script to FCP and LCP even when the pre-rendered shell paints without it (see
// docs/decisions/first-paint.md).
//
// It prints both tables and writes reports/bench-<time>.html.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { BUILD_TARGET } from '@h5/runtime';
import { ALL_AREAS, createSandbox, DEFAULT_USER } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import type { Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { build } from 'vite';
// The build's own pre-compression (the scripts package does not depend on the preset).
import { precompressPlugin } from '../../packages/vite-preset/src/compress.ts';
import { initialAssets, KB } from '../budget/initialAssets.ts';
import { collectCampaignRoutes } from '../manifest/collect.ts';
import { buildManifest } from '../manifest/manifest.ts';
import { startSite } from '../serve/site.ts';
import {
  chromePath,
  DATA_PAINTED_MARK,
  interactionDelay,
  LeftThePage,
  launchBrowser,
  MOBILE_SLOW_4G,
  phoneContext,
} from './interaction.ts';
import { BEFORE_PATH, PAINT_CONDITIONS, type PaintLoad, paintedAfter, paintedCold } from './painted.ts';
import {
  type BenchRow,
  dataLine,
  describeNode,
  type Metrics,
  median,
  type PaintFigures,
  reportHtml,
  summaryLines,
} from './report.ts';
import { localhostCertificate } from './tls.ts';

const root = resolve(import.meta.dirname, '../..');
const reportsDir = join(root, 'reports');
export const BASELINE = 'baseline-react';
/** The plain HTML page reading the same data from an inline script: the floor no framework can beat. */
export const FLOOR = 'baseline-floor';
/**
 * The name of the first screen's main button where the generic rule (the first enabled button of
 * the screen, outside its header) would pick another one.
 */
const MAIN_BUTTONS: Record<string, string> = {
  // Its first button is the season's "?" (the rules sheet); the game's action is the bet.
  'bk-game': 'Bet',
  'lucky-eggs': 'Hit egg 1',
  [BASELINE]: 'Tap',
};

/**
 * The URLs the campaign's HTML starts for a page, found by running its own preload script (the
 * one that ships) against that URL, so the React page reads exactly the same data.
 */
export function firstScreenReads(dist: string, pageUrl: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .find((body) => body.includes('__h5Preloaded'));
  if (!script) return [];
  const url = new URL(pageUrl);
  const asked: string[] = [];
  runInNewContext(script, {
    window: {},
    document: {
      cookie: 'token=bench',
      documentElement: { lang: 'en' },
      // The script also asks for the screen's chunk; the React page needs only the reads.
      createElement: () => ({}),
      head: { appendChild: () => {} },
    },
    location: {
      pathname: url.pathname,
      search: url.search,
      origin: url.origin,
      port: url.port,
      hostname: url.hostname,
    },
    navigator: { userAgent: '' },
    URLSearchParams,
    fetch: (u: string) => {
      asked.push(u.replace(/([?&])ts=\d+&?/, '$1').replace(/[?&]$/, ''));
      return new Promise(() => {});
    },
  });
  return asked;
}

/** The path of a yardstick page (the React page or the floor) reading `reads`, the URLs a campaign's HTML starts. */
export function sameDataPath(page: string, reads: string[]): string {
  return `/v/${page}?${new URLSearchParams({ reads: JSON.stringify(reads) })}`;
}

/**
 * A page that renders one React heading: what every campaign is compared with. Given `?reads=`
 * (a JSON list of URLs) it is the minimal React page reading a campaign's first-screen data: its
 * script fetches them in parallel with the client's headers, renders, and marks the painted frame.
 */
export async function buildBaseline(): Promise<string> {
  const dir = join(root, 'node_modules', '.cache', 'h5-bench', BASELINE);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    join(dir, 'main.js'),
    `import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
const reads = JSON.parse(new URLSearchParams(location.search).get('reads') || '[]');
const token = (/(?:^|;)\\s*token=([^;]*)/.exec(document.cookie) || [])[1];
const headers = token ? { lang: 'en', token: decodeURIComponent(token) } : { lang: 'en' };
const ask = (u) => fetch(u + (u.includes('?') ? '&' : '?') + 'ts=' + Date.now(), { credentials: 'include', headers }).then((r) => r.text());
function Page({ bodies }) {
  const [taps, setTaps] = useState(0);
  return createElement('main', null, createElement('h1', null, 'Hello'),
    createElement('button', { onClick: () => setTaps(taps + 1) }, 'Tap'), createElement('p', null, taps + ' taps'),
    ...bodies.map((b, i) => createElement('p', { key: i }, b.length + ' bytes')));
}
Promise.all(reads.map(ask)).then((bodies) => {
  createRoot(document.getElementById('root')).render(createElement(Page, { bodies }));
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('${DATA_PAINTED_MARK}')));
});
`,
  );
  // React comes from a campaign's dependencies; the yardstick uses the very same copy.
  const req = createRequire(join(root, 'campaigns', 'system', 'package.json'));
  const pkgDir = (name: string) => dirname(req.resolve(`${name}/package.json`));
  await build({
    root: dir,
    base: `/cdn/${BASELINE}/`,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { react: pkgDir('react'), 'react-dom': pkgDir('react-dom') } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: BUILD_TARGET },
    // Served as the campaigns are: their Brotli and gzip copies.
    plugins: [precompressPlugin({ cacheDir: join(root, 'node_modules', '.cache', 'h5-precompressed') })],
  });
  return join(dir, 'dist');
}

/**
 * The floor: a plain HTML page whose inline script fetches `?reads=` in parallel with the client's
 * headers, writes their sizes and marks the painted frame. No framework, no script file.
 */
export function buildFloor(): string {
  const dir = join(root, 'node_modules', '.cache', 'h5-bench', FLOOR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<script>
var reads = JSON.parse(new URLSearchParams(location.search).get('reads') || '[]');
var token = (/(?:^|;)\\s*token=([^;]*)/.exec(document.cookie) || [])[1];
var headers = token ? { lang: 'en', token: decodeURIComponent(token) } : { lang: 'en' };
var answers = Promise.all(reads.map(function (u) {
  return fetch(u + (u.indexOf('?') < 0 ? '?' : '&') + 'ts=' + Date.now(), { credentials: 'include', headers: headers })
    .then(function (r) { return r.text(); });
}));
</script></head><body><h1>Hello</h1><ul id="data"></ul>
<script>
answers.then(function (bodies) {
  var list = document.getElementById('data');
  bodies.forEach(function (b) { var li = document.createElement('li'); li.textContent = b.length + ' bytes'; list.appendChild(li); });
  requestAnimationFrame(function () { requestAnimationFrame(function () { performance.mark('${DATA_PAINTED_MARK}'); }); });
});
</script></body></html>`,
  );
  return dir;
}

async function launchChrome(
  startUrl: string,
): Promise<{ port: number; proc: ChildProcess; profile: string }> {
  const chrome = chromePath();
  const profile = mkdtempSync(join(tmpdir(), 'h5-bench-chrome-'));
  const proc = spawn(
    chrome,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      // The bench's own certificate for localhost (tls.ts).
      '--ignore-certificate-errors',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      startUrl,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((ok, fail) => {
    let err = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${err}`)), 20_000);
    proc.stderr?.on('data', (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        ok(Number(m[1]));
      }
    });
    proc.on('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  return { port, proc, profile };
}

/** Waits until the first tab has followed the sign-in redirect (its cookie then lives in the profile). */
async function waitForTab(port: number, landed: (url: string) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const tabs = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { url: string }[];
    if (tabs.some((t) => landed(t.url))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not finish signing in to the sandbox');
}

async function measure(url: string, port: number, throttling: 'simulate' | 'devtools'): Promise<Metrics> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 360, height: 640, deviceScaleFactor: 2, disabled: false },
        throttlingMethod: throttling,
        throttling: {
          rttMs: MOBILE_SLOW_4G.rttMs,
          throughputKbps: MOBILE_SLOW_4G.throughputKbps,
          // devtools throttling applies these to the real connection (Lighthouse's own factors).
          requestLatencyMs: MOBILE_SLOW_4G.rttMs * 3.75,
          downloadThroughputKbps: MOBILE_SLOW_4G.throughputKbps * 0.9,
          uploadThroughputKbps: MOBILE_SLOW_4G.uploadThroughputKbps * 0.9,
          cpuSlowdownMultiplier: MOBILE_SLOW_4G.cpuSlowdownMultiplier,
        },
      },
    },
  );
  const audits = result?.lhr.audits;
  const num = (id: string) => {
    const v = audits?.[id]?.numericValue;
    if (typeof v !== 'number') {
      const why = audits?.[id]?.errorMessage ?? result?.lhr.runtimeError?.message;
      throw new Error(`Lighthouse gave no ${id} for ${url}${why ? `: ${why}` : ''}`);
    }
    return v;
  };
  const shifts = (audits?.['layout-shifts']?.details as { items?: { node?: unknown; score?: number }[] })
    ?.items;
  const tasks = (
    audits?.['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] }
  )?.items;
  return {
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    lcpElement: describeNode(audits?.['lcp-breakdown-insight']?.details) ?? undefined,
    shifts: (shifts ?? [])
      .map((i) => `${describeNode(i.node) ?? '?'} ${(i.score ?? 0).toFixed(3)}`)
      .slice(0, 3),
    longTasks: (tasks ?? [])
      .map((t) => ({ ...t, startTime: t.startTime ?? 0 }))
      .sort((a, b) => a.startTime - b.startTime)
      .map((t) => `${Math.round(t.startTime)} ms +${Math.round(t.duration ?? 0)} ms (${t.url ?? '?'})`),
  };
}

/** A Lighthouse run on a loaded machine now and then yields no trace-based metric: one retry. */
async function measureAgainOnce(
  url: string,
  port: number,
  throttling: 'simulate' | 'devtools',
): Promise<Metrics> {
  try {
    return await measure(url, port, throttling);
  } catch (e) {
    console.warn(`! ${e instanceof Error ? e.message : String(e)}; running it again`);
    return measure(url, port, throttling);
  }
}

/** Stylesheets the build inlined into the HTML still count as initial CSS. */
function inlineStyleGzip(dist: string): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return css ? gzipSync(css).length : 0;
}

/** The minimal React page's routes, served beside the campaigns. */
export const baselineRoutes: CampaignRoutes = {
  campaign: BASELINE,
  title: 'A minimal React page, the yardstick',
  routes: [{ path: `/v/${BASELINE}` }],
};

/** The floor page's routes, served beside the campaigns. */
export const floorRoutes: CampaignRoutes = {
  campaign: FLOOR,
  title: 'A plain HTML page, the floor',
  routes: [{ path: `/v/${FLOOR}` }],
};

/** The built campaigns with the sandbox API, on a free port. */
export function startBenchSite(
  campaigns: CampaignRoutes[],
  campaignDirs: Record<string, string>,
  http1 = false,
  brotli = true,
): ReturnType<typeof startSite> {
  return startSite({
    sandbox: createSandbox({ areas: ALL_AREAS }),
    manifest: buildManifest(campaigns, { cdnBase: '/cdn' }),
    campaignDirs,
    campaigns,
    port: 0,
    // HTTP/2, as the CDN serves the pages: over HTTP/1.1 a browser opens 6 connections to a host,
    // and a first screen's reads, scripts and stylesheets would wait in line for them.
    tls: http1 ? undefined : localhostCertificate(),
    brotli,
  });
}

export function stopSite(site: Awaited<ReturnType<typeof startSite>>): void {
  // An HTTP/2 server has no closeAllConnections.
  site.server.closeAllConnections?.();
  site.server.close();
}

/** The first screen a campaign is measured on: its first example, else its first route without parameters. */
export function firstScreen(c: CampaignRoutes): string {
  return c.examples?.[0] ?? c.routes.find((r) => !r.path.includes(':'))?.path ?? '/';
}

/** The main action's delay per row (the React page first), median of runs, under Lighthouse's throttling. */
async function measureActions(rows: BenchRow[], site: string, runs: number, token: string | null) {
  const browser = await launchBrowser();
  try {
    for (const r of rows) {
      const delays: number[] = [];
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`› ${r.campaign} main action, run ${run + 1}/${runs}\n`);
        const context = await phoneContext(browser, site, token);
        try {
          const d = await interactionDelay(
            context,
            `${site}${r.path}`,
            MOBILE_SLOW_4G,
            MAIN_BUTTONS[r.campaign],
            { screenshot: join(reportsDir, `tap-${r.campaign}-${run + 1}.png`) },
          );
          if (d !== null) delays.push(d);
        } catch (e) {
          if (e instanceof LeftThePage) r.interactionNote = e.message;
          // One failed run leaves a gap in the report, not the whole bench undone.
          console.warn(
            `! ${r.campaign} main action: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
          );
        } finally {
          await context.close();
        }
      }
      if (delays.length) r.interactionMs = median(delays);
    }
  } finally {
    await browser.close();
  }
}

/**
 * A campaign's data-painted figures (painted.ts): per run, in turn, the campaign cold, the React
 * page and the plain HTML page reading the same calls cold, then the campaign and the React page
 * after `/v/withdraw/income`; so a burst of load on the shared machine falls on all of them.
 */
export async function measurePaint(
  browser: Browser,
  site: string,
  path: string,
  reads: string[],
  runs: number,
  token: string | null,
  label: string,
): Promise<PaintFigures> {
  const s: Record<
    'cold' | 'after' | 'reactCold' | 'reactAfter' | 'floorCold' | 'jsCold' | 'jsAfter',
    number[]
  > = { cold: [], after: [], reactCold: [], reactAfter: [], floorCold: [], jsCold: [], jsAfter: [] };
  const url = `${site}${path}`;
  const react = `${site}${sameDataPath(BASELINE, reads)}`;
  const floor = `${site}${sameDataPath(FLOOR, reads)}`;
  // Withdraw is the campaign opened before: its "after" would be itself again, not another campaign.
  const after = !path.startsWith(BEFORE_PATH.slice(0, BEFORE_PATH.lastIndexOf('/')));
  const take = async (into: number[], js: number[] | null, what: string, load: () => Promise<PaintLoad>) => {
    try {
      const l = await load();
      if (l.painted !== null) into.push(l.painted);
      else console.warn(`! ${label} ${what}: no ${DATA_PAINTED_MARK} mark`);
      js?.push(l.jsBytes);
    } catch (e) {
      console.warn(`! ${label} ${what}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    }
  };
  for (let run = 0; run < runs; run++) {
    process.stdout.write(`› ${label} data painted, run ${run + 1}/${runs}\n`);
    await take(s.cold, s.jsCold, 'cold', () => paintedCold(browser, site, url, token));
    await take(s.reactCold, null, 'React page cold', () => paintedCold(browser, site, react, token));
    await take(s.floorCold, null, 'plain HTML cold', () => paintedCold(browser, site, floor, token));
    if (!after) continue;
    await take(s.after, s.jsAfter, 'after another campaign', () => paintedAfter(browser, site, url, token));
    await take(s.reactAfter, null, 'React page after', () => paintedAfter(browser, site, react, token));
  }
  const m = (xs: number[]) => (xs.length ? median(xs) : undefined);
  const k = (xs: number[]) => (xs.length ? median(xs) / KB : undefined);
  return {
    cold: m(s.cold),
    after: m(s.after),
    reactCold: m(s.reactCold),
    reactAfter: m(s.reactAfter),
    floorCold: m(s.floorCold),
    jsColdKb: k(s.jsCold),
    jsAfterKb: k(s.jsAfter),
    runs,
  };
}

/** Lighthouse's figures for one page, median of runs. */
async function lighthouseFigures(
  url: string,
  port: number,
  runs: number,
  throttling: 'simulate' | 'devtools',
  label: string,
): Promise<Metrics> {
  const samples: Metrics[] = [];
  for (let i = 0; i < runs; i++) {
    process.stdout.write(`› ${label} Lighthouse run ${i + 1}/${runs}\n`);
    samples.push(await measureAgainOnce(url, port, throttling));
  }
  const lcp = median(samples.map((s) => s.lcp));
  // The elements of the run whose LCP is the median one; the long tasks of the median TBT's.
  const typical = samples.find((s) => s.lcp === lcp) ?? samples[0]!;
  const tbt = median(samples.map((s) => s.tbt));
  const blocking = samples.find((s) => s.tbt === tbt) ?? typical;
  return {
    fcp: median(samples.map((s) => s.fcp)),
    lcp,
    cls: median(samples.map((s) => s.cls)),
    tbt,
    lcpElement: typical.lcpElement,
    shifts: typical.shifts,
    longTasks: blocking.longTasks,
  };
}

/** The campaigns `--campaigns a,b` (or positional names) chose, all when none. */
export function chooseCampaigns(all: CampaignRoutes[], names: string[]): CampaignRoutes[] {
  for (const name of names) {
    if (!all.some((c) => c.campaign === name)) throw new Error(`no campaign "${name}" under campaigns/`);
  }
  return names.length ? all.filter((c) => names.includes(c.campaign)) : all;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      campaigns: { type: 'string', default: '' },
      runs: { type: 'string', default: '5' },
      'lighthouse-runs': { type: 'string', default: '3' },
      'data-only': { type: 'boolean', default: false },
      gzip: { type: 'boolean', default: false },
      throttling: { type: 'string', default: 'devtools' },
      visitor: { type: 'boolean', default: false },
      http1: { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const lhRuns = Math.max(1, Number(values['lighthouse-runs']) || 1);
  const throttling = values.throttling === 'simulate' ? 'simulate' : 'devtools';
  const token = values.visitor ? null : DEFAULT_USER.token;
  const all = await collectCampaignRoutes(root);
  const names = [
    ...values.campaigns
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    ...positionals,
  ];
  const campaignDirs: Record<string, string> = {};
  const measured: CampaignRoutes[] = [];
  for (const c of chooseCampaigns(all, names)) {
    const dist = join(root, 'campaigns', c.campaign, 'dist');
    if (existsSync(join(dist, 'index.html'))) {
      campaignDirs[c.campaign] = dist;
      measured.push(c);
    } else console.warn(`! ${c.campaign} is not built; skipped (run the build first)`);
  }
  // The page opened before each campaign in the second figure is served even when not measured.
  const withdraw = join(root, 'campaigns', 'withdraw', 'dist');
  if (!existsSync(join(withdraw, 'index.html')))
    throw new Error('withdraw is not built: the bench opens it first');
  campaignDirs.withdraw = withdraw;
  console.log('› building the minimal React page');
  campaignDirs[BASELINE] = await buildBaseline();
  campaignDirs[FLOOR] = buildFloor();
  const site = await startBenchSite(
    [...all.filter((c) => campaignDirs[c.campaign]), baselineRoutes, floorRoutes],
    campaignDirs,
    values.http1,
    !values.gzip,
  );
  const rows: BenchRow[] = [
    {
      campaign: BASELINE,
      path: `/v/${BASELINE}`,
      ...kbOf(initialAssets(campaignDirs[BASELINE]!), campaignDirs[BASELINE]!),
    },
    ...measured.map((c) => ({
      campaign: c.campaign,
      path: firstScreen(c),
      ...kbOf(initialAssets(campaignDirs[c.campaign]!), campaignDirs[c.campaign]!),
    })),
  ];
  try {
    const browser = await launchBrowser();
    try {
      for (const r of rows.slice(1)) {
        const reads = firstScreenReads(campaignDirs[r.campaign]!, `${site.url}${r.path}`);
        r.paint = await measurePaint(browser, site.url, r.path, reads, runs, token, r.campaign);
        const line = dataLine(r);
        console.log(`  ${line}`);
      }
    } finally {
      await browser.close();
    }
    if (!values['data-only']) {
      const chrome = await launchChrome(
        token ? `${site.url}/__sandbox/login?uid=${DEFAULT_USER.uid}&to=/` : 'about:blank',
      );
      try {
        if (token) await waitForTab(chrome.port, (u) => u === `${site.url}/`);
        for (const r of rows)
          r.metrics = await lighthouseFigures(
            `${site.url}${r.path}`,
            chrome.port,
            lhRuns,
            throttling,
            r.campaign,
          );
      } finally {
        const exited = new Promise((ok) => chrome.proc.once('exit', ok));
        chrome.proc.kill();
        await exited;
        rmSync(chrome.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      }
      await measureActions(rows, site.url, lhRuns, token);
    }
  } finally {
    stopSite(site);
  }
  const [baseline, ...campaigns] = rows;
  console.log('');
  for (const line of summaryLines(baseline!, campaigns)) console.log(line);
  mkdirSync(reportsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(reportsDir, `bench-${stamp}.html`);
  writeFileSync(
    file,
    reportHtml(baseline!, campaigns, {
      time: new Date().toISOString(),
      runs,
      lighthouse: values['data-only'] ? undefined : { runs: lhRuns, throttling, conditions: MOBILE_SLOW_4G },
      signedIn: token !== null,
      paintConditions: {
        ...PAINT_CONDITIONS,
        viewport: '360×640',
        signedInAs: token ? DEFAULT_USER.uid : 'nobody',
      },
    }),
  );
  console.log(`\nwrote ${file}`);
}

/** Initial JS and CSS of a build, gzip kB; stylesheets inlined into the HTML count as CSS. */
function kbOf(assets: ReturnType<typeof initialAssets>, dist: string): { jsKb: number; cssKb: number } {
  return { jsKb: assets.jsGzip / KB, cssKb: (assets.cssGzip + inlineStyleGzip(dist)) / KB };
}

// Run as a command, not when waterfall.ts borrows the React page from here.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename)
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
