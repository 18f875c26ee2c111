// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json' with { type: 'json' };
import { ALL_TEXTS, HERO_LINES, TITLES } from './texts.ts';

describe('the campaign texts', () => {
  it('each has its Arabic', () => {
    const missing = ALL_TEXTS.filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });

  it('holds no Arabic for a text the campaign no longer shows', () => {
    expect(Object.keys(ar).filter((k) => !ALL_TEXTS.includes(k as never))).toEqual([]);
  });

  it('says in each hero what the page offers, never a page’s title again (English or Arabic)', () => {
    const titles = Object.values(TITLES);
    const arabic = (k: string) => (ar as Record<string, string>)[k];
    for (const line of Object.values(HERO_LINES)) {
      expect(titles).not.toContain(line);
      expect(titles.map(arabic)).not.toContain(arabic(line));
    }
  });

  it('every Arabic plural has all six forms', () => {
    for (const [key, value] of Object.entries(ar)) {
      if (!key.includes('plural')) continue;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(value, key).toContain(`${form} {`);
    }
  });
});
