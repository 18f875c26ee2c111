// Every English text the page shows has its Arabic translation: the literal t('…') texts, the
// events' configuration and the named messages of the rules.
import { describe, expect, it } from 'vitest';
import { SEGMENT_TEXTS } from './boards.tsx';
import { EVENT_PAGES } from './events.ts';
import { EVENT_TEXTS, UNIT_TEXTS } from './eventTexts.ts';
import ar from './messages/ar.json';
import { MIC_TEXTS } from './mic.tsx';
import { PK_TEXTS } from './pk.ts';
import { HOT_TEXTS } from './refresh.ts';
import { TICKET_TEXTS } from './tickets.ts';

const SOURCES = Object.values(
  import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('Arabic messages', () => {
  it('translate every literal text, every configured text and every named message', () => {
    expect(SOURCES.length).toBeGreaterThan(5);
    const literals = SOURCES.flatMap((s) => [...s.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!));
    const configured = EVENT_PAGES.flatMap((p) => [
      p.title,
      p.tagline,
      p.board,
      ...p.rules,
      ...(p.tabs ?? []).map((x) => x.label),
      p.rankedBy,
      ...p.steps,
      ...p.actions.map((a) => a.label),
      ...Object.values(p.phaseTexts ?? {}),
    ]);
    const named = [
      ...Object.values(EVENT_TEXTS),
      ...Object.values(UNIT_TEXTS),
      ...Object.values(TICKET_TEXTS),
      ...Object.values(MIC_TEXTS),
      ...Object.values(PK_TEXTS),
      ...Object.values(HOT_TEXTS),
      ...Object.values(SEGMENT_TEXTS),
    ];
    const missing = [...new Set([...literals, ...configured, ...named])].filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });
});
