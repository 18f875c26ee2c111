// Lotteries (campaigns/lotteries): the treasure chests, the lottery, the hot turntable, the music
// jackpot and the dragon egg, each a prize pool drawn on the server for golds, and the list of
// the prizes a user won across them. The spec names the routes (spec 2) and none of their calls;
// each call here is the smallest a server of this app would offer (docs/api-gaps.md, "Lotteries").
// Golds are the user's one balance, read with luckyEgg's GET /user/golds (spec 7).

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- the lotteries ----

/** Every lottery the server draws, as the path names it. */
export const LOTTERY_IDS = [
  'treasure-chest',
  'new-treasure-chest',
  'lottery',
  'hot-turntable',
  'music-jackpot',
  'dragon-egg',
] as const;
export type LotteryId = (typeof LOTTERY_IDS)[number];

export function isLotteryId(v: unknown): v is LotteryId {
  return typeof v === 'string' && (LOTTERY_IDS as readonly string[]).includes(v);
}

// ---- business error codes (the texts come from the server, in the page's language) ----

/** The pool has nothing left to give: every prize's stock is used up. */
export const SOLD_OUT_CODE = 4203;
/** The draw is not open yet or has ended. */
export const NOT_OPEN_CODE = 4101;
export const ENDED_CODE = 4102;
/** Not enough dragon eggs for an exchange. */
export const NOT_ENOUGH_EGGS_CODE = 4205;

// ---- shapes ----

export interface LotteryPrize {
  id: number;
  /** Server text. */
  name: string;
  icon: string;
  /** The chance of drawing it now (0 to 1): a prize out of stock has none. */
  chance: number;
  /** How many are left to give. */
  stock: number;
  /** The jackpot prize: it pays the whole jackpot pool. */
  jackpot?: boolean;
}

export interface LotteryWinner {
  /** Unique per entry, for list keys. */
  key: string;
  /** The full stage name; pages mask it. */
  stage_name: string;
  prize_name: string;
  /** Seconds since the epoch. */
  won_at: number;
}

export interface LotteryInfo {
  lottery: LotteryId;
  /** Golds one draw costs. */
  cost: number;
  /** Every prize, in the order the wheel and the cards show them. */
  pool: LotteryPrize[];
  /** Newest first. */
  winners: LotteryWinner[];
  /** The music jackpot's pool, in golds, and how much of each draw it gains; null elsewhere. */
  jackpot: { amount: number; per_draw: number } | null;
  /** The dragon eggs the signed-in user holds, on the dragon egg's lottery; null elsewhere or for a visitor. */
  dragon_eggs: number | null;
}

export interface LotteryDrawResult {
  /** What the draw gave: one prize. */
  prizes: Array<Pick<LotteryPrize, 'id' | 'name' | 'icon'>>;
  /** Golds this draw cost. */
  cost: number;
  /** The user's golds after it (prizes of golds included). */
  golds: number;
  /** Golds the prize paid at once (a jackpot, a prize of golds). */
  golds_won: number;
}

export interface MyPrize {
  key: string;
  lottery: LotteryId;
  /** The promotion whose lottery gave it. */
  promotion_id: string;
  /** The lottery's name, server text. */
  lottery_name: string;
  name: string;
  icon: string;
  /** Seconds since the epoch. */
  won_at: number;
}

export interface DragonEggItem {
  id: number;
  name: string;
  icon: string;
  /** Dragon eggs one costs. */
  price: number;
  /** How many are left. */
  stock: number;
}

export interface DragonEggShop {
  /** The user's dragon eggs. */
  eggs: number;
  items: DragonEggItem[];
}

export interface DragonEggExchangeResult {
  item: Pick<DragonEggItem, 'id' | 'name' | 'icon'>;
  /** Eggs left after the exchange. */
  eggs: number;
}

// ---- calls ----

/**
 * Not from the spec: a lottery's pool with each prize's odds and stock, what a draw costs, its
 * winners, and the jackpot or the user's dragon eggs where the lottery has them. Open to visitors.
 */
export const getLotteryInfo = defineCall<{ promotion_id: string; lottery: LotteryId }, LotteryInfo>({
  name: 'lotteries.info',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/lottery/{lottery}/info',
});

/** Not from the spec: one draw for the lottery's cost in golds; one money intent per draw. */
export const drawLottery = defineCall<{ promotion_id: string; lottery: LotteryId }, LotteryDrawResult>({
  name: 'lotteries.draw',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/lottery/{lottery}/draw',
  moneyMoving: true,
});

/** Not from the spec: the prizes the signed-in user won in every lottery, newest first. */
export const getMyPrizes = defineCall<{ page: number }, Paged<MyPrize>>({
  name: 'lotteries.myPrizes',
  method: 'GET',
  host: 'api',
  path: '/activity/lottery/my-prizes',
});

/** Not from the spec: the dragon-egg exchange: the user's eggs and what they buy. */
export const getDragonEggShop = defineCall<{ promotion_id: string }, DragonEggShop>({
  name: 'lotteries.dragonEggShop',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/dragon-egg/shop',
});

/** Not from the spec: one item for its price in dragon eggs; one intent per exchange. */
export const exchangeDragonEggs = defineCall<
  { promotion_id: string; item_id: number },
  DragonEggExchangeResult
>({
  name: 'lotteries.dragonEggExchange',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/dragon-egg/exchange',
  moneyMoving: true,
});
