// Spec: amounts are shown in the user's currency with Intl formats, in the page's language.

import { formatCurrency, formatDate } from '@h5/i18n';

/** `lang` is the page language; digits follow it (Arabic-Indic digits in Arabic). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  return formatCurrency(lang, Number.isFinite(amount) ? amount : 0, currency);
}

/** `YYYY-MM` of the last `count` months, newest first, on the server's clock. */
export function recentMonths(nowMs: number, count = 6): string[] {
  const d = new Date(nowMs);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    out.push(`${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** A month key shown as a month name in `lang`; an invalid key is shown as given. */
export function monthLabel(month: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = Date.UTC(Number(m[1]), Number(m[2]) - 1, 1);
  return formatDate(lang, date, { year: 'numeric', month: 'long', timeZone: 'UTC' }) || month;
}
