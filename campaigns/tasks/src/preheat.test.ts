// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { voteShares } from './preheat.ts';

describe('voteShares', () => {
  it('adds up to 100 and gives the largest remainders the rounding', () => {
    const s = voteShares([1, 1, 1]);
    expect(s.reduce((a, b) => a + b, 0)).toBe(100);
    expect(s).toEqual([34, 33, 33]);
    expect(voteShares([1240, 1890, 1570, 980]).reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('is all zero before any vote', () => {
    expect(voteShares([0, 0])).toEqual([0, 0]);
  });
});
