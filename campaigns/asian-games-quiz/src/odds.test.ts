// @vitest-environment node
import { payoutFor } from '@h5/core-api/contracts/betting';
import { describe, expect, it } from 'vitest';
import { formatCoins, formatOdds, payoutPreview } from './odds.ts';

describe('odds and payout display', () => {
  it('shows decimal odds with two places', () => {
    expect(formatOdds('en', 1.85)).toBe('×1.85');
    expect(formatOdds('en', 2)).toBe('×2.00');
    expect(formatOdds('id', 2.1)).toBe('×2,10');
  });
  it('pays the stake times the odds, rounded down to a whole coin, without float error', () => {
    expect(payoutFor(200, 1.85)).toBe(370);
    expect(payoutFor(3, 1.1)).toBe(3);
    expect(payoutFor(10, 2.35)).toBe(23);
    expect(payoutFor(100, 1.15)).toBe(115); // 100 × 1.15 is 114.99999… in floating point
  });
  it('previews only a valid stake', () => {
    expect(payoutPreview(null, 2)).toBeNull();
    expect(payoutPreview(0, 2)).toBeNull();
    expect(payoutPreview(50, 3.1)).toBe(155);
  });
  it('groups large coin amounts by language', () => {
    expect(formatCoins('en', 12500)).toBe('12,500');
  });
});
