// The rules of a lottery page, each once: when a draw is offered, when the pool is sold out, and
// the rules sheet's lines as the server's numbers fill them in.

import type { Rule } from '@h5/blocks/rules-sheet';
import type { LotteryInfo, LotteryPrize } from '@h5/core-api/contracts/lotteries';

const SOLD_OUT_TEXT = 'Every prize of this draw has been given out.';
const NOT_OPEN_TEXT = 'The draw opens when the campaign starts.';
const ENDED_TEXT = 'This draw has ended. Your prizes stay in My prizes.';

export const RULE_TEXTS = {
  cost: 'Each draw costs {cost, plural, one {# gold} other {# golds}} and gives one prize.',
  odds: 'The chance of each prize is shown beside it. A prize that has run out can no longer be drawn.',
  prizes: 'Prizes are sent to your account at once; golds are added to your balance.',
  jackpot:
    'Every draw adds {n, plural, one {# gold} other {# golds}} to the jackpot. Whoever lands on the jackpot takes all of it, and it starts again.',
  eggs: 'Dragon eggs you win are kept for the exchange, where they buy prizes.',
  once: 'A draw is charged once, even if you tap twice or the network drops.',
} as const;

/** Below this many left, a prize says how many remain: a count of 100,000 tells the user nothing. */
export const SCARCE_STOCK = 1000;

/** Whether a prize in stock shows how many are left. */
export function showsLeft(stock: number): boolean {
  return stock > 0 && stock < SCARCE_STOCK;
}

/** Nothing left to give: every prize of the pool is out of stock. */
export function soldOut(pool: Pick<LotteryPrize, 'stock'>[]): boolean {
  return pool.every((p) => p.stock <= 0);
}

export type DrawOffer = 'open' | 'before' | 'ended' | 'soldOut';

/** Whether the draw is offered now, and if not, why. */
export function drawOffer(
  phase: 'before' | 'running' | 'ended' | undefined,
  pool: LotteryPrize[],
): DrawOffer {
  if (phase === 'before') return 'before';
  if (phase === 'ended') return 'ended';
  return soldOut(pool) ? 'soldOut' : 'open';
}

export const OFFER_TEXT: Record<Exclude<DrawOffer, 'open'>, string> = {
  before: NOT_OPEN_TEXT,
  ended: ENDED_TEXT,
  soldOut: SOLD_OUT_TEXT,
};

/** The rules sheet's lines for this lottery. */
export function lotteryRules(info: LotteryInfo | undefined): Rule[] {
  if (!info) return [];
  const rules: Rule[] = [{ text: RULE_TEXTS.cost, vars: { cost: info.cost } }, { text: RULE_TEXTS.odds }];
  if (info.jackpot) rules.push({ text: RULE_TEXTS.jackpot, vars: { n: info.jackpot.per_draw } });
  if (info.lottery === 'dragon-egg') rules.push({ text: RULE_TEXTS.eggs });
  rules.push({ text: RULE_TEXTS.prizes }, { text: RULE_TEXTS.once });
  return rules;
}
