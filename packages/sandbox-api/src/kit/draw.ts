// Weighted draws on the area's seeded generator, so a draw repeats exactly for a seed.

import type { Random } from '../random.ts';

/** One item, each with the chance `weight / total weight`. */
export function weightedPick<T>(
  rng: Pick<Random, 'next'>,
  items: readonly T[],
  weight: (item: T) => number,
): T {
  if (items.length === 0) throw new Error('weightedPick needs at least one item');
  const total = items.reduce((n, item) => n + weight(item), 0);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}
