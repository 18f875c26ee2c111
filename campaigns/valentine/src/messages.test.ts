// The valentine pages in Arabic: every key they show is translated and keeps its placeholders.
import { MESSAGE_ERRORS } from '@h5/core-api/contracts/valentine';
import { expect, test } from 'vitest';
import { FROM } from './components/CardFace.tsx';
import ar from './messages/ar.json';
import { TITLES } from './routes.ts';
import { MAKE_TEXTS } from './screens/MakeCard.tsx';
import { VIEW_TEXTS } from './screens/ViewCard.tsx';
import { TEMPLATES } from './templates.ts';

const dictionary = ar as Record<string, string>;
const holes = (s: string) => [...new Set(Array.from(s.matchAll(/\{(\w+)\}/g), (m) => m[1]))].sort();

test('every key the pages show is translated', () => {
  const keys = [
    ...[TITLES, MAKE_TEXTS, VIEW_TEXTS, MESSAGE_ERRORS].flatMap((o) => Object.values(o) as string[]),
    ...Object.values(TEMPLATES).map((x) => x.name),
    FROM,
  ];
  expect(keys.filter((k) => dictionary[k] === undefined)).toEqual([]);
});

test.each(Object.entries(dictionary))('%s keeps its placeholders', (en, text) => {
  expect(holes(text)).toEqual(holes(en));
});
