import { describe, expect, it } from 'vitest';
import { readPromotionId } from './promotionQuery.ts';

const read = (qs: string) => readPromotionId(new URLSearchParams(qs));

describe('readPromotionId', () => {
  it('reads a promotion id', () => {
    expect(read('promotion_id=3001&lang=ar')).toBe('3001');
    expect(read('promotion_id=%203001%20')).toBe('3001');
    expect(read('promotion_id=eid_2026-a')).toBe('eid_2026-a');
  });

  it('refuses a missing, empty or malformed id', () => {
    expect(read('')).toBeNull();
    expect(read('promotion_id=')).toBeNull();
    expect(read('promotion_id=../user/golds')).toBeNull();
    expect(read('promotion_id=1%2F2')).toBeNull();
    expect(read('promotion_id=<b>x</b>')).toBeNull();
    expect(read(`promotion_id=${'9'.repeat(33)}`)).toBeNull();
  });
});
