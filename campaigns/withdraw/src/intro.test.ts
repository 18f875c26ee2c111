// The explanatory pages state no fact the server does not: a withdrawal's payment delay is not
// named by any answer, so the intro points to the record instead of promising a number of days.
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json';
import { PAYTM_INTRO, VOUCHERS_INTRO, WITHDRAW_INTRO } from './screens/Info.tsx';

const PROMISED_DELAY = /\bwithin\b|working days?|\b\d+\s+days?\b/i;

describe('withdrawal intro', () => {
  it('promises no payment delay and points to the withdrawal record', () => {
    const all = [...WITHDRAW_INTRO, ...VOUCHERS_INTRO, ...PAYTM_INTRO];
    expect(all.filter((p) => PROMISED_DELAY.test(p))).toEqual([]);
    expect(WITHDRAW_INTRO.join(' ')).toMatch(/withdrawal record/);
  });

  it('is in Arabic too', () => {
    expect(WITHDRAW_INTRO.filter((p) => !(p in ar))).toEqual([]);
  });
});
