// @vitest-environment node
import type { SscLuckyResult } from '@h5/core-api/contracts/ssc';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLuckyResult, LUCKY_RETRY_DELAY_MS } from './luckyRefetch.ts';

const answer = (sent: boolean): SscLuckyResult => ({
  season: 1,
  round: 12,
  lucky_reward_user_list: sent ? [{ uid: 2001, stage_name: 'Rohan Mehta', avatar: '', reward: 120 }] : [],
  is_lucky_reward_sent: sent,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('fetchLuckyResult', () => {
  it('fetches once when the reward was already sent', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(true));
    await expect(fetchLuckyResult(fetch)).resolves.toEqual(answer(true));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again once, after exactly 300 ms, when it was not sent', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(false)).mockResolvedValueOnce(answer(true));
    const done = fetchLuckyResult(fetch);
    await vi.advanceTimersByTimeAsync(LUCKY_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(done).resolves.toEqual(answer(true));
  });

  it('gives up after the one retry and returns the unsent answer', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(false));
    const done = fetchLuckyResult(fetch);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toEqual(answer(false));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets a failed fetch reach the caller without retrying it', async () => {
    const fetch = vi.fn().mockRejectedValue(new Error('down'));
    await expect(fetchLuckyResult(fetch)).rejects.toThrow('down');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
