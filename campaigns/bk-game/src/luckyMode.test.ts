// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLuckyMode } from './luckyMode.ts';

const bk = (round: number, season_status: 'before' | 'during' | 'end' = 'during') => ({
  season_status,
  season_state: { season: 3, round },
});

describe('isLuckyMode', () => {
  it('is off at round 10 and on from round 11', () => {
    expect(isLuckyMode(bk(10))).toBe(false);
    expect(isLuckyMode(bk(11))).toBe(true);
  });

  it('is on at round 30 and off from round 31', () => {
    expect(isLuckyMode(bk(30))).toBe(true);
    expect(isLuckyMode(bk(31))).toBe(false);
  });

  it('is off outside a running season, whatever the round', () => {
    expect(isLuckyMode(bk(15, 'before'))).toBe(false);
    expect(isLuckyMode(bk(15, 'end'))).toBe(false);
  });

  it('is off before the encirclement state has loaded', () => {
    expect(isLuckyMode(null)).toBe(false);
    expect(isLuckyMode(undefined)).toBe(false);
  });
});
