// The task pages in Arabic: each English key they show (named constants and literal t() calls)
// has a translation, and each translation keeps the key's placeholders.
import { expect, test } from 'vitest';
import { NO_TASKS } from './components/Tasks.tsx';
import ar from './messages/ar.json';
import { TITLES } from './routes.ts';
import { PREHEAT_TEXTS } from './screens/ChoosePreheat.tsx';
import { BID_TEXTS } from './screens/SidBid.tsx';
import { SIGN_UP_TEXTS } from './screens/SignUp.tsx';

const code = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const literal = /\bt\('((?:[^'\\]|\\.)+)'/g;
const placeholders = (s: string) => new Set([...s.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]));
const translations = ar as Record<string, string>;

test('every key the pages show is translated', () => {
  const found = Object.values(code).flatMap((src) => Array.from(src.matchAll(literal), (m) => m[1]!));
  expect(found.length).toBeGreaterThan(2);
  const keys = [TITLES, SIGN_UP_TEXTS, PREHEAT_TEXTS, BID_TEXTS].flatMap((o) => Object.values(o) as string[]);
  expect([...found, ...keys, NO_TASKS].filter((k) => translations[k] === undefined)).toEqual([]);
});

test.each(Object.entries(translations))('%s keeps its placeholders', (en, text) => {
  expect([...placeholders(text)].sort()).toEqual([...placeholders(en)].sort());
});
