// When a page has shown its screen: the pre-rendered shell replaced, no API call in flight for a
// moment, and no placeholder left outside an open modal dialog. Checked on every frame, so each
// page costs its own time only.

import type { Page } from '@playwright/test';

/** Shown while a screen or its data is coming. */
export const LOADING_SELECTOR = '.h5-prerender, .h5-skeleton, .h5-line-skeleton, [role="progressbar"]';
/** A call that follows an answer (the next block, a chained read) starts within this. */
export const QUIET_MS = 150;

export interface CallLog {
  inFlight: number;
  /** performance.now() of the last call started or ended. */
  at: number;
  /** Calls started so far; each call's number is its place in that count. */
  started: number;
  /** The numbers of the calls in flight. */
  open: number[];
}

/** Counts the page's fetches from before its first script, on every page the test opens from now on. */
export async function countCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: CallLog = { inFlight: 0, at: performance.now(), started: 0, open: [] };
    (window as unknown as { __h5Calls: CallLog }).__h5Calls = log;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const n = ++log.started;
      log.inFlight++;
      log.open.push(n);
      log.at = performance.now();
      return fetch(...args).finally(() => {
        log.inFlight--;
        log.open.splice(log.open.indexOf(n), 1);
        log.at = performance.now();
      });
    };
  });
}

/**
 * Waits until the page opened last has shown its screen with its data (see countCalls); false
 * when the screen sent the browser back instead (the close page does in a browser; each test
 * starts on a blank page, so going back lands there). Polled from here, one short evaluate at a
 * time, so nothing stays pending in the page once it has gone: a wait left in a page that
 * navigated away could hold up closing the context.
 */
export async function screenSettled(page: Page, timeoutMs = 20_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (page.url() === 'about:blank') return false;
    const ready = await page
      .evaluate(
        ({ loading, quietMs }) => {
          const calls = (window as unknown as { __h5Calls?: CallLog }).__h5Calls;
          const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
          return (
            document.querySelector('#root > div') !== null &&
            calls !== undefined &&
            calls.inFlight === 0 &&
            performance.now() - calls.at >= quietMs &&
            ![...document.querySelectorAll(loading)].some(
              // Behind an open modal (the app's login dialog over the page's shell) a placeholder
              // waits for the person, not for the server: the dialog is the screen.
              (e) => e.checkVisibility() && !(modal?.checkVisibility() && !modal.contains(e)),
            )
          );
        },
        { loading: LOADING_SELECTOR, quietMs: QUIET_MS },
      )
      // The page navigated while the check ran: look again.
      .catch(() => false);
    if (ready) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the screen at ${page.url()} did not settle within ${timeoutMs} ms`);
}
