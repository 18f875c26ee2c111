// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEASON_PAGES } from '../seasonPages.ts';
import { hasArt } from './heroes.tsx';

describe('the seasonal hero', () => {
  it('gives every seasonal campaign its own art', () => {
    expect(SEASON_PAGES.filter((p) => !hasArt(p.screen)).map((p) => p.screen)).toEqual([]);
  });

  it('gives every seasonal campaign its own words: no two share a headline', () => {
    expect(new Set(SEASON_PAGES.map((p) => p.tagline)).size).toBe(SEASON_PAGES.length);
  });
});
