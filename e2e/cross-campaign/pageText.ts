// What a page shows, read in the browser: the keys it showed untranslated, and the Latin-script
// text on a page in a language written in another script.

import type { Page } from '@playwright/test';

/**
 * The global a development build of `@h5/i18n` lists untranslated keys on
 * (MISSING_MESSAGES_GLOBAL); the English pass checks it is there, so a renamed global or a
 * production build fails instead of passing quietly.
 */
const MISSING_MESSAGES_GLOBAL = '__h5MissingMessages';

/** Some letter in Latin script. */
const LATIN = '\\p{Script=Latin}';
/** Some letter in another script. */
const OTHER_SCRIPT = '[^\\P{L}\\p{Script=Latin}]';

/** Written in Latin script only: a translated sentence naming a brand is not. */
export function isLatinOnly(text: string): boolean {
  return new RegExp(LATIN, 'u').test(text) && !new RegExp(OTHER_SCRIPT, 'u').test(text);
}

/**
 * English keys shown untranslated since the page loaded; null when the build does not record
 * them. Server text that some screens look up as a key is left out when it is already in
 * another script (the server answers in the page's language).
 */
export async function untranslatedKeys(page: Page): Promise<string[] | null> {
  const keys = await page.evaluate(
    (name) => (window as unknown as Record<string, string[] | undefined>)[name] ?? null,
    MISSING_MESSAGES_GLOBAL,
  );
  return keys === null ? null : keys.filter(isLatinOnly);
}

/**
 * What keeps its own script on any page: names (`UserName` marks them translate="no"), addresses
 * and codes (translate="no"), and people's own words (`TranslatableText`, data-user-text). Every
 * other text, in a `<bdi>` or not, is the page's or the server's, and in the page's language.
 */
export const NAME_SELECTOR = '[data-name], [translate="no"], [data-user-text]';
const ISOLATED_SELECTOR = 'bdi';

export interface LatinText {
  /** Visible text nodes in Latin script outside names and `<bdi>`, trimmed, each once. */
  loose: string[];
  /** The same inside `<bdi>`: server text; failed like the rest, reported apart for reading. */
  isolated: string[];
}

/**
 * Visible text nodes written in Latin script with no letter of another script (a translated
 * sentence naming a brand is not one), outside names; text without letters (numbers) never is.
 */
export function latinText(page: Page): Promise<LatinText> {
  return page.evaluate(
    ({ names, isolated, latin, other }) => {
      const latinRe = new RegExp(latin, 'u');
      const otherRe = new RegExp(other, 'u');
      const loose = new Set<string>();
      const inBdi = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!latinRe.test(text) || otherRe.test(text)) continue;
        const el = n.parentElement;
        if (!el || el.closest(names) || !el.checkVisibility()) continue;
        (el.closest(isolated) ? inBdi : loose).add(text);
      }
      return { loose: [...loose], isolated: [...inBdi] };
    },
    { names: NAME_SELECTOR, isolated: ISOLATED_SELECTOR, latin: LATIN, other: OTHER_SCRIPT },
  );
}

/** Digits vary with the seed and the clock: known texts are compared with every number as `#`. */
export function withoutDigits(text: string): string {
  return text.replace(/\d+(?:[.,]\d+)*/g, '#');
}

/**
 * Controls the page shows in the browser's own look: a native radio or checkbox, a link in the
 * default blue or visited purple, a button in the default grey face. Each is described by its
 * text or test id.
 */
export async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const DEFAULT_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];
    const DEFAULT_BUTTON_FACE = 'rgb(239, 239, 239)';
    const out: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('data-testid') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of document.querySelectorAll('input[type=radio], input[type=checkbox], a[href], button')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden') continue;
      if (el.matches('input') && s.appearance !== 'none')
        out.push(`${name(el)}: native ${el.getAttribute('type')}`);
      if (el.matches('a[href]') && DEFAULT_LINK_COLOURS.includes(s.color))
        out.push(`${name(el)}: default link colour`);
      if (
        el.matches('button') &&
        s.backgroundColor === DEFAULT_BUTTON_FACE &&
        s.borderStyle.includes('outset')
      )
        out.push(`${name(el)}: default button`);
    }
    return out;
  });
}

/**
 * Names and other isolated text (`<bdi>`) laid out as blocks (a flex or grid item, a column) that
 * take their own direction's alignment against the page's: a Latin name on a right-to-left page
 * sitting at the left of its box. Each is described by its text.
 */
export async function misalignedIsolates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('bdi, .h5-name')) {
      const s = getComputedStyle(el);
      const parent = el.parentElement;
      if (!parent || s.display === 'inline' || s.display === 'none') continue;
      const pageDir = getComputedStyle(parent).direction;
      if (s.direction === pageDir) continue;
      // Only text narrower than its box shows where it is aligned.
      const text = document.createRange();
      text.selectNodeContents(el);
      if (el.getBoundingClientRect().width - text.getBoundingClientRect().width < 8) continue;
      const side = s.textAlign === 'start' ? (s.direction === 'rtl' ? 'right' : 'left') : s.textAlign;
      const pageStart = pageDir === 'rtl' ? 'right' : 'left';
      if (side === (pageStart === 'right' ? 'left' : 'right'))
        out.push(`"${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return out;
  });
}
