import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../payoutValidators.ts';
import ar from './ar.json';

// Every English key the screens pass to t() has an Arabic text, so no screen half-translates.
const src = join(import.meta.dirname, '..');
const files = [
  ...['screens', 'accounts'].flatMap((dir) =>
    readdirSync(join(src, dir))
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => join(src, dir, f)),
  ),
  join(src, 'components.tsx'),
  join(src, 'withdrawAction.tsx'),
];
const keys = new Set<string>();
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) keys.add(m[1]!);
  for (const m of text.matchAll(/(?:title|label|alt)[=:]\s*["']([^"']+)["']/g)) keys.add(m[1]!);
}

/** A value copied from English, or missing, has no Arabic letter. */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Brands are written as they are in every language. */
const BRANDS = new Set(['PayPal', 'GCash']);

describe('Arabic messages', () => {
  it.each([...keys])('has %j in Arabic', (key) => {
    const text = (ar as Record<string, string>)[key];
    if (BRANDS.has(key)) expect(text).toBe(key);
    else expect(text).toMatch(ARABIC_LETTER);
  });
  it('has every validator message in Arabic', () => {
    for (const m of Object.values(PAYOUT_MESSAGES))
      expect((ar as Record<string, string>)[m], m).toMatch(ARABIC_LETTER);
  });
});
