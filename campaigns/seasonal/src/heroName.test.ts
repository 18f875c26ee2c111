// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasArt } from './art/heroes.tsx';
import { heroName } from './heroName.ts';
import { SEASON_PAGES } from './seasonPages.ts';

describe('the seasonal hero', () => {
  it('never repeats the page’s title: a season named after it is left out', () => {
    expect(heroName('World Cup Fever', 'World Cup')).toBe(false);
    expect(heroName('Weekend Gift Rush', 'Weekend  gift rush')).toBe(false);
    expect(heroName('سباق الحصان الذهبي', 'سباق الحصان الذهبي')).toBe(false);
    expect(heroName('Diwali Gift Rush', 'Local Gift Festival')).toBe(true);
  });

  it('gives every seasonal campaign its own art', () => {
    expect(SEASON_PAGES.filter((p) => !hasArt(p.screen)).map((p) => p.screen)).toEqual([]);
  });
});
