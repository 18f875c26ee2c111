// @vitest-environment node
// The blocks' Arabic counts read through the translator to a sentence. That every text a block
// shows has its entry, with its placeholders, is the one messages check (scripts/conventions).
import { createTranslator } from '@h5/i18n';
import { describe, expect, it } from 'vitest';
import { DRAW_TEXTS } from '../draw/index.ts';
import { TASK_TEXTS } from '../task-list/index.ts';
import ar from './ar.json';

describe('block messages', () => {
  it('reads every Arabic count through to a sentence, each count its own form', () => {
    const t = createTranslator(ar, 'ar');
    const vars = (n: number) => ({ n, done: 1, target: n });
    for (const key of Object.keys(ar).filter((k) => /\{\w+, plural,/.test(k))) {
      for (const n of [0, 1, 2, 3, 11, 100]) expect(t(key, vars(n))).not.toMatch(/[{}]/);
    }
    expect(t(TASK_TEXTS.progress, { done: 1, target: 2 })).toBe('1 من مرتين');
    // Not "1 من مرة واحدة": a done count beside a target in words.
    expect(t(TASK_TEXTS.progress, { done: 1, target: 1 })).toBe('1 من 1 مرة');
    expect(t(DRAW_TEXTS.wheel, { n: 3 })).toBe('أدِر العجلة مقابل 3 ذهبات');
  });
});
