import { describe, expect, it } from 'vitest';
import { ENDED_NOTICE, eggsPhase, NOT_STARTED_NOTICE } from './phase.ts';

const times = { begin_time: 1_000, end_time: 2_000 };

describe('eggsPhase (spec 4)', () => {
  it('before the start the eggs cannot be hit and a countdown runs to the start', () => {
    expect(eggsPhase(times, 999_999)).toEqual({
      phase: 'before',
      canHit: false,
      notice: NOT_STARTED_NOTICE,
      nextChangeMs: 1_000_000,
    });
  });

  it('runs from the start, inclusive, until the end', () => {
    expect(eggsPhase(times, 1_000_000)).toMatchObject({ phase: 'running', canHit: true, notice: null });
    expect(eggsPhase(times, 1_999_999)).toMatchObject({ phase: 'running', nextChangeMs: 2_000_000 });
  });

  it('from the end on the eggs cannot be hit', () => {
    expect(eggsPhase(times, 2_000_000)).toEqual({
      phase: 'ended',
      canHit: false,
      notice: ENDED_NOTICE,
      nextChangeMs: null,
    });
  });
});
