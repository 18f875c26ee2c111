// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPromotionId } from './promotionId.ts';

const q = (s: string) => new URLSearchParams(s);

describe('readPromotionId (spec 1)', () => {
  it('reads a plain id, trimmed', () => {
    expect(readPromotionId(q('promotion_id=3001'))).toBe('3001');
    expect(readPromotionId(q('promotion_id=%203001%20'))).toBe('3001');
    expect(readPromotionId(q('promotion_id=ssc_2026-q4'))).toBe('ssc_2026-q4');
    expect(readPromotionId(q(`promotion_id=${'a'.repeat(64)}`))).toBe('a'.repeat(64));
  });
  it('refuses what is missing, empty, too long or could change the call path', () => {
    for (const bad of [
      '',
      'promotion_id=',
      `promotion_id=${'a'.repeat(65)}`,
      'promotion_id=..%2Fadmin',
      'promotion_id=1%3F2',
      'promotion_id=<b>',
    ]) {
      expect(readPromotionId(q(bad))).toBeNull();
    }
  });
});
