// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEASON_PAGES } from './seasonPages.ts';

describe('season pages', () => {
  it("state none of the server's counts (how many places win): the rewards come from its answer", () => {
    const texts = SEASON_PAGES.flatMap((p) => [p.title, p.tagline, ...p.steps]);
    expect(texts.filter((x) => /\d/.test(x))).toEqual([]);
  });
});
