import { formatNumber, intlFormatter as get } from './formatters';
import { DEFAULT_LANGUAGE, isRtl, normalizeLanguage } from './lang';
import { DIGIT_SYSTEMS, numberLocale, pageRegion } from './locale';

/**
 * A Latin currency mark (`US$`, `Rp`, `RM`) with the sign that ends it, which the bidi algorithm
 * would otherwise split on a right-to-left page (`US$` after the amount showed as `$US`). A sign
 * alone (`₹`, `$`) already sits where the page's direction puts it.
 */
const LATIN_MARK = /[A-Za-z]+[$€£¥₹]?/g;

/** Where a language's region-specific English has no data of its own, world English orders dates day first. */
const WORLD_ENGLISH = 'en-001';
const dateLocales = new Map<string, string>();

/**
 * The locale dates are written in: the language in the user's region (`en-IN`: 26/11/2026), in
 * the Gregorian calendar (campaign dates are; `ar-SA` would otherwise write Hijri dates), with the
 * language's digit system. English of a region the engine has no data for is world English,
 * day first, rather than the United States' order.
 */
export function dateLocale(lang: string): string {
  const code = normalizeLanguage(lang);
  if (!code) return lang;
  const region = pageRegion();
  const key = `${code}|${region ?? ''}`;
  let out = dateLocales.get(key);
  if (out) return out;
  let tag = region ? `${code}-${region}` : code;
  if (code === 'en' && region && !hasRegionData(tag)) tag = WORLD_ENGLISH;
  const nu = DIGIT_SYSTEMS[code];
  out = `${tag}-u-ca-gregory${nu ? `-nu-${nu}` : ''}`;
  dateLocales.set(key, out);
  return out;
}

function hasRegionData(tag: string): boolean {
  try {
    return new Intl.DateTimeFormat(tag).resolvedOptions().locale.toLowerCase().startsWith(tag.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Formats money with its ISO 4217 code; a malformed code gives the number followed by the code.
 * In a right-to-left language a Latin currency mark is kept whole as a left-to-right isolate.
 * `currencyDisplay: 'narrowSymbol'` writes the currency's own sign where it has one (`Rp`, `RM`,
 * `E£`) rather than the language's name or code for it.
 */
export function formatCurrency(
  lang: string,
  amount: number,
  currency: string,
  opts: { currencyDisplay?: 'symbol' | 'narrowSymbol' } = {},
): string {
  let s: string;
  try {
    s = get(Intl.NumberFormat, numberLocale(lang), { style: 'currency', currency, ...opts }).format(amount);
  } catch {
    s = `${formatNumber(lang, amount)} ${currency}`;
  }
  return isRtl(lang) ? s.replace(LATIN_MARK, (m) => `\u2066${m}\u2069`) : s;
}

/**
 * Formats a date for `lang` as the user's region writes it (`dateLocale`); an invalid date or
 * option gives ''.
 */
export function formatDate(lang: string, date: Date | number, opts?: Intl.DateTimeFormatOptions): string {
  try {
    return get(Intl.DateTimeFormat, dateLocale(lang), opts).format(date);
  } catch {
    return '';
  }
}

/**
 * A range of dates for `lang` in the user's region, shared parts written once ("3 – 9 Mar 2026");
 * an engine without `formatRange` writes both ends in full; an invalid date or option gives ''.
 */
export function formatDateRange(
  lang: string,
  start: Date | number,
  end: Date | number,
  opts?: Intl.DateTimeFormatOptions,
): string {
  try {
    const f = get(Intl.DateTimeFormat, dateLocale(lang), opts);
    return typeof f.formatRange === 'function'
      ? f.formatRange(start, end)
      : `${f.format(start)} – ${f.format(end)}`;
  } catch {
    return '';
  }
}

const MINUTE = 60_000;

/**
 * Spec 9 recent-time label: "now" under a minute, minutes under 1 h, hours under 24 h,
 * days up to 7, then the date. Future times count as now.
 */
export function recentTimeLabel(thenMs: number, nowMs: number, lang: string): string {
  const min = Math.floor(Math.max(0, nowMs - thenMs) / MINUTE);
  const hours = Math.floor(min / 60);
  const days = Math.floor(hours / 24);
  if (days > 7) return formatDate(lang, thenMs);
  const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
    min < 1 ? [0, 'second'] : min < 60 ? [min, 'minute'] : hours < 24 ? [hours, 'hour'] : [days, 'day'];
  try {
    return get(Intl.RelativeTimeFormat, numberLocale(lang), { numeric: 'auto' } as const).format(-n, unit);
  } catch {
    // No Intl.RelativeTimeFormat (old web views): plain English.
    return n ? `${n} ${unit}${n > 1 ? 's' : ''} ago` : 'now';
  }
}

/**
 * Spec 9 timezone offsets (standard time, hours east of UTC) for the regions we serve.
 * Africa/Cairo is +2 here although Egypt observes summer time again (+3) since 2023.
 */
export const TIMEZONE_OFFSETS: Readonly<Record<string, number>> = {
  UTC: 0,
  GMT: 0,
  'Etc/UTC': 0,
  'Europe/London': 0,
  'Africa/Accra': 0,
  'Africa/Lagos': 1,
  'Africa/Algiers': 1,
  'Africa/Casablanca': 1,
  'Africa/Tunis': 1,
  'Africa/Cairo': 2,
  'Africa/Khartoum': 2,
  'Africa/Tripoli': 2,
  'Asia/Beirut': 2,
  'Africa/Nairobi': 3,
  'Asia/Riyadh': 3,
  'Asia/Kuwait': 3,
  'Asia/Qatar': 3,
  'Asia/Bahrain': 3,
  'Asia/Baghdad': 3,
  'Asia/Amman': 3,
  'Europe/Istanbul': 3,
  'Asia/Tehran': 3.5,
  'Asia/Dubai': 4,
  'Asia/Muscat': 4,
  'Asia/Kabul': 4.5,
  'Asia/Karachi': 5,
  'Asia/Kolkata': 5.5,
  'Asia/Calcutta': 5.5,
  'Asia/Colombo': 5.5,
  'Asia/Kathmandu': 5.75,
  'Asia/Dhaka': 6,
  'Asia/Yangon': 6.5,
  'Asia/Jakarta': 7,
  'Asia/Bangkok': 7,
  'Asia/Ho_Chi_Minh': 7,
  'Asia/Makassar': 8,
  'Asia/Manila': 8,
  'Asia/Kuala_Lumpur': 8,
  'Asia/Singapore': 8,
  'Asia/Shanghai': 8,
  'Asia/Jayapura': 9,
};

/**
 * The offset of an IANA zone in hours: from the table, else from Intl (current offset),
 * else null for an unknown zone.
 */
export function timezoneOffsetHours(tz: string): number | null {
  if (Object.hasOwn(TIMEZONE_OFFSETS, tz)) return TIMEZONE_OFFSETS[tz]!;
  try {
    const name = get(Intl.DateTimeFormat, DEFAULT_LANGUAGE, {
      timeZone: tz,
      timeZoneName: 'longOffset',
    } as const)
      .formatToParts(Date.now())
      .find((p) => p.type === 'timeZoneName')!.value;
    const m = /([+-])(\d\d):?(\d\d)?/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3] ?? 0) / 60) : 0;
  } catch {
    return null;
  }
}
