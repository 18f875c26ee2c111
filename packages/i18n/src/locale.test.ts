// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  compactCount,
  createTranslator,
  dateLocale,
  formatCurrency,
  formatDate,
  formatNumber,
  recentTimeLabel,
} from './index';
import { numberLocale, pageDigits, pageRegion, setRegion } from './locale';

const EASTERN = /[\u0660-\u0669\u06f0-\u06f9]/;
const NOV_26 = Date.UTC(2026, 10, 26, 12);

afterEach(() => setRegion(null));

describe('numberLocale', () => {
  it('pins Arabic to Western digits, whatever the engine would default to', () => {
    expect(numberLocale('ar')).toBe('ar-u-nu-latn');
    expect(numberLocale('ar-EG')).toBe('ar-u-nu-latn');
    expect(numberLocale('en')).toBe('en');
    expect(numberLocale('fa')).toBe('fa');
  });

  it('passes a language we do not ship through', () => {
    expect(numberLocale('de-CH')).toBe('de-CH');
  });
});

describe('one digit system on an Arabic page', () => {
  it('writes numbers, money, plurals, relative times and dates with Western digits', () => {
    setRegion('EG'); // ar-EG alone writes Arabic-Indic digits
    expect(formatNumber('ar', 8000)).toBe('8,000');
    expect(formatCurrency('ar', 30, 'EGP')).not.toMatch(EASTERN);
    expect(formatDate('ar', NOV_26, { timeZone: 'UTC' })).toMatch(/26.*11.*2026/);
    expect(formatDate('ar', NOV_26, { timeZone: 'UTC' })).not.toMatch(EASTERN);
    expect(recentTimeLabel(0, 5 * 60_000, 'ar')).toBe('قبل 5 دقائق');
    const t = createTranslator(
      { '{n, plural, one {# day} other {# days}}': '{n, plural, few {# أيام} other {# يوم}}' },
      'ar',
    );
    expect(t('{n, plural, one {# day} other {# days}}', { n: 3 })).toBe('3 أيام');
  });

  it("writes a translation's own Arabic-Indic digits as Western ones", () => {
    const t = createTranslator({ 'Top 10': 'أفضل ١٠', 'Up to 512 KB.': 'حتى ۵۱۲ كيلوبايت.' }, 'ar');
    expect(t('Top 10')).toBe('أفضل 10');
    expect(t('Up to 512 KB.')).toBe('حتى 512 كيلوبايت.');
  });

  it("leaves the values put in as they came (a person's name keeps its digits)", () => {
    const t = createTranslator({ 'Hello {name}': 'مرحبا {name}' }, 'ar');
    expect(t('Hello {name}', { name: 'نجم ٧' })).toBe('مرحبا نجم ٧');
  });

  it('keeps the digits of languages that write their own (Persian)', () => {
    expect(pageDigits('fa', '۱۲')).toBe('۱۲');
    expect(createTranslator({ a: '۱۲ روز' }, 'fa')('a')).toBe('۱۲ روز');
  });
});

describe('dates in the user’s region', () => {
  it('orders an Indian user’s English dates day first', () => {
    expect(formatDate('en', NOV_26, { timeZone: 'UTC' })).toBe('11/26/2026');
    setRegion('IN');
    expect(pageRegion()).toBe('IN');
    expect(formatDate('en', NOV_26, { timeZone: 'UTC' })).toBe('26/11/2026');
  });

  it('uses world English (day first) where the region has no English of its own', () => {
    setRegion('eg');
    expect(dateLocale('en')).toBe('en-001-u-ca-gregory');
    expect(formatDate('en', NOV_26, { timeZone: 'UTC' })).toBe('26/11/2026');
  });

  it('keeps the United States order for a user there', () => {
    setRegion('US');
    expect(formatDate('en', NOV_26, { timeZone: 'UTC' })).toBe('11/26/2026');
  });

  it('writes Gregorian dates for a Saudi user (ar-SA defaults to the Hijri calendar)', () => {
    setRegion('SA');
    expect(dateLocale('ar')).toBe('ar-SA-u-ca-gregory-nu-latn');
    expect(formatDate('ar', NOV_26, { timeZone: 'UTC', year: 'numeric' })).toBe('2026');
  });

  it('ignores a malformed country', () => {
    setRegion('IN');
    setRegion('India');
    expect(pageRegion()).toBeNull();
    expect(dateLocale('en')).toBe('en-u-ca-gregory');
  });
});

describe('compactCount', () => {
  it('gives the short text and the number it stands for', () => {
    expect(compactCount('en', 2303)).toEqual({ value: 2300, text: '2.3K' });
    expect(compactCount('en', 12_345)).toEqual({ value: 12_000, text: '12K' });
    expect(compactCount('en', 999_999)).toEqual({ value: 1_000_000, text: '1M' });
    expect(compactCount('en', 950)).toEqual({ value: 950, text: '950' });
    expect(compactCount('en', 0)).toEqual({ value: 0, text: '0' });
    expect(compactCount('ar', 2303)).toEqual({ value: 2300, text: '2.3\u00a0ألف' });
    expect(compactCount('hi', 123_456).value).toBe(120_000);
  });

  it('chooses the plural form of what is shown, not of the exact count', () => {
    const likes = '{n, plural, one {# like} other {# likes}}';
    const t = createTranslator(
      {
        [likes]:
          '{n, plural, zero {# إعجاب} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابًا} other {# إعجاب}}',
      },
      'ar',
    );
    expect(t(likes, { n: compactCount('ar', 2303) })).toBe('2.3\u00a0ألف إعجاب');
    expect(t(likes, { n: compactCount('ar', 12_345) })).toBe('12\u00a0ألف إعجاب');
    expect(t(likes, { n: compactCount('ar', 15) })).toBe('15 إعجابًا');
    expect(createTranslator({})(likes, { n: compactCount('en', 1) })).toBe('1 like');
  });
});
