// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { promotionPhase } from './phase.ts';

const times = { begin_time: 1_000, end_time: 2_000 };

describe('promotionPhase (spec 4)', () => {
  it('is before the begin, counting down to it', () => {
    expect(promotionPhase(times, 999_999)).toEqual({ phase: 'before', nextChangeMs: 1_000_000 });
  });
  it('runs from the begin, counting down to the end', () => {
    expect(promotionPhase(times, 1_000_000)).toEqual({ phase: 'running', nextChangeMs: 2_000_000 });
  });
  it('has ended at the end, with nothing to count down to', () => {
    expect(promotionPhase(times, 2_000_000)).toEqual({ phase: 'ended', nextChangeMs: null });
  });
});
