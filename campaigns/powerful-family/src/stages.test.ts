// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { levelName, STATUS, statusLine } from './stages.ts';
import { warState } from './warState.ts';

const running = { endDate: 10, serverTime: 5 };
const over = { endDate: 10, serverTime: 11 };

describe('level names', () => {
  it('names rounds 1 to 4 regional, 5 to 7 the semi-final levels of spec 4 by number, 8 finished', () => {
    expect([0, 1, 4, 5, 6, 7, 8].map((l) => levelName(l).key)).toEqual([
      'Not begun',
      'Regional round {n}',
      'Regional round {n}',
      'Semi-final level {n}',
      'Semi-final level {n}',
      'Semi-final level {n}',
      'Finished',
    ]);
    expect(levelName(3).n).toBe(3);
    // No invented round names ("round of 8", "final"): how many families a level holds is the server's.
    expect([5, 6, 7].map((l) => levelName(l).n)).toEqual([5, 6, 7]);
  });
});

describe('status line', () => {
  const g = (promotion_level: number, curLevel: number | '') => ({
    group: 'A',
    promotion_level,
    curLevel,
    nowLevel: 3,
  });
  it('tells each state apart', () => {
    expect(statusLine(warState({ userGroup: g(1, 2), serverLevel: 3, ...running }), true)).toBe(
      STATUS.notPromoted,
    );
    expect(statusLine(warState({ userGroup: g(2, ''), serverLevel: 8, ...over }), true)).toBe(
      STATUS.finished,
    );
    expect(statusLine(warState({ userGroup: null, serverLevel: 3, ...running }), false)).toBe(
      STATUS.noFamily,
    );
    expect(statusLine(warState({ userGroup: g(2, ''), serverLevel: 0, ...running }), true)).toBe(
      STATUS.waiting,
    );
    expect(statusLine(warState({ userGroup: g(2, 3), serverLevel: 3, ...running }), true)).toBe(
      STATUS.regional,
    );
    expect(statusLine(warState({ userGroup: g(2, 6), serverLevel: 6, ...running }), true)).toBe(STATUS.semi);
  });
});
