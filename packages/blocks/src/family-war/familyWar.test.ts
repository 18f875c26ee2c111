// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actStatusOf, FINISHED, IN_WAR, isSemiFinal, NOT_PROMOTED, tabFor, WAR_OVER } from './familyWar.ts';

const END = 2_000_000;

describe('actStatus (spec 4)', () => {
  it('"is 1 when promotion_level is 1 (the level is then treated as 0)"', () => {
    expect(actStatusOf(1, 6, END, END - 1)).toEqual({ actStatus: NOT_PROMOTED, level: 0 });
    // Even after the end date, and with an empty level.
    expect(actStatusOf(1, '', END, END + 1)).toEqual({ actStatus: NOT_PROMOTED, level: 0 });
  });

  it('"3 when the level is empty and the end date has passed (the level is set to 8)"', () => {
    for (const level of ['', undefined] as const) {
      expect(actStatusOf(2, level, END, END + 1)).toEqual({ actStatus: WAR_OVER, level: FINISHED });
    }
    expect(actStatusOf(undefined, '', END, END + 1)).toEqual({ actStatus: WAR_OVER, level: 8 });
  });

  it('"otherwise 2": a level after the end, an empty level before it, at the end date itself', () => {
    expect(actStatusOf(2, 7, END, END + 1)).toEqual({ actStatus: IN_WAR, level: 7 });
    expect(actStatusOf(2, '', END, END - 1)).toEqual({ actStatus: IN_WAR, level: '' });
    expect(actStatusOf(2, '', END, END).actStatus).toBe(IN_WAR);
  });
});

describe('levels and tabs (spec 4)', () => {
  it('"A level above 4 switches to tab 3"', () => {
    expect([0, 1, 2, 3, 4].map(tabFor)).toEqual([1, 1, 1, 1, 1]);
    expect([5, 6, 7, 8].map(tabFor)).toEqual([3, 3, 3, 3]);
  });

  it('"Levels 5 to 7 are the semi-final levels"', () => {
    expect([4, 5, 6, 7, 8].map(isSemiFinal)).toEqual([false, true, true, true, false]);
  });
});
