// The trivia page in Arabic: every key it shows is translated and keeps its placeholders.
import { expect, test } from 'vitest';
import ar from './messages/ar.json';
import { TITLE } from './routes.ts';
import { SCORE_TEXTS } from './score.ts';
import { TRIVIA_TEXTS } from './screens/Trivia.tsx';

const arabic = ar as Record<string, string>;
const slots = (s: string) => [...new Set(Array.from(s.matchAll(/\{(\w+)\}/g), (m) => m[1]))].sort();

test('every key the page shows is translated', () => {
  const keys = [TITLE, ...Object.values(TRIVIA_TEXTS), ...Object.values(SCORE_TEXTS)];
  expect(keys.filter((k) => arabic[k] === undefined)).toEqual([]);
});

test.each(Object.entries(arabic))('%s keeps its placeholders', (en, text) => {
  expect(slots(text)).toEqual(slots(en));
});
