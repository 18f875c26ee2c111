// Money, numbers and dates in the page's language. (`@h5/i18n` has the same formatters; this
// campaign does not depend on it so as not to change the lockfile: see the area's report.)

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Building Intl formatters is slow on low-end phones: one per language and options. */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const hit = cache.get(key) as F | undefined;
  if (hit) return hit;
  const f = make();
  cache.set(key, f);
  return f;
}

const numberFormat = (lang: string, opts: Intl.NumberFormatOptions) =>
  cached(`n|${lang}|${JSON.stringify(opts)}`, () => new Intl.NumberFormat(lang, opts));

/** "$17.33" / "‏17.33 US$"; a malformed currency code gives the number and the code. */
export function money(lang: string, amount: number, currency: string): string {
  try {
    return numberFormat(lang, { style: 'currency', currency }).format(amount);
  } catch {
    return `${numberFormat(lang, {}).format(amount)} ${currency}`;
  }
}

export const num = (lang: string, n: number) => numberFormat(lang, {}).format(n);

/** A day, "15 Dec 2026", from seconds since the epoch; '' for a bad time. */
export function day(lang: string, seconds: number): string {
  try {
    const f = cached(
      `d|${lang}`,
      () => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    return f.format(seconds * 1000);
  } catch {
    return '';
  }
}

/** Server text inside a translated sentence, isolated so its direction cannot reorder the sentence. */
export const isolated = (s: string) => `\u2068${s}\u2069`;
