// `tsx scripts/bench/waterfall.ts <campaign> [path] [--runs N] [--trace file] [--react|--floor] [--http1]`: a diagnostic beside
// the bench. Loads a campaign's first screen under the bench's data-painted conditions (Playwright, Chromium's
// own emulation, cache disabled: painted.ts) and prints, per run, the first contentful paint, the data-painted mark, the
// long tasks and the long animation frames with the scripts that ran in them; with one run, every
// request's start and end. --trace writes a Chromium trace.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_USER } from '@h5/sandbox-api';
import { collectCampaignRoutes } from '../manifest/collect.ts';
import {
  BASELINE,
  baselineRoutes,
  buildBaseline,
  buildFloor,
  FLOOR,
  firstScreen,
  firstScreenReads,
  floorRoutes,
  sameDataPath,
  startBenchSite,
  stopSite,
} from './bench.ts';
import { DATA_PAINTED_MARK, dataPaintedWithin, launchBrowser, phoneContext } from './interaction.ts';
import { emulate } from './painted.ts';
import { median } from './report.ts';

/** The Long Animation Frames API's entry, which lib.dom does not declare yet. */
interface LongAnimationFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  scripts: { invokerType: string; invoker: string; duration: number }[];
}

const root = resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    trace: { type: 'string' },
    react: { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
  },
});
const [name, path] = positionals;
const all = await collectCampaignRoutes(root);
const c = all.find((x) => x.campaign === name);
if (!c) throw new Error(`no campaign "${name}"`);
const campaignDirs: Record<string, string> = {};
for (const x of all) campaignDirs[x.campaign] = join(root, 'campaigns', x.campaign, 'dist');
// --react or --floor: the bench's minimal React page, or its plain HTML floor, reading the same
// first-screen data instead.
const yardstick = values.react ? baselineRoutes : values.floor ? floorRoutes : null;
if (values.react) campaignDirs[BASELINE] = await buildBaseline();
if (values.floor) campaignDirs[FLOOR] = buildFloor();
const site = await startBenchSite(yardstick ? [...all, yardstick] : all, campaignDirs, values.http1);
const firstUrl = `${site.url}${path ?? firstScreen(c)}`;
const url = yardstick
  ? `${site.url}${sameDataPath(yardstick.campaign, firstScreenReads(campaignDirs[c.campaign]!, firstUrl))}`
  : firstUrl;
const browser = await launchBrowser();
const runs = Math.max(1, Number(values.runs) || 1);
const painted: number[] = [];
for (let run = 0; run < runs; run++) {
  const context = await phoneContext(browser, site.url, DEFAULT_USER.token);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lt: number[][] };
    w.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames name the scripts that ran in them, and when rendering started.
    const f = window as unknown as { __frames: string[] };
    f.__frames = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as unknown as LongAnimationFrame[]) {
        const scripts = e.scripts.map(
          (x) => `${x.invokerType} ${x.invoker.slice(-40)} ${Math.round(x.duration)} ms`,
        );
        f.__frames.push(
          `${Math.round(e.startTime)}+${Math.round(e.duration)} (blocking ${Math.round(e.blockingDuration)}, rendering from +${Math.round(e.renderStart ? e.renderStart - e.startTime : e.duration)})${scripts.length ? `: ${scripts.join('; ')}` : ''}`,
        );
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await emulate(page, false);
  const reqs = new Map<string, { url: string; start: number; end?: number; bytes?: number }>();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    reqs.set(e.requestId, { url: e.request.url.replace(site.url, ''), start: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  if (values.trace && run === 0)
    await browser.startTracing(page, {
      path: values.trace,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
  await page.goto(url);
  if (!(await dataPaintedWithin(page))) console.log('! no data-painted mark');
  await page.waitForTimeout(1000);
  if (values.trace && run === 0) await browser.stopTracing();
  const info = await page.evaluate((m) => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const [fcp] = performance.getEntriesByName('first-contentful-paint');
    const [mark] = performance.getEntriesByName(m);
    return {
      fcp: fcp ? Math.round(fcp.startTime) : Number.NaN,
      painted: mark ? Math.round(mark.startTime) : Number.NaN,
      marks: performance
        .getEntriesByType('mark')
        .filter((e) => e.name !== m)
        .map((e) => `${e.name}@${Math.round(e.startTime)}`),
      longTasks: (window as unknown as { __lt: number[][] }).__lt,
      frames: (window as unknown as { __frames: string[] }).__frames,
    };
  }, DATA_PAINTED_MARK);
  painted.push(info.painted);
  if (runs === 1) {
    for (const r of reqs.values()) {
      const ms = (t: number) =>
        Math.round((t - t0) * 1000)
          .toString()
          .padStart(6);
      console.log(
        `${ms(r.start)} → ${r.end ? ms(r.end) : '     ?'} ${((r.bytes ?? 0) / 1024).toFixed(1).padStart(6)} kB  ${r.url.slice(0, 100)}`,
      );
    }
  }
  for (const f of info.frames) console.log(`  long frame ${f}`);
  console.log(
    `run ${run + 1}: FCP ${info.fcp} ms, data painted ${info.painted} ms, long tasks ${info.longTasks.map(([s, d]) => `${s}+${d}`).join(' ')}${info.marks.length ? `, marks ${info.marks.join(' ')}` : ''}`,
  );
  await context.close();
}
if (runs > 1) console.log(`median data painted ${median(painted)} ms`);
await browser.close();
stopSite(site);
