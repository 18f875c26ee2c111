// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  recentTimeLabel,
  TIMEZONE_OFFSETS,
  timezoneOffsetHours,
} from './index';

const ARABIC_INDIC = /[\u0660-\u0669]/;
const latinDigits = (s: string) =>
  s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0));

// Node 20 ships ICU 7x with CLDR ≥ 42, where plain 'ar' uses Latin digits ('ar-EG' would use
// Arabic-Indic). Older web views may still give Arabic-Indic digits for 'ar'; the value is the same.
const ICU_AR_IS_LATIN = !ARABIC_INDIC.test(new Intl.NumberFormat('ar').format(1));

describe('formatNumber', () => {
  it('groups English numbers', () => {
    expect(formatNumber('en', 1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('en', 0.256, { style: 'percent' })).toBe('26%');
  });

  it('uses Indian grouping for Hindi', () => {
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
  });

  it('formats Arabic numbers with the digits ICU picks for ar', () => {
    const s = formatNumber('ar', 1234.5);
    expect(ARABIC_INDIC.test(s)).toBe(!ICU_AR_IS_LATIN);
    expect(
      latinDigits(s)
        .replace(/[^\d.٫]/g, '')
        .replace('٫', '.'),
    ).toBe('1234.5');
    if (process.versions.node.startsWith('20.')) expect(ICU_AR_IS_LATIN).toBe(true);
  });

  it('formats Persian with Extended Arabic-Indic digits', () => {
    expect(formatNumber('fa', 12)).toBe('۱۲');
  });

  it('never throws on bad options or language', () => {
    expect(formatNumber('en', 5, { maximumFractionDigits: 999 })).toBe('5');
    expect(formatNumber('<script>', 5)).toBe('5');
  });
});

describe('formatCurrency', () => {
  it('formats English money', () => {
    expect(formatCurrency('en', 1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency('en', 99, 'INR')).toBe('₹99.00');
    expect(formatCurrency('hi', 100000, 'INR')).toBe('₹1,00,000.00');
  });

  it('formats Arabic money with the amount and a currency mark', () => {
    const s = formatCurrency('ar', 12.5, 'USD');
    expect(latinDigits(s)).toContain('12');
    expect(s).toMatch(/US\$|\$|دولار/);
    expect(ARABIC_INDIC.test(s)).toBe(!ICU_AR_IS_LATIN);
  });

  it('keeps a Latin currency mark whole on a right-to-left page, and only there', () => {
    const s = formatCurrency('ar', 4.95, 'USD');
    expect(s).toContain('\u2066US$\u2069');
    expect(s.replace(/[\u2066\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(4.95),
    );
    expect(formatCurrency('ar', 5, 'rupees')).toContain('\u2066rupees\u2069');
    expect(formatCurrency('ar', 79, 'INR')).not.toMatch(/[\u2066\u2069]/);
    expect(formatCurrency('en', 4.95, 'USD')).toBe('$4.95');
  });

  it('writes the currency’s narrow sign when asked, isolated on a right-to-left page', () => {
    expect(formatCurrency('en', 1234.5, 'IDR', { currencyDisplay: 'narrowSymbol' })).toBe('Rp\u00a01,235');
    expect(formatCurrency('en', 1234.5, 'IDR')).not.toContain('Rp');
    const ar = formatCurrency('ar', 12.5, 'MYR', { currencyDisplay: 'narrowSymbol' });
    expect(ar).toContain('\u2066RM\u2069');
    expect(latinDigits(ar)).toContain('12');
    expect(formatCurrency('ar', 12.5, 'INR', { currencyDisplay: 'narrowSymbol' })).not.toMatch(
      /[\u2066\u2069]/,
    );
    expect(formatCurrency('en', 5, 'XX1', { currencyDisplay: 'narrowSymbol' })).toBe('5 XX1');
  });

  it('falls back to number and code on a malformed code', () => {
    expect(formatCurrency('en', 1234.5, 'XX1')).toBe('1,234.5 XX1');
    expect(formatCurrency('en', 5, '')).toBe('5 ');
    expect(formatCurrency('en', 5, 'rupees')).toBe('5 rupees');
  });
});

describe('formatDate', () => {
  const date = Date.UTC(2024, 0, 15, 12);
  it('formats English dates', () => {
    expect(formatDate('en', date, { timeZone: 'UTC' })).toBe('1/15/2024');
    expect(formatDate('en', new Date(date), { timeZone: 'UTC', month: 'long', day: 'numeric' })).toBe(
      'January 15',
    );
  });

  it('formats Arabic dates with the same day, month and year', () => {
    const s = latinDigits(formatDate('ar', date, { timeZone: 'UTC' }));
    expect(s.replace(/[^\d/]/g, '')).toBe('15/1/2024');
    expect(formatDate('ar', date, { timeZone: 'UTC', month: 'long' })).toBe('يناير');
  });

  it('returns empty for an invalid date', () => {
    expect(formatDate('en', Number.NaN)).toBe('');
    expect(formatDate('en', date, { timeZone: 'Nowhere/Else' })).toBe('');
  });
});

describe('recentTimeLabel', () => {
  const now = Date.UTC(2024, 5, 30, 12);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  const label = (ago: number, lang = 'en') => recentTimeLabel(now - ago, now, lang);

  it('says now under a minute and for future times', () => {
    expect(label(0)).toBe('now');
    expect(label(59_999)).toBe('now');
    expect(label(-5 * MIN)).toBe('now');
  });

  it('counts minutes under an hour', () => {
    expect(label(MIN)).toBe('1 minute ago');
    expect(label(59 * MIN)).toBe('59 minutes ago');
    expect(label(HOUR - 1)).toBe('59 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(label(60 * MIN)).toBe('1 hour ago');
    expect(label(23 * HOUR)).toBe('23 hours ago');
    expect(label(DAY - 1)).toBe('23 hours ago');
  });

  it('counts days up to seven', () => {
    expect(label(24 * HOUR)).toBe('yesterday');
    expect(label(2 * DAY)).toBe('2 days ago');
    expect(label(7 * DAY)).toBe('7 days ago');
    expect(label(8 * DAY - 1)).toBe('7 days ago');
  });

  it('shows the date after seven days', () => {
    expect(label(8 * DAY)).toBe(formatDate('en', now - 8 * DAY));
    expect(label(8 * DAY)).toMatch(/^6\/2[123]\/2024$/);
    expect(label(400 * DAY, 'ar')).toBe(formatDate('ar', now - 400 * DAY));
  });

  it('speaks Arabic', () => {
    expect(label(0, 'ar')).toBe('الآن');
    expect(latinDigits(label(5 * MIN, 'ar'))).toBe('قبل 5 دقائق');
    expect(label(3 * HOUR, 'ar')).toMatch(/^قبل .+ ساعات$/);
  });
});

describe('timezones', () => {
  it('has the spec 9 table for our regions', () => {
    expect(TIMEZONE_OFFSETS['Asia/Kolkata']).toBe(5.5);
    const expected: Record<string, number> = {
      UTC: 0,
      'Asia/Jakarta': 7,
      'Asia/Riyadh': 3,
      'Asia/Dubai': 4,
      'Africa/Cairo': 2,
      'Africa/Lagos': 1,
      'Asia/Manila': 8,
      'Asia/Kuala_Lumpur': 8,
      'Asia/Karachi': 5,
      'Asia/Tehran': 3.5,
      'Asia/Dhaka': 6,
      'Asia/Kathmandu': 5.75,
    };
    for (const [tz, h] of Object.entries(expected)) expect(timezoneOffsetHours(tz)).toBe(h);
  });

  it('agrees with Intl for fixed-offset zones in the table', () => {
    for (const tz of ['Asia/Kolkata', 'Asia/Jakarta', 'Asia/Riyadh', 'Africa/Lagos', 'Asia/Manila']) {
      const name = new Intl.DateTimeFormat('en', { timeZone: tz, timeZoneName: 'longOffset' })
        .formatToParts(0)
        .find((p) => p.type === 'timeZoneName')?.value;
      const [, sign, h, m] = /([+-])(\d\d):(\d\d)/.exec(name ?? '') ?? [];
      expect((sign === '-' ? -1 : 1) * (Number(h) + Number(m) / 60)).toBe(TIMEZONE_OFFSETS[tz]);
    }
  });

  it('asks Intl for zones outside the table and gives null for unknown ones', () => {
    expect(timezoneOffsetHours('Pacific/Chatham')).toBeGreaterThan(12);
    expect(timezoneOffsetHours('America/Sao_Paulo')).toBe(-3);
    expect(timezoneOffsetHours('Nowhere/Else')).toBeNull();
    expect(timezoneOffsetHours('toString')).toBeNull();
    expect(timezoneOffsetHours('')).toBeNull();
  });
});
