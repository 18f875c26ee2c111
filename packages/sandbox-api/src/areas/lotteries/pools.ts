// The lotteries' prize pools and their rules: what a draw costs, each prize's weight and stock,
// the jackpot that grows with every draw and pays out whole, the dragon eggs a draw can give and
// the items they buy. Pure data and pure functions, so each rule is tested on its own.

import type { LotteryId } from '@h5/core-api/contracts/lotteries';
import { HOST_PREFIX } from '../../area.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import type { Random } from '../../random.ts';

export type Glyph = 'chest' | 'coin' | 'gem' | 'note' | 'star' | 'crown' | 'egg' | 'frame' | 'mic' | 'car';

export interface PoolPrize {
  id: number;
  name: Localized;
  glyph: Glyph;
  color: string;
  /** Chance out of the pool's weight among prizes still in stock. */
  weight: number;
  /** How many the season gives in all. */
  stock: number;
  /** Golds credited at once. */
  golds?: number;
  /** Dragon eggs credited at once. */
  eggs?: number;
  /** Pays the whole jackpot pool. */
  jackpot?: boolean;
}

export interface Lottery {
  id: LotteryId;
  name: Localized;
  /** Golds per draw. */
  cost: number;
  prizes: PoolPrize[];
}

const p = (
  id: number,
  en: string,
  ar: string,
  glyph: Glyph,
  color: string,
  weight: number,
  stock: number,
  extra: Partial<Pick<PoolPrize, 'golds' | 'eggs' | 'jackpot'>> = {},
): PoolPrize => ({ id, name: localized({ en, ar }), glyph, color, weight, stock, ...extra });

/** The music jackpot's pool after a payout, and what each draw adds to it. */
export const JACKPOT_SEED = 5000;
export const JACKPOT_PER_DRAW = 10;

export const LOTTERIES: Record<LotteryId, Lottery> = {
  'treasure-chest': {
    id: 'treasure-chest',
    name: localized({ en: 'Lucky Treasure Chest', ar: 'صندوق الكنز المحظوظ' }),
    cost: 30,
    prizes: [
      p(101, '20 Golds', '20 ذهب', 'coin', '#f2b230', 400, 100000, { golds: 20 }),
      p(102, 'Rose bouquet', 'باقة ورود', 'star', '#e5486b', 300, 100000),
      p(103, 'Golden frame (3 days)', 'إطار ذهبي (3 أيام)', 'frame', '#d4a017', 180, 5000),
      p(104, '200 Golds', '200 ذهب', 'coin', '#e59a10', 90, 800, { golds: 200 }),
      p(105, 'Treasure crown (7 days)', 'تاج الكنز (7 أيام)', 'crown', '#8e44e8', 25, 100),
      p(106, '2,000 Golds', '2,000 ذهب', 'chest', '#c7741a', 5, 10, { golds: 2000 }),
    ],
  },
  'new-treasure-chest': {
    id: 'new-treasure-chest',
    name: localized({ en: 'New Lucky Treasure Chest', ar: 'صندوق الكنز المحظوظ الجديد' }),
    cost: 50,
    prizes: [
      p(201, '40 Golds', '40 ذهب', 'coin', '#f2b230', 380, 100000, { golds: 40 }),
      p(202, 'Shining gem', 'جوهرة لامعة', 'gem', '#2bb5a0', 300, 100000),
      p(203, 'Star microphone (3 days)', 'ميكروفون النجوم (3 أيام)', 'mic', '#5b7cfa', 200, 5000),
      p(204, '500 Golds', '500 ذهب', 'coin', '#e59a10', 90, 500, { golds: 500 }),
      p(205, 'Royal frame (15 days)', 'إطار ملكي (15 يومًا)', 'frame', '#8e44e8', 25, 80),
      p(206, 'Sports car entrance (7 days)', 'دخول بسيارة رياضية (7 أيام)', 'car', '#d93250', 5, 10),
    ],
  },
  lottery: {
    id: 'lottery',
    name: localized({ en: 'Lottery', ar: 'اليانصيب' }),
    cost: 20,
    prizes: [
      p(301, '10 Golds', '10 ذهب', 'coin', '#f2b230', 420, 100000, { golds: 10 }),
      p(302, 'Music note sticker', 'ملصق نوتة موسيقية', 'note', '#5b7cfa', 300, 100000),
      p(303, 'Lucky star', 'نجمة الحظ', 'star', '#e5486b', 160, 10000),
      p(304, '100 Golds', '100 ذهب', 'coin', '#e59a10', 80, 1000, { golds: 100 }),
      p(305, 'Singer crown (7 days)', 'تاج المغني (7 أيام)', 'crown', '#d4a017', 30, 100),
      p(306, '1,000 Golds', '1,000 ذهب', 'chest', '#c7741a', 10, 20, { golds: 1000 }),
    ],
  },
  'hot-turntable': {
    id: 'hot-turntable',
    name: localized({ en: 'Hot Turntable', ar: 'الدوّارة الساخنة' }),
    cost: 40,
    prizes: [
      p(401, '30 Golds', '30 ذهب', 'coin', '#f2b230', 350, 100000, { golds: 30 }),
      p(402, 'Hot microphone', 'ميكروفون ساخن', 'mic', '#e5486b', 260, 100000),
      p(403, 'Gem', 'جوهرة', 'gem', '#2bb5a0', 180, 10000),
      p(404, '300 Golds', '300 ذهب', 'coin', '#e59a10', 100, 1000, { golds: 300 }),
      p(405, 'Flame frame (7 days)', 'إطار اللهب (7 أيام)', 'frame', '#d93250', 50, 200),
      p(406, 'Star crown (15 days)', 'تاج النجوم (15 يومًا)', 'crown', '#8e44e8', 30, 60),
      p(407, 'Sports car entrance (7 days)', 'دخول بسيارة رياضية (7 أيام)', 'car', '#c7741a', 10, 10),
      p(408, '3,000 Golds', '3,000 ذهب', 'chest', '#d4a017', 5, 5, { golds: 3000 }),
    ],
  },
  'music-jackpot': {
    id: 'music-jackpot',
    name: localized({ en: 'Music Jackpot', ar: 'جائزة الموسيقى الكبرى' }),
    cost: 50,
    prizes: [
      p(501, '20 Golds', '20 ذهب', 'coin', '#f2b230', 420, 100000, { golds: 20 }),
      p(502, 'Music note sticker', 'ملصق نوتة موسيقية', 'note', '#5b7cfa', 330, 100000),
      p(503, 'Golden microphone (3 days)', 'ميكروفون ذهبي (3 أيام)', 'mic', '#d4a017', 150, 5000),
      p(504, '250 Golds', '250 ذهب', 'coin', '#e59a10', 80, 1000, { golds: 250 }),
      p(505, 'Jackpot', 'الجائزة الكبرى', 'chest', '#d93250', 20, 100000, { jackpot: true }),
    ],
  },
  'dragon-egg': {
    id: 'dragon-egg',
    name: localized({ en: 'Dragon Egg', ar: 'بيضة التنين' }),
    cost: 60,
    prizes: [
      p(601, '1 Dragon egg', 'بيضة تنين واحدة', 'egg', '#2bb5a0', 450, 100000, { eggs: 1 }),
      p(602, '3 Dragon eggs', '3 بيضات تنين', 'egg', '#5b7cfa', 250, 100000, { eggs: 3 }),
      p(603, '50 Golds', '50 ذهب', 'coin', '#f2b230', 200, 100000, { golds: 50 }),
      p(604, '10 Dragon eggs', '10 بيضات تنين', 'egg', '#8e44e8', 90, 5000, { eggs: 10 }),
      p(605, 'Dragon crown (7 days)', 'تاج التنين (7 أيام)', 'crown', '#d93250', 10, 100),
    ],
  },
};

