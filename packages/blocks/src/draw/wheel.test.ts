// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { segmentAt, WHEEL_TURNS, wheelTurn } from './wheel.ts';

describe('wheelTurn', () => {
  it('lands on the segment asked for, from any start, for any count', () => {
    for (const count of [2, 6, 8, 11]) {
      for (let index = 0; index < count; index += 1) {
        for (const from of [0, 37, 1800, 2345.5]) {
          const to = wheelTurn(from, index, count);
          expect(segmentAt(to, count)).toBe(index);
          // Always forwards, at least the full turns, less than one more.
          expect(to - from).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
          expect(to - from).toBeLessThan((WHEEL_TURNS + 1) * 360);
        }
      }
    }
  });
  it('stops in the middle of the segment, not on its edge', () => {
    expect(wheelTurn(0, 0, 4, 0)).toBe(315);
    expect(wheelTurn(0, 1, 4, 0)).toBe(225);
  });
});
