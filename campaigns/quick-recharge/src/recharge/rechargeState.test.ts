import { describe, expect, it } from 'vitest';
import { FLOWS } from '../flows.ts';
import { chooseArea, createRechargeState, followPricedArea } from './rechargeState.ts';

describe('the VIP flow follows the area its packages are priced in', () => {
  it('opens on the priced area instead of the default', () => {
    const s = createRechargeState(FLOWS.vip, true, 'official');
    expect(s.area.value).toBe('ME');
    followPricedArea(s, 'IN');
    expect(s.area.value).toBe('IN');
  });

  it("keeps the user's own pick when the priced area answers after it", () => {
    const s = createRechargeState(FLOWS.vip, true, 'official');
    chooseArea(s, 'SA');
    followPricedArea(s, 'EG');
    expect(s.area.value).toBe('SA');
  });
});
