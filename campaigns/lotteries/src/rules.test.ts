// @vitest-environment node
import type { LotteryInfo, LotteryPrize } from '@h5/core-api/contracts/lotteries';
import { describe, expect, it } from 'vitest';
import { drawOffer, lotteryRules, RULE_TEXTS, SCARCE_STOCK, showsLeft, soldOut } from './rules.ts';

const prize = (stock: number): LotteryPrize => ({ id: stock, name: 'x', icon: '', chance: 0, stock });
const info = (over: Partial<LotteryInfo>): LotteryInfo => ({
  lottery: 'lottery',
  cost: 20,
  pool: [prize(3)],
  winners: [],
  jackpot: null,
  dragon_eggs: null,
  ...over,
});

describe('lottery rules', () => {
  it('is sold out only when no prize has stock left', () => {
    expect(soldOut([prize(0), prize(0)])).toBe(true);
    expect(soldOut([prize(0), prize(1)])).toBe(false);
  });

  it('offers the draw only while running with stock left, and says why not otherwise', () => {
    expect(drawOffer('running', [prize(1)])).toBe('open');
    expect(drawOffer(undefined, [prize(1)])).toBe('open');
    expect(drawOffer('running', [prize(0)])).toBe('soldOut');
    expect(drawOffer('before', [prize(1)])).toBe('before');
    expect(drawOffer('ended', [prize(0)])).toBe('ended');
  });

  it('states the cost, and the jackpot share or the eggs where the lottery has them', () => {
    expect(lotteryRules(undefined)).toEqual([]);
    const plain = lotteryRules(info({}));
    expect(plain[0]).toEqual({ text: RULE_TEXTS.cost, vars: { cost: 20 } });
    expect(plain.map((r) => r.text)).not.toContain(RULE_TEXTS.jackpot);
    const jackpot = lotteryRules(info({ lottery: 'music-jackpot', jackpot: { amount: 9000, per_draw: 10 } }));
    expect(jackpot).toContainEqual({ text: RULE_TEXTS.jackpot, vars: { n: 10 } });
    expect(lotteryRules(info({ lottery: 'dragon-egg' })).map((r) => r.text)).toContain(RULE_TEXTS.eggs);
  });

  it('says how many are left only of a scarce prize in stock', () => {
    expect(showsLeft(SCARCE_STOCK - 1)).toBe(true);
    expect(showsLeft(SCARCE_STOCK)).toBe(false);
    expect(showsLeft(0)).toBe(false);
  });
});
