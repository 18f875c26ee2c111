// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  configIdForEgg,
  countForType,
  eggForConfigId,
  hitParams,
  typeForCount,
} from '../contracts/luckyEgg.ts';

describe('lucky egg wire values (spec 7)', () => {
  it('sends egg 1, 2, 3 as config_id 4, 5, 6', () => {
    expect([1, 2, 3].map((e) => configIdForEgg(e as 1 | 2 | 3))).toEqual([4, 5, 6]);
  });

  it('sends one hit as type 1 and ten as type 2', () => {
    expect(typeForCount(1)).toBe(1);
    expect(typeForCount(10)).toBe(2);
  });

  it('reads the wire values back, refusing anything else', () => {
    expect([4, 5, 6].map(eggForConfigId)).toEqual([1, 2, 3]);
    expect([0, 1, 3, 7, Number.NaN].map(eggForConfigId)).toEqual([null, null, null, null, null]);
    expect(countForType(1)).toBe(1);
    expect(countForType(2)).toBe(10);
    expect(countForType(10)).toBeNull();
    expect(countForType(0)).toBeNull();
  });

  it('builds the lottery parameters from the choice', () => {
    expect(hitParams('3001', 3, 10)).toEqual({ promotion_id: '3001', config_id: 6, type: 2 });
    expect(hitParams('3001', 1, 1)).toEqual({ promotion_id: '3001', config_id: 4, type: 1 });
  });
});
