// @vitest-environment node
import type { CheckinInfo } from '@h5/core-api/contracts/betting';
import { describe, expect, it } from 'vitest';
import { checkinView } from './checkin.ts';

const rewards = [10, 20, 30, 40, 50, 60, 100];
const info = (streak: number, checked_today: boolean): CheckinInfo => ({
  streak,
  checked_today,
  rewards,
  next_day_at: 0,
});
const states = (v: ReturnType<typeof checkinView>) => v.days.map((d) => d.state[0]).join('');

describe('check-in state', () => {
  it('a new player can claim day 1', () => {
    const v = checkinView(info(0, false));
    expect(states(v)).toBe('tuuuuuu');
    expect(v.claimable).toBe(10);
  });
  it('a 3-day streak not yet claimed today offers day 4', () => {
    const v = checkinView(info(3, false));
    expect(states(v)).toBe('ccctuuu');
    expect(v.claimable).toBe(40);
  });
  it('once claimed today nothing is claimable and today shows as done', () => {
    const v = checkinView(info(4, true));
    expect(states(v)).toBe('ccccuuu');
    expect(v.claimable).toBeNull();
  });
  it('after a full cycle the card starts over', () => {
    expect(states(checkinView(info(7, true)))).toBe('ccccccc');
    const next = checkinView(info(7, false));
    expect(states(next)).toBe('tuuuuuu');
    expect(next.claimable).toBe(10);
    expect(states(checkinView(info(8, true)))).toBe('cuuuuuu');
  });
});
