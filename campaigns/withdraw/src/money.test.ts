// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney, monthLabel, recentMonths } from './money.ts';

describe('formatMoney', () => {
  it('formats in the currency of the user', () => {
    expect(formatMoney(1234.5, 'INR', 'en')).toBe('₹1,234.50');
    expect(formatMoney(50, 'USD', 'en')).toBe('$50.00');
    // The rupiah has no minor unit in Intl.
    expect(formatMoney(250000, 'IDR', 'en')).toMatch(/^IDR\s?250,000$/);
  });

  it('uses the currency sign and direction of the language', () => {
    const ar = formatMoney(100, 'EGP', 'ar');
    expect(ar).toContain('ج.م');
    expect(ar).not.toBe(formatMoney(100, 'EGP', 'en'));
  });

  it('never shows NaN and survives a malformed currency', () => {
    expect(formatMoney(Number.NaN, 'INR', 'en')).toBe('₹0.00');
    expect(formatMoney(10, 'not-a-code', 'en')).toBe('10 not-a-code');
  });
});

describe('months', () => {
  it('lists the recent months newest first across a year change', () => {
    expect(recentMonths(Date.UTC(2026, 1, 15), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('labels a month in the language and keeps bad keys', () => {
    expect(monthLabel('2026-03', 'en')).toBe('March 2026');
    expect(monthLabel('garbage', 'en')).toBe('garbage');
  });
});
