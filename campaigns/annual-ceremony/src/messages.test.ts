// @vitest-environment node
// The Arabic messages cover every named English text of the ceremony, with the same placeholders.
import { expect, it } from 'vitest';
import ar from './messages/ar.json';
import * as texts from './texts.ts';

const ARABIC: Record<string, string> = ar;
const keysOf = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(keysOf) : [];
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();

it('translates every named text, keeping its placeholders', () => {
  const named = Object.values(texts).flatMap(keysOf);
  expect(named.length).toBeGreaterThan(60);
  expect(named.filter((k) => !(k in ARABIC))).toEqual([]);
  for (const k of named) expect(placeholders(ARABIC[k] ?? ''), k).toEqual(placeholders(k));
});
