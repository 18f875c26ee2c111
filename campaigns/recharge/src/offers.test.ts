// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { discountEnded, tierProgress, tierState } from './offers.ts';

const tier = (coins: number, claimed = false) => ({
  id: 1,
  coins,
  claimed,
  reward: { id: 3, name: 'Golds', icon: '/g.svg', amount: 100 },
});

describe('discounts', () => {
  it('end at their end time on the server clock', () => {
    expect(discountEnded(1000, 999_999)).toBe(false);
    expect(discountEnded(1000, 1_000_000)).toBe(true);
  });
});

describe('recharge tiers', () => {
  it('are claimed once, when reached, while the activity runs', () => {
    expect(tierState(tier(3000), 3000, 'running')).toBe('claim');
    expect(tierState(tier(3000), 2999, 'running')).toBe('locked');
    expect(tierState(tier(3000, true), 9000, 'running')).toBe('claimed');
    expect(tierState(tier(3000, true), 9000, 'ended')).toBe('claimed');
    expect(tierState(tier(3000), 9000, 'before')).toBe('closed');
    expect(tierState(tier(3000), 9000, 'ended')).toBe('closed');
    expect(tierState(tier(3000), 9000, null)).toBe('closed');
  });

  it('show progress up to full', () => {
    expect(tierProgress(tier(6000), 3000)).toBe(0.5);
    expect(tierProgress(tier(6000), 9000)).toBe(1);
  });
});
