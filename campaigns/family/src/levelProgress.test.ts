// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { levelProgress } from './levelProgress.ts';

const steps = [
  { level: 2, exp: 1000, max_member_num: 40 },
  { level: 1, exp: 0, max_member_num: 30 },
  { level: 3, exp: 3000, max_member_num: 50 },
];

describe('level progress', () => {
  it('finds the level and what is missing to the next', () => {
    expect(levelProgress(steps, 2000)).toEqual({ level: 2, next: 3, missing: 1000, ratio: 0.5 });
    expect(levelProgress(steps, 0)).toMatchObject({ level: 1, next: 2, missing: 1000, ratio: 0 });
  });

  it('is full at the highest level', () => {
    expect(levelProgress(steps, 99_999)).toEqual({ level: 3, next: null, missing: 0, ratio: 1 });
  });

  it('reads a negative or broken exp as none, and no table as level 0', () => {
    expect(levelProgress(steps, -5).level).toBe(1);
    expect(levelProgress(steps, Number.NaN).level).toBe(1);
    expect(levelProgress([], 10)).toEqual({ level: 0, next: null, missing: 0, ratio: 0 });
  });
});
