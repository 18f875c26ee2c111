// @vitest-environment node
// Every English text the share pages show has its Arabic translation: the named texts (exported
// constants) and the literal t('…') keys of every source file.
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json';

const NOT_TEXT = new Set(['DEVICE_REPORTED_KEY']);
const SOURCES: Record<string, string> = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('Arabic messages', () => {
  const src = Object.values(SOURCES);
  const named = src.flatMap((s) =>
    [...s.matchAll(/export const ([A-Z_]+) = '((?:[^'\\]|\\.)+)'/g)]
      .filter((m) => !NOT_TEXT.has(m[1]!))
      .map((m) => m[2]!),
  );
  const literals = src.flatMap((s) => [...s.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!));

  it('translate every named text and every literal key', () => {
    const keys = new Set(Object.keys(ar));
    expect([...named, ...literals].filter((k) => !keys.has(k))).toEqual([]);
    expect(named.length).toBeGreaterThan(40);
  });

  it('carry no key the pages no longer show', () => {
    const used = new Set([...named, ...literals]);
    expect(Object.keys(ar).filter((k) => !used.has(k))).toEqual([]);
  });
});
