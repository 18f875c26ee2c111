// @vitest-environment node
import type { SscFinalResult } from '@h5/core-api/contracts/ssc';
import { describe, expect, it, vi } from 'vitest';
import { fetchFinalResult } from './finalRefetch.ts';

const answer = (sent: boolean): SscFinalResult => ({
  season: 2,
  my_reward_info: { rank: 4, score: 1200, reward: 1000 },
  is_final_reward_sent: sent,
});

describe('fetchFinalResult', () => {
  it('fetches once when the final reward was already sent', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(true));
    await expect(fetchFinalResult(fetch)).resolves.toEqual(answer(true));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches exactly once more when it was not sent, and keeps the second answer', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(false)).mockResolvedValueOnce(answer(true));
    await expect(fetchFinalResult(fetch)).resolves.toEqual(answer(true));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a second time when it is still not sent', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(false));
    await expect(fetchFinalResult(fetch)).resolves.toEqual(answer(false));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
