// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './formatters';

describe('pluralCategory', () => {
  it("gives each language's own categories", () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 2)).toBe('other');
    expect(pluralCategory('ar', 2)).toBe('two');
    expect(pluralCategory('ar', 3)).toBe('few');
  });

  it('says other for a tag the engine cannot read', () => {
    expect(pluralCategory('not a language!', 1)).toBe('other');
  });
});
