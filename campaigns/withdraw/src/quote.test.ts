import { describe, expect, it } from 'vitest';
import { withdrawalQuote } from './quote.ts';

describe('withdrawalQuote', () => {
  it('takes the whole grade from the balance and the fee out of what arrives', () => {
    expect(withdrawalQuote({ grade_money: 100, fee: 2, available: true }, 1234.5)).toEqual({
      spend: 100,
      fee: 2,
      arrives: 98,
      balanceAfter: 1134.5,
    });
  });

  it('keeps amounts in cents (no 0.1 + 0.2 tails)', () => {
    const q = withdrawalQuote({ grade_money: 10.3, fee: 0.21, available: true }, 20.1);
    expect(q.arrives).toBe(10.09);
    expect(q.balanceAfter).toBe(9.8);
  });

  it('leaves the balance after unknown while the balance is', () => {
    expect(
      withdrawalQuote({ grade_money: 50, fee: 1, available: true }, undefined).balanceAfter,
    ).toBeUndefined();
  });
});
