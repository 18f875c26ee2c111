// Short counts for plural messages. A module of its own: the platform file (every campaign's
// first load) carries the translator, which only reads a `Count`; the pages that write short
// counts bring this.

import { formatNumber, intlFormatter } from './formatters';
import { numberLocale, westernDigits } from './locale';
import type { Count } from './translate';

export type { Count };

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
