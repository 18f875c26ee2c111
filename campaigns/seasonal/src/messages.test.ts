// The seasonal pages in Arabic: every key they show is translated and keeps its placeholders.
import { expect, test } from 'vitest';
import { SEASON_TEXTS } from './components/SeasonScreen.tsx';
import ar from './messages/ar.json';
import { RANK_ONE, RANK_RANGE } from './rewardRanks.ts';
import { SEASON_PAGES } from './seasonPages.ts';

const translations = ar as Record<string, string>;
const names = (s: string) => [...new Set(Array.from(s.matchAll(/\{(\w+)\}/g), (m) => m[1]))].sort();

test('every key the pages show is translated', () => {
  const keys = [
    ...SEASON_PAGES.flatMap((p) => [p.title, p.tagline, ...p.steps, ...p.actions.map((a) => a.label)]),
    ...Object.values(SEASON_TEXTS),
    RANK_ONE,
    RANK_RANGE,
  ];
  expect(keys.filter((k) => !(k in translations))).toEqual([]);
});

test.each(Object.entries(translations))('%s keeps its placeholders', (en, text) => {
  expect(names(text)).toEqual(names(en));
});
