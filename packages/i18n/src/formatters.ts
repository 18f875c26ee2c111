// Building Intl formatters is slow on low-end phones (a ranking formats hundreds of values, a
// translated plural message two each): each language and options make one, kept for the page.
// Its own small module: the platform file (every campaign's first load) carries it for the
// translator and the countdown, without the rest of format.ts.
import { numberLocale } from './locale';

const cache = new Map<string, unknown>();

/** The formatter of `Ctor` for `lang` and `opts`, made once. */
export function intlFormatter<T, O>(Ctor: new (lang: string, opts: O) => T, lang: string, opts?: O): T {
  const key = `${Ctor.name}|${lang}|${JSON.stringify(opts)}`;
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = new Ctor(lang, opts as O);
    cache.set(key, f);
  }
  return f;
}

/**
 * Formats a number for `lang` in the language's digit system; bad options (or ones the engine
 * lacks) fall back to the plain number.
 */
export function formatNumber(lang: string, n: number, opts?: Intl.NumberFormatOptions): string {
  try {
    return intlFormatter(Intl.NumberFormat, numberLocale(lang), opts).format(n);
  } catch {
    return String(n);
  }
}

/** The plural category (`one`, `two`, `few`…) of `n` in `lang`; `other` where the engine cannot say. */
export function pluralCategory(lang: string, n: number): Intl.LDMLPluralRule {
  try {
    return intlFormatter(Intl.PluralRules, numberLocale(lang)).select(n);
  } catch {
    return 'other';
  }
}
