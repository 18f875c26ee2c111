import { promotionPhase } from '@h5/blocks/promotion';
import { createTranslator } from '@h5/i18n';
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json';
import { BONUS_DAYS, bonusDays } from './sale.ts';

const window = { begin_time: 1_000, end_time: 2_000 };
const at = (s: number) => promotionPhase(window, s * 1000);

describe('the sale bonus', () => {
  it('adds the bonus percent of the days, rounded down, only while the sale runs', () => {
    expect(bonusDays(30, 30, at(1_500))).toBe(9);
    expect(bonusDays(7, 30, at(1_500))).toBe(2);
    expect(bonusDays(30, 30, at(999))).toBe(0);
    expect(bonusDays(30, 30, at(2_000))).toBe(0);
  });

  it('adds nothing before the phase is known or without a bonus', () => {
    expect(bonusDays(30, 30, null)).toBe(0);
    expect(bonusDays(30, 0, at(1_500))).toBe(0);
  });
});

describe('the bonus days in Arabic', () => {
  it('says two days once: the dual, not a digit before it', () => {
    const t = createTranslator(ar, 'ar');
    expect(t(BONUS_DAYS, { n: 2 })).toBe('+يومان إضافيان');
    expect(t(BONUS_DAYS, { n: 9 })).toBe('+9 أيام إضافية');
  });
});
