// @vitest-environment node
import { IN_WAR, NOT_PROMOTED, TAB_GLOBAL, TAB_REGIONAL, WAR_OVER } from '@h5/blocks/family-war';
import type { UserGroup } from '@h5/core-api/contracts/powerfulFamily';
import { describe, expect, it } from 'vitest';
import { warState } from './warState.ts';

const END = 2_000_000;
const running = { endDate: END, serverTime: END - 1 };
const over = { endDate: END, serverTime: END + 1 };
const group = (promotion_level: number, curLevel: number | '', nowLevel = 3): UserGroup => ({
  group: 'B',
  promotion_level,
  curLevel,
  nowLevel,
});

describe('warState', () => {
  it('a family at each level acts on it: tab, semi-final, finished', () => {
    for (let level = 1; level <= 8; level++) {
      const s = warState({ userGroup: group(2, level, level), serverLevel: level, ...running });
      expect(s).toMatchObject({
        actStatus: IN_WAR,
        actLevel: level,
        curLevel: level,
        curTab: level > 4 ? TAB_GLOBAL : TAB_REGIONAL,
        semiLevel: level >= 5 && level <= 7 ? level : 0,
        finished: level === 8,
        globalNav: level > 4,
        curGroup: 'B',
      });
    }
  });

  it('a family not promoted acts on level 0 on the regional tab, while the war goes on', () => {
    const s = warState({ userGroup: group(1, 3, 6), serverLevel: 6, ...running });
    expect(s).toMatchObject({ actStatus: NOT_PROMOTED, actLevel: 0, curTab: TAB_REGIONAL, semiLevel: 0 });
    expect(s.realLevel).toBe(6);
    expect(s.globalNav).toBe(true);
  });

  it('a user without a family follows the war: its level, its tab', () => {
    const s = warState({ userGroup: null, serverLevel: 6, ...running });
    expect(s).toMatchObject({
      actStatus: IN_WAR,
      actLevel: 6,
      curTab: TAB_GLOBAL,
      semiLevel: 6,
      curGroup: '',
    });
  });

  it('a finished war: level empty after the end date is status 3, level 8, tab 3', () => {
    for (const userGroup of [group(2, ''), null]) {
      const s = warState({ userGroup, serverLevel: 8, ...over });
      expect(s).toMatchObject({
        actStatus: WAR_OVER,
        actLevel: 8,
        realLevel: 8,
        finished: true,
        curTab: TAB_GLOBAL,
      });
    }
  });

  it('before the war begins: no level yet, status 2, the regional tab', () => {
    const s = warState({ userGroup: group(2, ''), serverLevel: 0, ...running });
    expect(s).toMatchObject({ actStatus: IN_WAR, actLevel: 0, curTab: TAB_REGIONAL, finished: false });
  });
});
