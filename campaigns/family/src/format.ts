// Numbers and dates in the page's language, as the family pages write them.

import { formatDate, formatNumber } from '@h5/i18n';
import { language } from '@h5/ui-kit';

export function num(n: number): string {
  return formatNumber(language.value, n);
}

/** A date (seconds or ms since the epoch) in the page's language. */
export function dateOf(at: number, withTime = false): string {
  const ms = at < 1e12 ? at * 1000 : at;
  const opts: Intl.DateTimeFormatOptions = withTime
    ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
    : { year: 'numeric', month: 'short', day: 'numeric' };
  return formatDate(language.value, ms, opts);
}