export interface ShopItem {
  id: number;
  name: Localized;
  glyph: Glyph;
  color: string;
  /** Dragon eggs one costs. */
  price: number;
  stock: number;
}

const item = (
  id: number,
  en: string,
  ar: string,
  glyph: Glyph,
  color: string,
  price: number,
  stock: number,
) => ({
  id,
  name: localized({ en, ar }),
  glyph,
  color,
  price,
  stock,
});

/** What dragon eggs buy on the exchange screen. */
export const DRAGON_SHOP: readonly ShopItem[] = [
  item(701, 'Baby dragon sticker', 'ملصق تنين صغير', 'star', '#2bb5a0', 5, 100000),
  item(702, 'Dragon frame (7 days)', 'إطار التنين (7 أيام)', 'frame', '#5b7cfa', 20, 1000),
  item(703, 'Dragon wings entrance (7 days)', 'دخول بأجنحة التنين (7 أيام)', 'egg', '#8e44e8', 60, 200),
  item(704, 'Fire dragon car (30 days)', 'سيارة تنين النار (30 يومًا)', 'car', '#d93250', 150, 20),
];

// ---- rules ----

/** The prizes that can still be drawn: those with stock left. */
function inStock<T extends { stock: number }>(prizes: readonly T[], stockOf: (p: T) => number): T[] {
  return prizes.filter((x) => stockOf(x) > 0);
}

/** Each prize's chance now: its weight over the weight of the prizes in stock; none when out of stock. */
export function chances(
  prizes: readonly PoolPrize[],
  stockOf: (p: PoolPrize) => number,
): Map<number, number> {
  const live = inStock(prizes, stockOf);
  const total = live.reduce((n, x) => n + x.weight, 0);
  return new Map(prizes.map((x) => [x.id, total > 0 && stockOf(x) > 0 ? x.weight / total : 0]));
}

/** One prize among those in stock, by weight; null when the pool has nothing left. */
export function drawFrom(
  rng: Pick<Random, 'next'>,
  prizes: readonly PoolPrize[],
  stockOf: (p: PoolPrize) => number,
): PoolPrize | null {
  const live = inStock(prizes, stockOf);
  const total = live.reduce((n, x) => n + x.weight, 0);
  if (total <= 0) return null;
  let roll = rng.next() * total;
  for (const x of live) {
    roll -= x.weight;
    if (roll < 0) return x;
  }
  return live[live.length - 1] ?? null;
}

/**
 * The jackpot after one draw: every draw adds its share first, so the winner of the jackpot takes
 * the pool including their own draw's share; then the pool starts again from the seed.
 */
export function jackpotAfterDraw(pool: number, won: boolean): { paid: number; pool: number } {
  const grown = pool + JACKPOT_PER_DRAW;
  return won ? { paid: grown, pool: JACKPOT_SEED } : { paid: 0, pool: grown };
}

export const prizeIconUrl = (glyph: Glyph, id: number) =>
  `${HOST_PREFIX.static}/lotteries/${glyph}-${id}.svg`;
