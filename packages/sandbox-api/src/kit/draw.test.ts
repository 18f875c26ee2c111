import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { weightedPick } from './draw.ts';

const prizes = [
  { name: 'rose', weight: 70 },
  { name: 'car', weight: 1 },
  { name: 'never', weight: 0 },
  { name: 'coin', weight: 29 },
];
const byWeight = (p: { weight: number }) => p.weight;

describe('weightedPick', () => {
  it('follows the weights', () => {
    const rng = createRandom(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const p = weightedPick(rng, prizes, byWeight).name;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    expect(counts.get('never')).toBeUndefined();
    expect(counts.get('rose')! / 10_000).toBeCloseTo(0.7, 1);
    expect(counts.get('coin')! / 10_000).toBeCloseTo(0.29, 1);
  });

  it('maps the roll onto the weights in order', () => {
    expect(weightedPick({ next: () => 0 }, prizes, byWeight).name).toBe('rose');
    expect(weightedPick({ next: () => 0.705 }, prizes, byWeight).name).toBe('car');
    expect(weightedPick({ next: () => 0.999 }, prizes, byWeight).name).toBe('coin');
  });

  it('repeats for a seed', () => {
    const draws = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 5 }, () => weightedPick(rng, prizes, byWeight).name);
    };
    expect(draws(3)).toEqual(draws(3));
  });

  it('refuses an empty list', () => {
    expect(() => weightedPick(createRandom(1), [], byWeight)).toThrow();
  });
});
