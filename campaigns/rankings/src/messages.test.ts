// Every English text the page shows has its Arabic translation: the literal t('…') texts, the
// events' configuration and the named messages of the rules.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, WEEKLY } from './events.ts';
import ar from './messages/ar.json';
import { ONE_PLACE, PLACES } from './rewards.ts';
import { SIGN_UP_CLOSED } from './screens/Engifest.tsx';
import { SIGN_UP_ERRORS } from './signUp.ts';
import { UNIT_TEXTS } from './unit.ts';

// The campaign's own sources as text (tests excluded).
const SOURCES = Object.entries(
  import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([, text]) => text);

describe('Arabic messages', () => {
  it('translate every literal text, every configured text and every named message', () => {
    const src = SOURCES;
    expect(src.length).toBeGreaterThan(8);
    const literals = src.flatMap((s) => [...s.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!));
    const props = src.flatMap((s) =>
      [...s.matchAll(/\b(?:title|tagline|label|notMine|empty)[=:]\s*["']((?:[^'"\\]|\\.)+)["']/g)].map(
        (m) => m[1]!,
      ),
    );
    const configured = [
      ...WEEKLY.flatMap((e) => [e.title, e.tagline, ...e.rules]),
      ...CATEGORIES.flatMap((e) => [e.title, ...e.categories.map((c) => c.label)]),
    ];
    const named = [
      ONE_PLACE,
      PLACES,
      SIGN_UP_CLOSED,
      ...Object.values(SIGN_UP_ERRORS),
      ...Object.values(UNIT_TEXTS),
    ];
    const ignored = new Set([
      'Rankings and honor walls: weekly stars, honor walls and award lists, music events, top-10 covers, duets and Engifest.',
    ]);
    const missing = [...new Set([...literals, ...props, ...configured, ...named])].filter(
      (k) => !ignored.has(k) && !(k in ar),
    );
    expect(missing).toEqual([]);
  });
});
