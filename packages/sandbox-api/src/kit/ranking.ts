// Rankings: rows sorted by their score (a tuple when ties are broken by a second score), then by
// uid so equal scores keep a stable order, numbered from 1; and the caller's own row.

export type Ranked<T> = T & { rank: number };

export interface RankOptions {
  /**
   * `distinct` (default): every row its own place, equal scores ordered by uid.
   * `shared`: equal scores share a place and the next place skips (1, 2, 2, 4).
   */
  ties?: 'distinct' | 'shared';
}

/** Sorts by score, highest first, and numbers the places. */
export function rankBy<T extends { uid: number }>(
  rows: readonly T[],
  score: (row: T) => number | readonly number[],
  opts: RankOptions = {},
): Array<Ranked<T>> {
  const keyed = rows.map((row) => ({ row, key: toKey(score(row)) }));
  keyed.sort((a, b) => compareKeys(b.key, a.key) || a.row.uid - b.row.uid);
  let place = 0;
  return keyed.map(({ row, key }, i) => {
    const prev = keyed[i - 1];
    if (opts.ties !== 'shared' || !prev || compareKeys(prev.key, key) !== 0) place = i + 1;
    return { ...row, rank: place };
  });
}

/** The caller's row in a ranking, or null when they are not in it. */
export function myRow<T extends { uid: number }>(ranked: readonly T[], uid: number | undefined): T | null {
  return uid === undefined ? null : (ranked.find((r) => r.uid === uid) ?? null);
}

function toKey(s: number | readonly number[]): readonly number[] {
  return typeof s === 'number' ? [s] : s;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
