// When the first screen's data is painted, under the conditions issue 48 names: Chromium's own
// emulation through the DevTools protocol (not Lighthouse's, which multiplies the latency by
// 3.75), cold (HTTP cache disabled) and after another campaign (the same context right after
// `/v/withdraw/income`, cache on, as in the app's web view). The figure is the page's
// `h5-data-painted` mark; the bench's two yardsticks set the same mark.

import type { Browser, Page } from '@playwright/test';
import { DATA_PAINTED_MARK, dataPaintedWithin, phoneContext } from './interaction.ts';

/** The link and CPU of the data-painted figures, applied as they are (no Lighthouse factors). */
export const PAINT_CONDITIONS = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/** The page opened before a campaign in the "after another campaign" figure. */
export const BEFORE_PATH = '/v/withdraw/income';

export interface PaintLoad {
  /** The data-painted mark, ms from the navigation; null when the page never set it. */
  painted: number | null;
  /** JavaScript transferred for this navigation (encoded bytes, headers included). */
  jsBytes: number;
}

/** Applies PAINT_CONDITIONS to the page, with its HTTP cache on or off; resolves once applied. */
export async function emulate(page: Page, cache: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PAINT_CONDITIONS.latencyMs,
    downloadThroughput: (PAINT_CONDITIONS.downloadKbps * 1000) / 8,
    uploadThroughput: (PAINT_CONDITIONS.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAINT_CONDITIONS.cpuSlowdown });
  return cdp;
}

/** Navigates `page` to `url` and reads its mark and the script it downloaded on the way. */
async function load(page: Page, cdp: Awaited<ReturnType<typeof emulate>>, url: string): Promise<PaintLoad> {
  const scripts = new Set<string>();
  let jsBytes = 0;
  const sent = (e: { requestId: string; request: { url: string } }) => {
    if (/\.m?js$/.test(new URL(e.request.url).pathname)) scripts.add(e.requestId);
  };
  const finished = (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.loadingFinished', finished);
  try {
    await page.goto(url);
    const painted = (await dataPaintedWithin(page))
      ? await page.evaluate(
          (m) => Math.round(performance.getEntriesByName(m)[0]?.startTime ?? Number.NaN),
          DATA_PAINTED_MARK,
        )
      : null;
    // What the page still loads after its mark (lazy chunks) is part of what it downloads.
    await page.waitForLoadState('networkidle');
    return { painted, jsBytes };
  } finally {
    cdp.off('Network.requestWillBeSent', sent);
    cdp.off('Network.loadingFinished', finished);
  }
}

/** `url` in a fresh phone context with the HTTP cache disabled. */
export async function paintedCold(
  browser: Browser,
  site: string,
  url: string,
  token: string | null,
): Promise<PaintLoad> {
  const context = await phoneContext(browser, site, token);
  try {
    const page = await context.newPage();
    return await load(page, await emulate(page, false), url);
  } finally {
    await context.close();
  }
}

/** `url` opened in the same page right after `before` (BEFORE_PATH), cache on: the second figure. */
export async function paintedAfter(
  browser: Browser,
  site: string,
  url: string,
  token: string | null,
  before = `${site}${BEFORE_PATH}`,
): Promise<PaintLoad> {
  const context = await phoneContext(browser, site, token);
  try {
    const page = await context.newPage();
    const cdp = await emulate(page, true);
    await load(page, cdp, before);
    return await load(page, cdp, url);
  } finally {
    await context.close();
  }
}
