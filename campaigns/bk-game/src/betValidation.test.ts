// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BET_NO_BOX,
  BET_NOT_SIGNED_IN,
  BET_NOT_WHOLE,
  BET_OVER_BALANCE,
  BET_TOO_SMALL,
  validateBet,
  wholeNumber,
} from './betValidation.ts';

describe('wholeNumber', () => {
  it('accepts whole numbers and digit-only text', () => {
    expect(wholeNumber(12)).toBe(12);
    expect(wholeNumber(' 40 ')).toBe(40);
  });

  it('refuses fractions, exponents, signs, empty text and non-numbers', () => {
    for (const v of [
      1.5,
      '1.5',
      '12.0',
      '1e2',
      '-3',
      '',
      '  ',
      'abc',
      null,
      undefined,
      Number.NaN,
      Infinity,
    ]) {
      expect(wholeNumber(v)).toBeNull();
    }
  });
});

describe('validateBet', () => {
  const good = { user_id: 1001, bet_id: 3, amount: '50' };

  it('passes a whole bet through as numbers', () => {
    expect(validateBet(good, 100)).toEqual({ ok: true, bet: { user_id: 1001, bet_id: 3, amount: 50 } });
  });

  it('refuses a fractional or non-numeric amount', () => {
    expect(validateBet({ ...good, amount: '12.5' })).toEqual({ ok: false, message: BET_NOT_WHOLE });
    expect(validateBet({ ...good, amount: 2.25 })).toEqual({ ok: false, message: BET_NOT_WHOLE });
    expect(validateBet({ ...good, amount: '' })).toEqual({ ok: false, message: BET_NOT_WHOLE });
  });

  it('refuses zero and more than the balance', () => {
    expect(validateBet({ ...good, amount: '0' })).toEqual({ ok: false, message: BET_TOO_SMALL });
    expect(validateBet(good, 49)).toEqual({ ok: false, message: BET_OVER_BALANCE });
  });

  it('refuses a missing or non-whole box and user', () => {
    expect(validateBet({ ...good, bet_id: null })).toEqual({ ok: false, message: BET_NO_BOX });
    expect(validateBet({ ...good, bet_id: 2.5 })).toEqual({ ok: false, message: BET_NO_BOX });
    expect(validateBet({ ...good, user_id: 0 })).toEqual({ ok: false, message: BET_NOT_SIGNED_IN });
    expect(validateBet({ ...good, user_id: 10.1 })).toEqual({ ok: false, message: BET_NOT_SIGNED_IN });
  });
});
