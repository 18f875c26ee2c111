// Every English text the page shows has its Arabic translation (a missing key would show English
// in the middle of an Arabic page).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIRM_TEN_TITLE, TEN_HITS } from './components/HitConfirm.tsx';
import { NEED_GOLDS_SHORT, NEED_GOLDS_TEXT, NEED_GOLDS_TITLE } from './components/RechargeDialog.tsx';
import ar from './messages/ar.json';
import { CLOSES_NOTICE, ENDED_NOTICE, NOT_STARTED_NOTICE, TAP_TO_HIT_ONCE, TAP_TO_HIT_TEN } from './phase.ts';
import { PAGE_TITLE } from './routes.ts';
import { RULES } from './rules.ts';
import { HIT_NETWORK_MESSAGE, HIT_UNREADABLE_MESSAGE } from './store.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

describe('Arabic messages', () => {
  it('translate every literal text and every named message', () => {
    const literals = sources(import.meta.dirname).flatMap((src) =>
      [...src.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!),
    );
    const named = [
      ...Object.values(RULES),
      HIT_NETWORK_MESSAGE,
      HIT_UNREADABLE_MESSAGE,
      ENDED_NOTICE,
      NOT_STARTED_NOTICE,
      CLOSES_NOTICE,
      TAP_TO_HIT_ONCE,
      TAP_TO_HIT_TEN,
      NEED_GOLDS_TITLE,
      NEED_GOLDS_TEXT,
      NEED_GOLDS_SHORT,
      CONFIRM_TEN_TITLE,
      TEN_HITS,
      PAGE_TITLE,
    ];
    expect(literals.length).toBeGreaterThan(10);
    const missing = [...literals, ...named].filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });

  it('keep every placeholder of the English text', () => {
    for (const [en, text] of Object.entries(ar as Record<string, string>)) {
      const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(vars(text), en).toEqual(vars(en));
    }
  });
});
