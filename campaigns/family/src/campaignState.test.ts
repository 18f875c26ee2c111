// @vitest-environment node
import { FINISHED, IN_WAR, NOT_PROMOTED, WAR_OVER } from '@h5/blocks/family-war';
import { describe, expect, it } from 'vitest';
import { campaignState } from './campaignState.ts';

const END = 1_000_000;
const before = { endDate: END, serverTime: END - 1 };
const after = { endDate: END, serverTime: END + 1 };

describe('family campaign state (spec 4)', () => {
  it('is 1 when promotion_level is 1, the level then treated as 0', () => {
    const s = campaignState({ promotionLevel: 1, level: 6, ...before });
    expect(s).toMatchObject({
      actStatus: NOT_PROMOTED,
      level: 0,
      tab: 1,
      semiFinal: false,
      finished: false,
    });
  });

  it('is 3 with level 8 when the level is empty and the end date has passed', () => {
    for (const level of ['', null, undefined] as const) {
      const s = campaignState({ promotionLevel: 2, level, ...after });
      expect(s).toMatchObject({ actStatus: WAR_OVER, level: FINISHED, finished: true, tab: 3 });
    }
  });

  it('is 2 otherwise: an empty level before the end, or any level', () => {
    expect(campaignState({ promotionLevel: 2, level: '', ...before }).actStatus).toBe(IN_WAR);
    expect(campaignState({ promotionLevel: 2, level: 3, ...after })).toMatchObject({
      actStatus: IN_WAR,
      level: 3,
    });
  });

  it('switches to tab 3 above level 4', () => {
    expect(campaignState({ promotionLevel: 2, level: 4, ...before }).tab).toBe(1);
    expect(campaignState({ promotionLevel: 2, level: 5, ...before }).tab).toBe(3);
  });

  it('calls levels 5 to 7 the semi-final, and 8 finished', () => {
    const semi = [4, 5, 6, 7, 8].map(
      (level) => campaignState({ promotionLevel: 2, level, ...before }).semiFinal,
    );
    expect(semi).toEqual([false, true, true, true, false]);
    expect(campaignState({ promotionLevel: 2, level: 8, ...before }).finished).toBe(true);
  });
});
