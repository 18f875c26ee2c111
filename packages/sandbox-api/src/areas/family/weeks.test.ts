import { describe, expect, it } from 'vitest';
import { pastScore } from './weeks.ts';

describe('past weeks of the weekly family star', () => {
  it('scores every family and week between 2,000 and 50,000, the same each time', () => {
    for (let family = 300; family < 340; family++)
      for (let week = 2800; week < 2830; week++) {
        const s = pastScore(family, week);
        expect(s).toBeGreaterThanOrEqual(2_000);
        expect(s).toBeLessThan(50_000);
        expect(pastScore(family, week)).toBe(s);
      }
  });
});
