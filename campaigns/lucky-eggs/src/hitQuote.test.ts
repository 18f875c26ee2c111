import { describe, expect, it } from 'vitest';
import { affordable, hitQuote } from './hitQuote.ts';

const price = { one: 20, ten: 180 };

describe('hitQuote', () => {
  it('prices a hit from the server and says what is left', () => {
    expect(hitQuote(price, 10, 1500)).toEqual({ count: 10, cost: 180, balanceAfter: 1320, confirm: true });
    expect(hitQuote({ one: 25, ten: 200 }, 10, 1500).cost).toBe(200);
  });

  it('asks before the ten-hit only', () => {
    expect(hitQuote(price, 1, 1500)).toEqual({ count: 1, cost: 20, balanceAfter: 1480, confirm: false });
  });

  it('a hit the golds do not cover is not affordable', () => {
    expect(affordable(hitQuote(price, 10, 179))).toBe(false);
    expect(affordable(hitQuote(price, 10, 180))).toBe(true);
  });
});
