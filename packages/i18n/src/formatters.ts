// Building Intl formatters is slow on low-end phones (a ranking formats hundreds of values, a
// translated plural message two each): each language and options make one, kept for the page.
// Its own small module: the platform file (every campaign's first load) carries it for the
// translator and the countdown, without the rest of format.ts.
import { numberLocale, westernDigits } from './locale';

const cache = new Map<string, unknown>();

/** The formatter of `Ctor` for `lang` and `opts`, made once. */
export function intlFormatter<T, O>(Ctor: new (lang: string, opts?: O) => T, lang: string, opts?: O): T {
  const key = `${Ctor.name}|${lang}|${JSON.stringify(opts)}`;
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = new Ctor(lang, opts);
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

/**
 * A count as shown and the number the shown text stands for: a message's plural form agrees with
 * what the reader sees. "2.3K" stands for 2,300, whatever the exact count, so Arabic writes the
 * noun that follows ألف ("2.3 ألف إعجاب"), never the form of 2,303 ("2.3 ألف إعجابات").
 */
export interface Count {
  readonly value: number;
  readonly text: string;
}

export function isCount(v: unknown): v is Count {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Count).value === 'number' &&
    typeof (v as Count).text === 'string'
  );
}

/**
 * `n` in the language's short form ("2.3K", "2.3 ألف", "1.2 लाख") for a plural message's `#`, with
 * the value that text stands for: the shown digits times the power of ten the word names.
 */
export function compactCount(lang: string, n: number): Count {
  const text = formatNumber(lang, n, { notation: 'compact' });
  if (!Number.isFinite(n) || n === 0) return { value: n, text };
  let shown = '';
  try {
    for (const p of intlFormatter(Intl.NumberFormat, numberLocale(lang), {
      notation: 'compact',
    } as const).formatToParts(n)) {
      if (p.type === 'integer' || p.type === 'fraction')
        shown += p.type === 'fraction' ? `.${p.value}` : p.value;
    }
  } catch {
    return { value: n, text };
  }
  const digits = Number(westernDigits(shown));
  if (!Number.isFinite(digits) || digits === 0) return { value: n, text };
  const scale = 10 ** Math.round(Math.log10(Math.abs(n) / digits));
  return { value: (Math.sign(n) * Math.round(digits * scale * 1e6)) / 1e6, text };
}
