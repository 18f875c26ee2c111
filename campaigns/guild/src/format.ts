// Spec: amounts with Intl, in the page's language. Income comes in the currency's minor unit.

import { formatCurrency, formatDate, formatNumber } from '@h5/i18n';

/**
 * `cents` of `currency` as the page's language writes money, with the currency's own sign ($, ₹,
 * Rp) rather than its code; on a right-to-left page a Latin sign stays whole (i18n's rule).
 */
export function formatAmount(cents: number, currency: string, lang: string): string {
  return formatCurrency(lang, Number.isFinite(cents) ? cents / 100 : 0, currency, {
    currencyDisplay: 'narrowSymbol',
  });
}

export function formatCount(n: number, lang: string): string {
  return formatNumber(lang, Number.isFinite(n) ? n : 0);
}

/** A month key `YYYY-MM` as its name and year; anything else as given. */
export function monthLabel(month: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  return formatDate(lang, Date.UTC(Number(m[1]), Number(m[2]) - 1, 1), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** A day `YYYY-MM-DD`, or seconds since 1970, as a medium date. */
export function dateLabel(day: string | number, lang: string): string {
  const ms = typeof day === 'number' ? day * 1000 : Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(ms)) return String(day);
  return formatDate(lang, ms, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Minutes as hours and minutes (`3 h 05 min` in the page's language's digits). */
export function liveTime(minutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}
