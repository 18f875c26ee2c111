// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEASON_PAGES } from '../seasonPages.ts';
import { hasArt } from './heroes.tsx';

describe('the seasonal hero', () => {
  it('gives every seasonal campaign its own art', () => {
    expect(SEASON_PAGES.filter((p) => !hasArt(p.screen)).map((p) => p.screen)).toEqual([]);
  });
});
