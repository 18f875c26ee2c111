// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateLabel, formatAmount, formatCount, liveTime, monthLabel } from './format.ts';

describe('amounts and dates with Intl', () => {
  it('writes cents as money in the page’s language', () => {
    expect(formatAmount(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatAmount(123456, 'USD', 'ar')).toContain('$');
    expect(formatAmount(123456, 'USD', 'ar')).not.toBe(formatAmount(123456, 'USD', 'en'));
    expect(formatAmount(5000, 'INR', 'en')).toBe('₹50.00');
    expect(formatAmount(Number.NaN, 'USD', 'en')).toBe('$0.00');
    // Arabic writes US$ after the amount, where a right-to-left line showed it as "$US": the sign
    // is one left-to-right isolate.
    expect(formatAmount(123456, 'USD', 'ar')).toContain('\u2066US$\u2069');
    expect(formatAmount(150000, 'IDR', 'ar')).toContain('\u2066Rp\u2069');
  });
  it('writes counts, months and days', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(monthLabel('2026-03', 'en')).toBe('March 2026');
    expect(monthLabel('bad', 'en')).toBe('bad');
    expect(dateLabel('2026-03-02', 'en')).toBe('Mar 2, 2026');
  });
  it('splits live minutes into hours and minutes', () => {
    expect(liveTime(185)).toEqual({ hours: 3, minutes: 5 });
    expect(liveTime(-3)).toEqual({ hours: 0, minutes: 0 });
  });
});
