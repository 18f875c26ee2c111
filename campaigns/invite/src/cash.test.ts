// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { balanceAfter, goldsFor, gradesFor, shortOfSmallest, validChoice } from './cash.ts';

describe('cash amounts', () => {
  it('offers the server grades the balance covers, smallest first', () => {
    expect(gradesFor(260, [500, 100, 200, 0, -5])).toEqual([
      { amount: 100, enabled: true },
      { amount: 200, enabled: true },
      { amount: 500, enabled: false },
    ]);
  });

  it('says how much more the smallest grade needs', () => {
    expect(shortOfSmallest(60, [100, 200])).toBe(40);
    expect(shortOfSmallest(100, [100, 200])).toBe(0);
    expect(shortOfSmallest(0, [])).toBe(0);
  });

  it('drops a choice the balance no longer covers', () => {
    expect(validChoice(200, 260, [100, 200])).toBe(200);
    expect(validChoice(200, 160, [100, 200])).toBeNull();
    expect(validChoice(150, 260, [100, 200])).toBeNull();
    expect(validChoice(null, 260, [100])).toBeNull();
  });

  it('works out the balance after and the golds of a redemption', () => {
    expect(balanceAfter(260, 100)).toBe(160);
    expect(balanceAfter(10.1, 10)).toBe(0.1);
    expect(balanceAfter(50, 100)).toBe(0);
    expect(goldsFor(50, 10)).toBe(500);
    expect(goldsFor(50, -1)).toBe(0);
  });
});
