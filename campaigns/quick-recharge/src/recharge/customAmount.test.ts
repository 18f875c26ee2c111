// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAmount, MSG_AMOUNT_RANGE, MSG_AMOUNT_WHOLE } from './customAmount.ts';

const bounds = { min_amount: 60_000, max_amount: 3_000_000 };

describe('checkAmount', () => {
  it('takes a whole number within the channel bounds', () => {
    expect(checkAmount('60000', bounds)).toEqual({ ok: true, amount: 60_000 });
    expect(checkAmount(' 3000000 ', bounds)).toEqual({ ok: true, amount: 3_000_000 });
  });

  it('refuses what is not a whole number', () => {
    for (const raw of ['', '12.5', '-100', '1e6', '10,000', 'abc']) {
      expect(checkAmount(raw, bounds)).toEqual({ ok: false, message: MSG_AMOUNT_WHOLE });
    }
  });

  it('refuses amounts outside the bounds the server gave', () => {
    expect(checkAmount('59999', bounds)).toEqual({ ok: false, message: MSG_AMOUNT_RANGE });
    expect(checkAmount('3000001', bounds)).toEqual({ ok: false, message: MSG_AMOUNT_RANGE });
  });
});
