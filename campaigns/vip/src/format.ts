// Money, numbers and dates in the page's language, from @h5/i18n's formatters; the one thing of
// this campaign's own is that its server sends times in seconds.

import { formatCurrency, formatDate, formatNumber, isolate } from '@h5/i18n';

/** "$17.33" / "‏17.33 US$"; a malformed currency code gives the number and the code. */
export const money = (lang: string, amount: number, currency: string): string =>
  formatCurrency(lang, amount, currency);

export const num = (lang: string, n: number): string => formatNumber(lang, n);

/** A day, "15 Dec 2026", from seconds since the epoch; '' for a bad time. */
export const day = (lang: string, seconds: number): string =>
  formatDate(lang, seconds * 1000, { day: 'numeric', month: 'short', year: 'numeric' });

/** Server text inside a translated sentence, isolated so its direction cannot reorder the sentence. */
export const isolated = isolate;
