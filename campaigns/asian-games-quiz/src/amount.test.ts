// @vitest-environment node
import { NOT_ENOUGH_COINS_MESSAGE } from '@h5/core-api/contracts/betting';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_WHOLE,
  BET_ABOVE_MAX,
  BET_AMOUNT_REQUIRED,
  BET_BELOW_MIN,
  checkBetAmount,
  checkWithdrawAmount,
  parseWholeAmount,
  typedBet,
  WITHDRAW_AMOUNT_REQUIRED,
  WITHDRAW_BELOW_MIN,
} from './amount.ts';

describe('parseWholeAmount', () => {
  it('reads whole numbers, Arabic-Indic and Persian digits included', () => {
    expect(parseWholeAmount(' 250 ')).toBe(250);
    expect(parseWholeAmount('٢٥٠')).toBe(250);
    expect(parseWholeAmount('۱۰۰')).toBe(100);
    expect(parseWholeAmount('0')).toBe(0);
  });
  it('refuses everything that is not a plain whole number', () => {
    for (const bad of ['', '12.5', '1e3', '-5', '+5', '1,000', '10 0', 'abc', '0x10', '1234567890'])
      expect(parseWholeAmount(bad), bad).toBeNull();
  });
});

describe('checkBetAmount', () => {
  const limits = { min: 10, max: 5000, balance: 300 };
  it('passes a whole amount within the game limits and the wallet', () => {
    expect(checkBetAmount('300', limits)).toEqual({ ok: true, amount: 300 });
  });
  it('names what is wrong, with the limit in the message', () => {
    expect(checkBetAmount('  ', limits)).toEqual({ ok: false, message: BET_AMOUNT_REQUIRED });
    expect(checkBetAmount('12.5', limits)).toEqual({ ok: false, message: AMOUNT_NOT_WHOLE });
    expect(checkBetAmount('5', limits)).toEqual({ ok: false, message: BET_BELOW_MIN, vars: { min: 10 } });
    expect(checkBetAmount('6000', { ...limits, balance: 9999 })).toEqual({
      ok: false,
      message: BET_ABOVE_MAX,
      vars: { max: 5000 },
    });
    expect(checkBetAmount('301', limits)).toEqual({ ok: false, message: NOT_ENOUGH_COINS_MESSAGE });
  });
});

describe('checkWithdrawAmount', () => {
  it('needs a whole amount from the minimum up to the balance', () => {
    expect(checkWithdrawAmount('', 500)).toEqual({ ok: false, message: WITHDRAW_AMOUNT_REQUIRED });
    expect(checkWithdrawAmount('0', 500)).toEqual({ ok: false, message: AMOUNT_NOT_WHOLE });
    expect(checkWithdrawAmount('99', 500)).toEqual({
      ok: false,
      message: WITHDRAW_BELOW_MIN,
      vars: { min: 100 },
    });
    expect(checkWithdrawAmount('501', 500)).toEqual({ ok: false, message: NOT_ENOUGH_COINS_MESSAGE });
    expect(checkWithdrawAmount('100', 500)).toEqual({ ok: true, amount: 100 });
  });
});

describe('typedBet', () => {
  const limits = { min: 10, max: 5000 };
  it('previews a payout only for an amount the game takes', () => {
    expect(typedBet('500', limits)).toEqual({ amount: 500, problem: null });
    expect(typedBet('5', limits)).toEqual({ amount: null, problem: null });
    expect(typedBet('', limits)).toEqual({ amount: null, problem: null });
  });

  it('says the largest bet as soon as the amount passes it', () => {
    expect(typedBet('5001', limits)).toEqual({
      amount: null,
      problem: { ok: false, message: BET_ABOVE_MAX, vars: { max: 5000 } },
    });
  });
});
