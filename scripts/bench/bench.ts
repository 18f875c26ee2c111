// `npm run bench [campaign…] [--runs N] [--throttling devtools|simulate] [--visitor] [--http1]`: the
// performance report. Not a test: it serves every built campaign with gzip (and the sandbox API),
// builds a minimal React page in the same run as the yardstick, measures each first screen with
// Lighthouse under its mobile conditions, signed in as a seeded user (as in the app) unless
// --visitor, prints the ratios, the largest paint and the shifting elements, and writes
// reports/bench-<time>.html.
//
// Beside Lighthouse, Playwright measures under the same conditions the main action's delay (a
// tap on the first screen's main button to the next paint) and, with a warm HTTP cache, the
// JavaScript a campaign downloads when another one was opened before it (interaction.ts).
//
// Throttling is devtools by default: the conditions are applied to the real page load. Lighthouse's
// simulate mode instead models the load from an unthrottled local trace, in which the 83 kB entry
// script has arrived before the first paint, so it charges the script to FCP and LCP even when the
// pre-rendered shell paints without it (see docs/decisions/first-paint.md).

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
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { initialAssets, KB } from '../budget/initialAssets.ts';
import { collectCampaignRoutes } from '../manifest/collect.ts';
import { buildManifest } from '../manifest/manifest.ts';
import { startSite } from '../serve/site.ts';
import {
  afterAnother,
  DATA_PAINTED_MARK,
  interactionDelay,
  LeftThePage,
  launchBrowser,
  MOBILE_SLOW_4G,
  phoneContext,
} from './interaction.ts';
import {
  BENCH_TARGETS,
  type BenchRow,
  describeNode,
  type Metrics,
  median,
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
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`no Chromium at ${chrome}; set CHROME_PATH`);
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
  const marks = (audits?.['user-timings']?.details as { items?: { name?: string; startTime?: number }[] })
    ?.items;
  return {
    dataPainted: marks?.find((m) => m.name === DATA_PAINTED_MARK)?.startTime ?? Number.NaN,
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

/**
 * Per row (the React page first): the main action's delay, median of runs, under the same
 * conditions; and opened after another campaign (the next one measured, or the previous one for
 * the last; the React page after the first campaign), the JavaScript it downloads and, for a
 * campaign, when its data is painted beside the React page reading the same data after the same
 * campaign: what a user who moves between campaigns in the app's web view waits for.
 */
async function measureUserWaits(
  rows: BenchRow[],
  sameDataPaths: Map<string, string>,
  site: string,
  runs: number,
  token: string | null,
) {
  const browser = await launchBrowser();
  try {
    const url = (r: BenchRow) => `${site}${r.path}`;
    const campaigns = rows.slice(1);
    for (const [i, r] of rows.entries()) {
      const delays: number[] = [];
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`› ${r.campaign} main action, run ${run + 1}/${runs}\n`);
        const context = await phoneContext(browser, site, token);
        try {
          const d = await interactionDelay(context, url(r), MOBILE_SLOW_4G, MAIN_BUTTONS[r.campaign], {
            screenshot: join(reportsDir, `tap-${r.campaign}-${run + 1}.png`),
          });
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
      const first = i === 0 ? campaigns[0] : (campaigns[i] ?? campaigns[i - 2]);
      if (!first) continue;
      // After another campaign: the JavaScript it downloads, and for a campaign when its data is
      // painted, beside the React page reading the same data opened after the same campaign.
      const sameData = sameDataPaths.get(r.campaign);
      const painted: number[] = [];
      const paintedBaseline: number[] = [];
      for (let run = 0; run < (i === 0 ? 1 : runs); run++) {
        process.stdout.write(`› ${r.campaign} after ${first.campaign}, run ${run + 1}\n`);
        const context = await phoneContext(browser, site, token);
        try {
          const warm = await afterAnother(context, url(first), url(r), MOBILE_SLOW_4G);
          r.secondJsKb = warm.jsBytes / KB;
          if (i > 0 && warm.dataPainted !== null) painted.push(warm.dataPainted);
          if (i > 0 && sameData) {
            const yardstick = await afterAnother(context, url(first), `${site}${sameData}`, MOBILE_SLOW_4G);
            if (yardstick.dataPainted !== null) paintedBaseline.push(yardstick.dataPainted);
          }
        } catch (e) {
          console.warn(
            `! ${r.campaign} after ${first.campaign}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
          );
        } finally {
          await context.close();
        }
      }
      if (painted.length) r.secondDataPainted = median(painted);
      if (paintedBaseline.length) r.secondDataBaseline = median(paintedBaseline);
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      throttling: { type: 'string', default: 'devtools' },
      visitor: { type: 'boolean', default: false },
      http1: { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const throttling = values.throttling === 'simulate' ? 'simulate' : 'devtools';
  const all = await collectCampaignRoutes(root);
  const chosen = positionals.length ? all.filter((c) => positionals.includes(c.campaign)) : all;
  for (const name of positionals) {
    if (!all.some((c) => c.campaign === name)) throw new Error(`no campaign "${name}" under campaigns/`);
  }
  const campaignDirs: Record<string, string> = {};
  const measured: CampaignRoutes[] = [];
  for (const c of chosen) {
    const dist = join(root, 'campaigns', c.campaign, 'dist');
    if (existsSync(join(dist, 'index.html'))) {
      campaignDirs[c.campaign] = dist;
      measured.push(c);
    } else console.warn(`! ${c.campaign} is not built; skipped (run the build first)`);
  }
  console.log('› building the minimal React page');
  const baselineDist = await buildBaseline();
  campaignDirs[BASELINE] = baselineDist;
  campaignDirs[FLOOR] = buildFloor();
  const site = await startBenchSite(
    [...all.filter((c) => campaignDirs[c.campaign]), baselineRoutes, floorRoutes],
    campaignDirs,
    values.http1,
  );
  const chrome = await launchChrome(
    values.visitor ? 'about:blank' : `${site.url}/__sandbox/login?uid=${DEFAULT_USER.uid}&to=/`,
  );
  if (!values.visitor) await waitForTab(chrome.port, (u) => u === `${site.url}/`);
  const rows: BenchRow[] = [];
  // Per campaign, the React page's path reading the same first-screen data.
  const sameDataPaths = new Map<string, string>();
  try {
    for (const c of [baselineRoutes, ...measured]) {
      const path = c === baselineRoutes ? `/v/${BASELINE}` : firstScreen(c);
      const samples: Metrics[] = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`› ${c.campaign} ${path} run ${i + 1}/${runs}\n`);
        samples.push(await measureAgainOnce(`${site.url}${path}`, chrome.port, throttling));
      }
      // The minimal React page reading the same data, in the same run; and the plain HTML floor
      // reading it from an inline script.
      const reads =
        c === baselineRoutes ? [] : firstScreenReads(campaignDirs[c.campaign]!, `${site.url}${path}`);
      if (reads.length) sameDataPaths.set(c.campaign, sameDataPath(BASELINE, reads));
      const sameData = async (page: string) => {
        const painted: number[] = [];
        for (let i = 0; reads.length > 0 && i < runs; i++) {
          process.stdout.write(
            `› ${page} with ${c.campaign}'s ${reads.length} reads, run ${i + 1}/${runs}\n`,
          );
          painted.push(
            (await measure(`${site.url}${sameDataPath(page, reads)}`, chrome.port, throttling)).dataPainted ??
              Number.NaN,
          );
        }
        return painted.length ? median(painted) : undefined;
      };
      const dataBaseline = await sameData(BASELINE);
      const dataFloor = await sameData(FLOOR);
      const assets = initialAssets(campaignDirs[c.campaign]!);
      const lcp = median(samples.map((s) => s.lcp));
      // The elements of the run whose LCP is the median one; the long tasks of the median TBT's.
      const typical = samples.find((s) => s.lcp === lcp) ?? samples[0]!;
      const tbt = median(samples.map((s) => s.tbt));
      const blocking = samples.find((s) => s.tbt === tbt) ?? typical;
      rows.push({
        campaign: c.campaign,
        path,
        metrics: {
          fcp: median(samples.map((s) => s.fcp)),
          lcp,
          cls: median(samples.map((s) => s.cls)),
          tbt,
          lcpElement: typical.lcpElement,
          shifts: typical.shifts,
          longTasks: blocking.longTasks,
          dataPainted: median(samples.map((s) => s.dataPainted ?? Number.NaN)),
        },
        dataBaseline,
        dataFloor,
        jsKb: assets.jsGzip / KB,
        cssKb: (assets.cssGzip + inlineStyleGzip(campaignDirs[c.campaign]!)) / KB,
      });
    }
    await measureUserWaits(rows, sameDataPaths, site.url, runs, values.visitor ? null : DEFAULT_USER.token);
  } finally {
    const exited = new Promise((r) => chrome.proc.once('exit', r));
    chrome.proc.kill();
    await exited;
    stopSite(site);
    rmSync(chrome.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  const [baseline, ...campaigns] = rows;
  for (const line of summaryLines(baseline!, campaigns)) console.log(line);
  mkdirSync(reportsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(reportsDir, `bench-${stamp}.html`);
  writeFileSync(
    file,
    reportHtml(baseline!, campaigns, {
      time: new Date().toISOString(),
      runs,
      throttling,
      signedIn: !values.visitor,
      conditions: MOBILE_SLOW_4G,
    }),
  );
  console.log(`\nwrote ${file}`);
  const misses = campaigns.filter(
    (r) => r.metrics.lcp > BENCH_TARGETS.lcpMs || r.metrics.cls > BENCH_TARGETS.cls,
  );
  if (misses.length) {
    console.log(
      `above target (LCP ≤ ${BENCH_TARGETS.lcpMs} ms, CLS ≤ ${BENCH_TARGETS.cls}): ${misses.map((r) => r.campaign).join(', ')}`,
    );
  }
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
