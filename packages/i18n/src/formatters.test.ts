// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './formatters';
import { formatList, regionName } from './lists';

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

describe('formatList and regionName', () => {
  it('join and name as the language does', () => {
    expect(formatList('en', ['A', 'B', 'C'])).toBe('A, B, and C');
    expect(formatList('ar', ['أ', 'ب'])).toBe('أ وب');
    expect(regionName('en', 'EG')).toBe('Egypt');
  });

  it('fall back where the engine lacks the formatter (Chrome 80, Safari 13)', () => {
    const { ListFormat, DisplayNames } = Intl;
    try {
      Object.assign(Intl, { ListFormat: undefined, DisplayNames: undefined });
      expect(formatList('fr', ['A', 'B'])).toBe('A, B');
      expect(regionName('fr', 'EG')).toBe('EG');
    } finally {
      Object.assign(Intl, { ListFormat, DisplayNames });
    }
  });
});
