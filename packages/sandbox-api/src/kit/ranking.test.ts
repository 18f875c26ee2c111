import { describe, expect, it } from 'vitest';
import { myRow, rankBy } from './ranking.ts';

const rows = [
  { uid: 3, score: 50, wins: 1 },
  { uid: 1, score: 80, wins: 2 },
  { uid: 2, score: 50, wins: 4 },
  { uid: 4, score: 10, wins: 0 },
];

describe('ranking', () => {
  it('sorts by score, highest first, equal scores by uid, each row its own place', () => {
    expect(rankBy(rows, (r) => r.score).map((r) => [r.uid, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('breaks ties by a second score', () => {
    const ranked = rankBy(rows, (r) => [r.score, -r.wins]);
    expect(ranked.map((r) => r.uid)).toEqual([1, 3, 2, 4]);
  });

  it('lets equal scores share a place when asked', () => {
    expect(rankBy(rows, (r) => r.score, { ties: 'shared' }).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });

  it('keeps the row fields and does not touch the input', () => {
    const ranked = rankBy(rows, (r) => r.score);
    expect(ranked[0]).toEqual({ uid: 1, score: 80, wins: 2, rank: 1 });
    expect(rows[0]).toEqual({ uid: 3, score: 50, wins: 1 });
  });

  it("finds the caller's row, or null", () => {
    const ranked = rankBy(rows, (r) => r.score);
    expect(myRow(ranked, 3)?.rank).toBe(3);
    expect(myRow(ranked, 99)).toBeNull();
    expect(myRow(ranked, undefined)).toBeNull();
  });
});
