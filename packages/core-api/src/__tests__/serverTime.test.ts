// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { campaignPhase, createServerClock } from '../serverTime.ts';

describe('campaignPhase (spec 4)', () => {
  const times = { begin_time: 1_000, end_time: 2_000 };
  it('is before begin, running, then ended at end_time', () => {
    expect(campaignPhase(times, 999_999)).toBe('before');
    expect(campaignPhase(times, 1_000_000)).toBe('running');
    expect(campaignPhase(times, 1_999_999)).toBe('running');
    expect(campaignPhase(times, 2_000_000)).toBe('ended');
  });
});

describe('createServerClock', () => {
  it('follows the server, not the phone', async () => {
    let local = 10_000;
    const clock = createServerClock(() => local);
    await clock.sync(async () => {
      local += 200; // a 200 ms round trip
      return 50_000;
    });
    expect(clock.offset()).toBe(50_000 - 10_100);
    local = 20_000;
    expect(clock.now()).toBe(20_000 + 39_900);
  });
});
