// What the fault gate (faults.e2e.ts) reads of a page and how it judges it: a page under a failing
// server holds when it shows its content anyway, or says what happened in a plain sentence with a
// retry, or (when the "who am I" read failed) shows what a visitor sees. Measured, not eyeballed:
// the rules and their thresholds are here, and faultJudge.e2e.ts shows they fail a page that
// swallows an error.

import type { Page } from '@playwright/test';
import { LOADING_SELECTOR } from './screenSettled.ts';

/**
 * A page shows "its content" when its visible text is at least this share of the healthy page's
 * (characters, whitespace collapsed). A whole block gone quiet (a card of channel names, a board)
 * takes more than a tenth of a page; a countdown's ticking or a relative time does not.
 */
export const CONTENT_SHARE = 0.9;

/**
 * Words that are not a sentence for a user: an exception's or a protocol's text leaked into the
 * page. A code fault's message is the server's own sentence and is shown as it is.
 */
const TECHNICAL =
  /\b(undefined|null|NaN|TypeError|SyntaxError|Unexpected token|JSON|fetch failed|Failed to fetch|Internal Server Error|status code|HTTP)\b|\[object /i;

export interface AlertState {
  /** The alert's text without its controls' labels. */
  sentence: string;
  /** It holds a visible, enabled control (the retry, or the sign-in that stands for it). */
  retry: boolean;
}

export interface PageState {
  /** Visible characters of the page's text, whitespace collapsed. */
  chars: number;
  /** Visible `role="alert"` elements with some text. */
  alerts: AlertState[];
  /** A loading placeholder is still on screen. */
  loading: boolean;
  /** Something is drawn in the first viewport: text, an image, a placeholder or the shell. */
  painted: boolean;
  /**
   * Cards left empty: a visible `section` or card (a class naming `card`) with nothing in it but
   * its heading: no other text, image, control, placeholder or message. A failed block that
   * says nothing leaves one.
   */
  emptyCards: number;
}

/** Reads the page's state (see PageState). */
export function readPageState(page: Page): Promise<PageState> {
  return page.evaluate((loadingSelector) => {
    const visible = (e: Element) => e.checkVisibility({ checkOpacity: true, visibilityProperty: true });
    const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
    const alerts = [...document.querySelectorAll('[role="alert"]')].filter(visible).flatMap((a) => {
      const controls = [...a.querySelectorAll('button, a[href], [role="button"]')];
      const copy = a.cloneNode(true) as Element;
      for (const c of copy.querySelectorAll('button, a[href], [role="button"]')) c.remove();
      const sentence = squash(copy.textContent ?? '');
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not what is hidden
      if (!sentence && !squash((a as HTMLElement).innerText)) return [];
      return [
        {
          sentence,
          retry: controls.some(
            (c) => visible(c) && !(c as HTMLButtonElement).disabled && c.getBoundingClientRect().height > 0,
          ),
        },
      ];
    });
    const root = document.getElementById('root');
    const inView = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0 && visible(e);
    };
    const painted =
      root !== null &&
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not what is hidden
      (squash(root.innerText).length > 0 ||
        [...root.querySelectorAll(`img, svg, ${loadingSelector}`)].some(inView));
    const filled = `img, svg, canvas, video, button, input, select, textarea, a[href], [role="alert"], ${loadingSelector}`;
    const emptyCards = [...document.querySelectorAll('section, [class*="card"]')].filter((c) => {
      if (!visible(c) || c.getBoundingClientRect().height === 0) return false;
      if ([...c.querySelectorAll(filled)].some(visible)) return false;
      const copy = c.cloneNode(true) as Element;
      for (const h of copy.querySelectorAll('h1, h2, h3, h4, h5, h6')) h.remove();
      // Nothing but the heading: its text is the heading's, and the rest of it is empty.
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not what is hidden
      return squash(copy.textContent ?? '') === '' && squash((c as HTMLElement).innerText) !== '';
    }).length;
    return {
      emptyCards,
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not what is hidden
      chars: squash(document.body?.innerText ?? '').length,
      alerts,
      loading: [...document.querySelectorAll(loadingSelector)].some(visible),
      painted,
    };
  }, LOADING_SELECTOR);
}

/** The alert's sentence is one a user can read: words, none of them an exception's or a protocol's. */
export function isPlainSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && !TECHNICAL.test(text);
}

export type Verdict = { holds: true; how: 'content' | 'message' | 'visitor' } | { holds: false; why: string };

/** The visible text's share of a reference page's. */
export function share(state: PageState, reference: PageState): number {
  return reference.chars === 0 ? 1 : state.chars / reference.chars;
}

/**
 * How a page under a fault holds, or why it does not. `visitor`, the route opened signed out, is
 * the reference when the "who am I" read is among the failed calls: a visitor's view is then as
 * good as the user's. A page still loading has not ended on content or a message.
 */
export function judge(state: PageState, healthy: PageState, visitor: PageState | null = null): Verdict {
  const emptied = state.emptyCards - healthy.emptyCards;
  if (emptied > 0)
    return {
      holds: false,
      why: `leaves ${emptied} card${emptied > 1 ? 's' : ''} empty but for its heading, with nothing said in ${emptied > 1 ? 'them' : 'it'}`,
    };
  const message = state.alerts.find((a) => a.retry && isPlainSentence(a.sentence));
  if (message) return { holds: true, how: 'message' };
  if (!state.loading && share(state, healthy) >= CONTENT_SHARE) return { holds: true, how: 'content' };
  if (!state.loading && visitor && share(state, visitor) >= CONTENT_SHARE)
    return { holds: true, how: 'visitor' };
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const said = state.alerts.length
    ? `says ${JSON.stringify(state.alerts.map((a) => a.sentence))}${state.alerts.some((a) => a.retry) ? '' : ' with no retry'}`
    : 'says nothing (no role="alert")';
  return {
    holds: false,
    why: `${state.loading ? 'still loading' : state.painted ? 'shows' : 'blank:'} ${pct(share(state, healthy))} of its content${visitor ? ` (${pct(share(state, visitor))} of a visitor's view)` : ''} and ${said}`,
  };
}

/** Once the fault is gone, the retry (or a reload) brings the page's content back. */
export function recovered(state: PageState, healthy: PageState): Verdict {
  if (!state.loading && share(state, healthy) >= CONTENT_SHARE) return { holds: true, how: 'content' };
  return {
    holds: false,
    why: `after the retry ${state.loading ? 'is still loading and ' : ''}shows ${Math.round(share(state, healthy) * 100)}% of its content`,
  };
}
