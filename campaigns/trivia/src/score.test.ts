// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCORE_TEXTS, verdict } from './score.ts';

describe('verdict', () => {
  it('praises a perfect round, a half or better, and encourages the rest', () => {
    expect(verdict(5, 5)).toBe(SCORE_TEXTS.all);
    expect(verdict(3, 5)).toBe(SCORE_TEXTS.most);
    expect(verdict(2, 5)).toBe(SCORE_TEXTS.some);
  });
});
