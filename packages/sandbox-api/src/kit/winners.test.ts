import { describe, expect, it } from 'vitest';
import { addWinner } from './winners.ts';

describe('addWinner', () => {
  it('puts the newest first and keeps only the newest N', () => {
    const feed: number[] = [];
    for (let i = 1; i <= 5; i++) addWinner(feed, i, 3);
    expect(feed).toEqual([5, 4, 3]);
  });

  it('returns the same feed it changed', () => {
    const feed = ['a'];
    expect(addWinner(feed, 'b', 10)).toBe(feed);
    expect(feed).toEqual(['b', 'a']);
  });
});
