// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chosenLevel, firstUnlockedAt, isUnlocked } from './levels.ts';

describe('privileges by level', () => {
  it('unlocks a privilege from its level up, never without a level', () => {
    expect(isUnlocked(2, 2)).toBe(true);
    expect(isUnlocked(2, 3)).toBe(true);
    expect(isUnlocked(2, 1)).toBe(false);
    expect(isUnlocked(0, 0)).toBe(false);
  });

  it('groups privileges by the level that first unlocks them, lowest first', () => {
    const ps = [
      { id: 1, min_level: 2 },
      { id: 2, min_level: 1 },
      { id: 3, min_level: 2 },
    ];
    expect(firstUnlockedAt(ps, [3, 1, 2]).map((g) => [g.level, g.privileges.map((p) => p.id)])).toEqual([
      [1, [2]],
      [2, [1, 3]],
      [3, []],
    ]);
  });

  it('opens on the asked level, else mine, else the first; a malformed query loses nothing', () => {
    const levels = [1, 2, 3, 4, 5, 6];
    expect(chosenLevel('4', levels, 2)).toBe(4);
    expect(chosenLevel('9', levels, 2)).toBe(2);
    expect(chosenLevel('abc', levels, 0)).toBe(1);
    expect(chosenLevel('<script>', levels, 5)).toBe(5);
    expect(chosenLevel(null, levels, 0)).toBe(1);
    expect(chosenLevel(null, [], 0)).toBeNull();
  });
});
