// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boxOutcome } from './Stage.tsx';

const last = {
  result: 3,
  my_win: 28,
  my_bets: [
    { bet_id: 3, amount: 10 },
    { bet_id: 5, amount: 20 },
  ],
};

describe('boxOutcome', () => {
  it('reveals the drawn box and marks each of the user’s bets won or lost', () => {
    expect(boxOutcome(last, 3)).toEqual({ drawn: true, bet: 10, won: true, win: 28 });
    expect(boxOutcome(last, 5)).toEqual({ drawn: false, bet: 20, won: false, win: 0 });
    expect(boxOutcome(last, 1)).toEqual({ drawn: false, bet: 0, won: false, win: 0 });
  });
  it('says nothing before a draw or while its result is unknown', () => {
    expect(boxOutcome(null, 3)).toBeNull();
    expect(boxOutcome({ ...last, result: null }, 3)).toBeNull();
  });
});
