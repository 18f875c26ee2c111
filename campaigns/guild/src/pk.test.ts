// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countdownTarget, leadShare, statusAt } from './pk.ts';

const round = { start_time: 1000, end_time: 2000 };

describe('guild PK on server time', () => {
  it('reads the status from the round’s times', () => {
    expect(statusAt(round, 999)).toBe('upcoming');
    expect(statusAt(round, 1000)).toBe('live');
    expect(statusAt(round, 1999)).toBe('live');
    expect(statusAt(round, 2000)).toBe('finished');
  });
  it('counts down to the start, then to the end', () => {
    expect(countdownTarget(round, 500)).toBe(1000);
    expect(countdownTarget(round, 1500)).toBe(2000);
    expect(countdownTarget(round, 2500)).toBeNull();
  });
  it('shares the bar by score, evenly at nothing', () => {
    expect(leadShare(0, 0)).toBe(50);
    expect(leadShare(300, 100)).toBe(75);
    expect(leadShare(-5, 10)).toBe(0);
  });
});
