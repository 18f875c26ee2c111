// @vitest-environment node
import { createTranslator } from '@h5/i18n';
import { describe, expect, it } from 'vitest';
import { CANNOT_PLAY, PLAYER_LABELS } from '../audio-player/index.ts';
import { CLIMB_TEXTS } from '../climb/index.ts';
import { CONFIRM_SHEET_TEXTS } from '../confirm-sheet/index.ts';
import { DRAW_TEXTS } from '../draw/index.ts';
import { GOLDS_TEXTS } from '../golds-badge/index.ts';
import { HONOR_TEXTS } from '../honor-wall/index.ts';
import { PHASE_TEXTS } from '../phase-banner/index.ts';
import { CHANCE } from '../prize-grid/index.ts';
import { BROKEN_LINK_MESSAGE, UNKNOWN_PROMOTION_MESSAGE } from '../promotion/index.ts';
import { NOT_RANKED } from '../rank-list/index.ts';
import { COPY_FAILED, LINK_COPIED } from '../share/index.ts';
import { CHECK_IN_TEXTS, TASK_TEXTS } from '../task-list/index.ts';
import { WON_PRIZE } from '../winners-feed/index.ts';
import { WITHDRAWAL_TEXTS } from '../withdrawal/index.ts';
import ar from './ar.json';

// Texts the blocks show that are not named constants.
const INLINE = ['Back to the app', 'Top three', 'you', 'Rules', 'Share'];

describe('block messages', () => {
  it('has an Arabic entry for every text a block shows', () => {
    const keys = [
      BROKEN_LINK_MESSAGE,
      UNKNOWN_PROMOTION_MESSAGE,
      ...Object.values(PHASE_TEXTS),
      NOT_RANKED,
      WON_PRIZE,
      CHANCE,
      LINK_COPIED,
      COPY_FAILED,
      ...Object.values(CONFIRM_SHEET_TEXTS),
      ...Object.values(CLIMB_TEXTS),
      ...Object.values(TASK_TEXTS),
      ...Object.values(DRAW_TEXTS),
      ...Object.values(HONOR_TEXTS),
      ...Object.values(CHECK_IN_TEXTS),
      ...Object.values(WITHDRAWAL_TEXTS),
      ...Object.values(GOLDS_TEXTS),
      CANNOT_PLAY,
      ...Object.values(PLAYER_LABELS),
      ...INLINE,
    ];
    const missing = keys.filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });
  it('gives every Arabic count all six plural forms', () => {
    const counted = Object.entries(ar as Record<string, string>).filter(([k]) => /\{\w+, plural,/.test(k));
    const short = counted
      .filter(([, v]) => !['zero', 'one', 'two', 'few', 'many', 'other'].every((f) => v.includes(`${f} {`)))
      .map(([k]) => k);
    expect(short).toEqual([]);
  });
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
