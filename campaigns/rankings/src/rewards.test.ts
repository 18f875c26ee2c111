// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ONE_PLACE, PLACES, placesKey, tierFor } from './rewards.ts';

const tiers = [
  { from: 1, to: 1, name: 'Crown', icon: '' },
  { from: 2, to: 3, name: 'Frame', icon: '' },
  { from: 4, to: 10, name: 'Badge', icon: '' },
];

describe('tierFor', () => {
  it('finds the tier of a place, its edges included', () => {
    expect(tierFor(tiers, 1)?.name).toBe('Crown');
    expect(tierFor(tiers, 2)?.name).toBe('Frame');
    expect(tierFor(tiers, 3)?.name).toBe('Frame');
    expect(tierFor(tiers, 10)?.name).toBe('Badge');
  });
  it('gives nothing past the last place or without a rank', () => {
    expect(tierFor(tiers, 11)).toBeNull();
    expect(tierFor(tiers, 0)).toBeNull();
    expect(tierFor([], 1)).toBeNull();
  });
});

describe('placesKey', () => {
  it('reads one place or a range', () => {
    expect(placesKey({ from: 1, to: 1 })).toBe(ONE_PLACE);
    expect(placesKey({ from: 2, to: 3 })).toBe(PLACES);
  });
});
