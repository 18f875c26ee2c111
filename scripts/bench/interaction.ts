// The bench's Playwright measurements, beside Lighthouse's: how long the screen's main button
// takes from a tap to the next paint, and how much JavaScript a campaign downloads when another
// one was opened before it in the same web view (warm HTTP cache).

import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';

export interface Conditions {
  rttMs: number;
  throughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
}

/** Lighthouse's mobile "Slow 4G" and mid-tier phone CPU, the conditions the issue names. */
export const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  uploadThroughputKbps: 750,
  cpuSlowdownMultiplier: 4,
} as const satisfies Conditions;

/** The mark a campaign's first screen sets once its data is painted (ui-kit dataPainted.ts). */
export const DATA_PAINTED_MARK = 'h5-data-painted';

/** The Chromium the bench drives: CHROME_PATH, else the full browser, else the headless shell CI installs. */
export function chromePath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!found)
    throw new Error('no Chromium at /usr/bin/chromium or /usr/bin/chromium-headless-shell; set CHROME_PATH');
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // The bench's own certificate for localhost (tls.ts).
      '--ignore-certificate-errors',
    ],
  });
}

/** A phone-sized context, signed in with the sandbox's login cookie when given a token. */
export async function phoneContext(
  browser: Browser,
  site: string,
  token: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  if (token) await context.addCookies([{ name: 'token', value: token, url: site }]);
  return context;
}

/** Lighthouse's devtools throttling, applied by Chromium to this page: the same link and CPU. */
export async function throttle(page: Page, c: Conditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: c.rttMs * 3.75,
    downloadThroughput: (c.throughputKbps * 0.9 * 1024) / 8,
    uploadThroughput: (c.uploadThroughputKbps * 0.9 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpuSlowdownMultiplier });
  return cdp;
}

/**
 * Whether the first screen set DATA_PAINTED_MARK within `timeoutMs`. Polled through the DevTools
 * protocol: Playwright's waitForFunction compiles its injected script in the page, a long task of
 * its own (230–500 ms) under the CPU slowdown, in the middle of the load being measured.
 */
export async function dataPaintedWithin(page: Page, timeoutMs = 30_000): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const expression = `performance.getEntriesByName(${JSON.stringify(DATA_PAINTED_MARK)}).length > 0`;
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if ((await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** Waits until the first screen says its data is painted (or the network settles, on a page that never does). */
async function settled(page: Page): Promise<void> {
  if (!(await dataPaintedWithin(page))) await page.waitForLoadState('networkidle');
}

/**
 * The screen's main button: a name given per campaign, else the first enabled button (or button
 * styled link) of the screen outside its header.
 */
export function mainButton(page: Page, name?: string) {
  if (name)
    return page
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('link', { name, exact: true }))
      .first();
  return page
    .locator('#root main button:not([disabled]):not(.h5-header *), #root main a.h5-button:not(.h5-header *)')
    .first();
}

/** The main button opened another page: there is no paint of this one to time. */
export class LeftThePage extends Error {
  constructor() {
    super('its main button opens another page');
  }
}

/**
 * From the tap on the main button to the next paint, in ms, under the given conditions: from the
 * tap's pointerdown (its event time) to a task queued from the frame after the click's handlers,
 * which runs once that frame is painted. Null when the page has no such button; LeftThePage when
 * the button opens another page. A tap that cannot land (something covers the button) or reaches
 * no click throws, after a screenshot of the screen at `opts.screenshot`.
 */
export async function interactionDelay(
  context: BrowserContext,
  url: string,
  c: Conditions,
  button?: string,
  opts: { screenshot?: string } = {},
): Promise<number | null> {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __h5TapMs: number | null };
      w.__h5TapMs = null;
      addEventListener(
        'pointerdown',
        (down) => {
          // On window, bubbling: after the page's own click handlers (React listens on its root).
          addEventListener(
            'click',
            () => {
              requestAnimationFrame(() => {
                setTimeout(() => {
                  w.__h5TapMs = performance.now() - down.timeStamp;
                }, 0);
              });
            },
            { once: true },
          );
        },
        { capture: true, once: true },
      );
    });
    await throttle(page, c);
    await page.goto(url);
    await settled(page);
    const target = mainButton(page, button);
    if (!(await target.isVisible().catch(() => false))) return null;
    // A mark on this document: a new one (another page) does not carry it.
    await page.evaluate('window.__h5Tapped = true');
    try {
      await target.tap({ timeout: 10_000 });
      return await page
        .waitForFunction(() => (window as unknown as { __h5TapMs: number | null }).__h5TapMs, null, {
          timeout: 10_000,
        })
        .then((h) => h.jsonValue() as Promise<number>);
    } catch (e) {
      // A button that opens another page leaves nothing of this one to paint.
      if (!(await page.evaluate('window.__h5Tapped === true').catch(() => false))) throw new LeftThePage();
      if (opts.screenshot) await page.screenshot({ path: opts.screenshot }).catch(() => {});
      const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
      throw new Error(`${why}${opts.screenshot ? ` (the screen: ${opts.screenshot})` : ''}`);
    }
  } finally {
    await page.close();
  }
}

/**
 * What opening `second` after `first` in the same context costs, as in the app's web view where
 * the HTTP cache already holds what `first` loaded, under `c`: the JavaScript bytes it downloads
 * (as transferred: gzip, headers included) and when its first screen's data was painted (ms from
 * its navigation, null when it never said so).
 */
export async function afterAnother(
  context: BrowserContext,
  first: string,
  second: string,
  c: Conditions,
): Promise<{ jsBytes: number; dataPainted: number | null }> {
  const page = await context.newPage();
  try {
    const cdp = await throttle(page, c);
    await page.goto(first);
    await settled(page);
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (/\.m?js$/.test(new URL(e.request.url).pathname)) scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
    });
    await page.goto(second);
    const dataPainted = (await dataPaintedWithin(page))
      ? await page.evaluate(
          (m) => Math.round(performance.getEntriesByName(m)[0]?.startTime ?? Number.NaN),
          DATA_PAINTED_MARK,
        )
      : null;
    await page.waitForLoadState('networkidle');
    return { jsBytes, dataPainted };
  } finally {
    await page.close();
  }
}
