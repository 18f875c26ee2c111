import { describe, expect, it } from 'vitest';
import { readPromotionId } from './promotionQuery.ts';

const q = (s: string) => new URLSearchParams(s);

describe('readPromotionId', () => {
  it('reads a plain id', () => {
    expect(readPromotionId(q('promotion_id=ssc_encirclement_promotion_id'))).toBe(
      'ssc_encirclement_promotion_id',
    );
    expect(readPromotionId(q('promotion_id=%2042%20'))).toBe('42');
  });

  it('refuses a missing, empty or path-like id', () => {
    expect(readPromotionId(q(''))).toBeNull();
    expect(readPromotionId(q('promotion_id='))).toBeNull();
    expect(readPromotionId(q('promotion_id=../index'))).toBeNull();
    expect(readPromotionId(q(`promotion_id=${'x'.repeat(65)}`))).toBeNull();
  });
});
