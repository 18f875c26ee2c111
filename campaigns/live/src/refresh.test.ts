// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDue, MIN_REFRESH_MS, REFRESH_SLACK_MS, refreshDelay } from './refresh.ts';

const S = 1_000;
const board = { updated_at: 3_000, next_refresh_at: 3_300, period: 300 };

describe('the hot ranking’s refresh schedule', () => {
  it('reads just after the remake the server announced, by the server’s clock', () => {
    expect(refreshDelay(board, 3_000 * S)).toBe(300 * S + REFRESH_SLACK_MS);
    expect(refreshDelay(board, 3_200 * S)).toBe(100 * S + REFRESH_SLACK_MS);
  });

  it('never reads more often than MIN_REFRESH_MS, even right before a remake', () => {
    expect(refreshDelay(board, 3_299.9 * S)).toBe(MIN_REFRESH_MS);
  });

  it('after a stale or failed read waits longer each time, up to one period', () => {
    expect(refreshDelay(board, 3_301 * S)).toBe(MIN_REFRESH_MS);
    expect(refreshDelay(board, 3_200 * S, 1)).toBe(MIN_REFRESH_MS);
    expect(refreshDelay(board, 3_200 * S, 2)).toBe(2 * MIN_REFRESH_MS);
    expect(refreshDelay(board, 3_200 * S, 3)).toBe(4 * MIN_REFRESH_MS);
    expect(refreshDelay(board, 3_200 * S, 20)).toBe(300 * S);
  });

  it('is due once the announced remake has passed', () => {
    expect(isDue(board, 3_299 * S)).toBe(false);
    expect(isDue(board, 3_300 * S)).toBe(true);
  });
});
