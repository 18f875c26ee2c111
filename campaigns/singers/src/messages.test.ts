// Every English text the singer pages show has its Arabic translation: literal t('…') texts, the
// programmes' configuration and the named messages of the rules.
import { describe, expect, it } from 'vitest';
import { INTRO_PROBLEM, STATE_TEXTS } from './apply.ts';
import ar from './messages/ar.json';
import { PROGRAMMES } from './programmes.ts';
import { TRACK_ERRORS } from './track.ts';

const SOURCES = Object.values(
  import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('Arabic messages', () => {
  it('cover every text the pages show', () => {
    expect(SOURCES.length).toBeGreaterThan(5);
    const literals = SOURCES.flatMap((s) => [...s.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!));
    const configured = PROGRAMMES.flatMap((p) => [p.title, p.tagline, ...p.about]);
    const named = [
      INTRO_PROBLEM,
      ...Object.values(STATE_TEXTS),
      ...Object.values(TRACK_ERRORS),
      'Choose a file',
      'Choose another file',
    ];
    const missing = [...new Set([...literals, ...configured, ...named])].filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });
});
