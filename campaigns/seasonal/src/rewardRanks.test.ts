// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RANK_ONE, RANK_RANGE, rankLabel } from './rewardRanks.ts';

describe('rankLabel', () => {
  it('names one place alone and a range by its ends', () => {
    expect(rankLabel(1, 1)).toEqual({ key: RANK_ONE, vars: { rank: 1 } });
    expect(rankLabel(4, 10)).toEqual({ key: RANK_RANGE, vars: { from: 4, to: 10 } });
  });
});
