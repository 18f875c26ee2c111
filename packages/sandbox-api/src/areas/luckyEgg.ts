// Spec 7 "Lucky egg": a weighted prize pool drawn on the server, golds per user that never go
// negative, a winners list that grows with real wins, and the prize icons as generated SVG.

import {
  countForType,
  eggForConfigId,
  getGolds,
  getLuckyEggInfo,
  type HitCount,
  hitLuckyEgg,
  type LuckyEggPrize,
  type LuckyEggWinner,
  NOT_ENOUGH_GOLDS_CODE,
} from '@h5/core-api/contracts/luckyEgg';
import { defineArea, fail, HOST_PREFIX, int, on, str } from '../area.ts';
import { artRoute, glyphArt } from '../kit/art.ts';
import { weightedPick } from '../kit/draw.ts';
import { type Localizable, localized } from '../kit/localized.ts';
import { addWinner } from '../kit/winners.ts';
import { makePromotion, type PromotionSeed } from '../promotions.ts';
import type { Random } from '../random.ts';
import { CROWD, SIGNED_IN_USERS } from '../users.ts';

// ---- business rules ----

/** Golds per hit: ten at once cost nine. */
export const PRICE = { one: 20, ten: 180 } as const;

export const NOT_STARTED = {
  code: 4101,
  msg: localized({ en: 'The lucky eggs are not open yet.', ar: 'بيض الحظ لم يُفتح بعد.' }),
};
export const ENDED = {
  code: 4102,
  msg: localized({ en: 'This campaign has ended.', ar: 'انتهت هذه الحملة.' }),
};
export const NOT_ENOUGH_GOLDS = {
  code: NOT_ENOUGH_GOLDS_CODE,
  msg: localized({
    en: 'Not enough golds. Recharge to keep hitting eggs.',
    ar: 'لا يوجد ذهب كافٍ. اشحن رصيدك لتواصل كسر البيض.',
  }),
};
const NO_SUCH_PROMOTION = {
  code: 404,
  msg: localized({ en: 'This promotion does not exist', ar: 'هذا العرض غير موجود' }),
};
const BAD_EGG = {
  code: 400,
  msg: localized({ en: 'Please choose an egg to hit.', ar: 'يرجى اختيار بيضة لكسرها.' }),
};
const BAD_COUNT = {
  code: 400,
  msg: localized({ en: 'Please choose one hit or ten.', ar: 'يرجى اختيار ضربة واحدة أو عشر ضربات.' }),
};

/** Winners kept and shown; older wins fall off the end. */
export const WINNERS_KEPT = 50;

type ListedPrize = Localizable<LuckyEggPrize>;

interface PoolPrize extends ListedPrize {
  /** Chance out of the pool's total weight. */
  weight: number;
  /** Golds credited at once when the prize is golds. */
  golds: number;
  /** Colour of the generated icon. */
  color: string;
  glyph: Glyph;
}

type Glyph = 'rose' | 'coin' | 'mic' | 'hat' | 'vip' | 'crown' | 'chest' | 'car';

const pool = (
  id: number,
  name: { en: string; ar: string },
  glyph: Glyph,
  color: string,
  weight: number,
  golds = 0,
): PoolPrize => ({
  id,
  name: localized(name),
  icon: `${HOST_PREFIX.static}/lucky-egg/${glyph}-${id}.svg`,
  weight,
  golds,
  color,
  glyph,
});

export const PRIZE_POOL: readonly PoolPrize[] = [
  pool(1, { en: 'Rose', ar: 'وردة' }, 'rose', '#e5486b', 340),
  pool(2, { en: '10 Golds', ar: '10 ذهب' }, 'coin', '#f2b230', 260, 10),
  pool(3, { en: 'Microphone sticker', ar: 'ملصق ميكروفون' }, 'mic', '#5b7cfa', 160),
  pool(4, { en: 'Party hat frame (3 days)', ar: 'إطار قبعة الحفلة (3 أيام)' }, 'hat', '#2bb5a0', 110),
  pool(5, { en: 'VIP (1 day)', ar: 'عضوية كبار الشخصيات (يوم واحد)' }, 'vip', '#8e44e8', 70),
  pool(6, { en: '100 Golds', ar: '100 ذهب' }, 'coin', '#e59a10', 40, 100),
  pool(7, { en: 'Golden crown frame (7 days)', ar: 'إطار التاج الذهبي (7 أيام)' }, 'crown', '#d4a017', 15),
  pool(8, { en: '1,000 Golds', ar: '1,000 ذهب' }, 'chest', '#c7741a', 4, 1000),
  pool(9, { en: 'Sports car entrance (7 days)', ar: 'دخول بسيارة رياضية (7 أيام)' }, 'car', '#d93250', 1),
];

export function drawPrize(rng: Random): PoolPrize {
  return weightedPick(rng, PRIZE_POOL, (p) => p.weight);
}

const publicPrize = ({ id, name, icon }: PoolPrize): ListedPrize => ({ id, name, icon });
const POOL_WEIGHT = PRIZE_POOL.reduce((n, p) => n + p.weight, 0);
/** The pool as the prizes popup lists it: a paid draw says each prize's chance. */
const listedPrize = (p: PoolPrize): ListedPrize => ({ ...publicPrize(p), chance: p.weight / POOL_WEIGHT });

// ---- promotions and seeded people ----

export const LUCKY_EGG_PROMOTIONS: PromotionSeed[] = [
  {
    id: '3001',
    title: localized({ en: 'Lucky Eggs', ar: 'بيض الحظ' }),
    startsInDays: -3,
    endsInDays: 11,
    slogan: localized({ en: 'Hit an egg, win a prize', ar: 'اكسر بيضة واربح جائزة' }),
    page: '/v/lucky-eggs',
  },
  {
    id: '3002',
    title: localized({ en: 'Lucky Eggs: Eid special', ar: 'بيض الحظ: عرض العيد' }),
    startsInDays: 2,
    endsInDays: 9,
    page: '/v/lucky-eggs',
  },
  {
    id: '3003',
    title: localized({ en: 'Lucky Eggs: New Year', ar: 'بيض الحظ: رأس السنة' }),
    startsInDays: -20,
    endsInDays: -6,
    page: '/v/lucky-eggs',
  },
];

/** Starting golds of the signed-in test users: rich, poor (uid 1004 cannot afford a hit) and in between. */
const STARTING_GOLDS: Record<number, number> = {
  1001: 1500,
  1002: 260,
  1003: 40,
  1004: 5,
  1005: 3000,
  1006: 0,
  1007: 180,
  1008: 900,
};

export interface LuckyEggState {
  golds: Map<number, number>;
  /** Newest first, across all promotions' users (one pool of winners per campaign). */
  winners: Map<string, Localizable<LuckyEggWinner>[]>;
  promotions: Map<string, { begin_time: number; end_time: number }>;
  nextKey: number;
}

/** The user's golds (the wallet GET /user/golds reads), for every area that spends or credits them. */
export function goldsWallet(ctx: { stateOf<T>(area: string): T | undefined }): Map<number, number> {
  const golds = ctx.stateOf<LuckyEggState>('luckyEgg')?.golds;
  if (!golds) throw new Error('golds live in the luckyEgg area, which is not loaded');
  return golds;
}

function recordWin(
  state: LuckyEggState,
  promotionId: string,
  stageName: string,
  prize: PoolPrize,
  at: number,
) {
  const feed = state.winners.get(promotionId) ?? [];
  const win = { key: `w${state.nextKey++}`, stage_name: stageName, prize_name: prize.name, won_at: at };
  state.winners.set(promotionId, addWinner(feed, win, WINNERS_KEPT));
}

export const luckyEggArea = defineArea<LuckyEggState>({
  name: 'luckyEgg',
  promotions: LUCKY_EGG_PROMOTIONS,
  seed: ({ clock, rng }) => {
    const state: LuckyEggState = {
      golds: new Map(SIGNED_IN_USERS.map((u) => [u.uid, STARTING_GOLDS[u.uid] ?? 100])),
      winners: new Map(),
      promotions: new Map(),
      nextKey: 1,
    };
    const nowMs = clock.now();
    for (const seed of LUCKY_EGG_PROMOTIONS) {
      const { begin_time, end_time } = makePromotion(seed, nowMs);
      state.promotions.set(seed.id, { begin_time, end_time });
      if (nowMs / 1000 < begin_time) continue;
      // The crowd's wins so far, oldest first so the newest ends on top, minutes to hours apart.
      const gaps = Array.from({ length: 24 }, () => rng.int(120, 7200));
      let at = Math.min(Math.floor(nowMs / 1000), end_time) - gaps.reduce((a, b) => a + b, 0);
      for (const gap of gaps) {
        at += gap;
        recordWin(state, seed.id, rng.pick(CROWD).stage_name, drawPrize(rng), at);
      }
    }
    return state;
  },
  handlers: [
    on(getGolds, ({ state, requireUser }) => ({ golds: state.golds.get(requireUser().uid) ?? 0 })),

    on(getLuckyEggInfo, ({ state }, p) => {
      const id = str(p.promotion_id) ?? '';
      if (!state.promotions.has(id)) fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
      return {
        lucky_list: state.winners.get(id) ?? [],
        prize_list: PRIZE_POOL.map(listedPrize),
        price: { ...PRICE },
      };
    }),

    on(hitLuckyEgg, ({ state, requireUser, clock, rng }, p) => {
      const user = requireUser();
      const id = str(p.promotion_id) ?? '';
      const promo = state.promotions.get(id);
      if (!promo) return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
      const now = Math.floor(clock.now() / 1000);
      if (now < promo.begin_time) fail(NOT_STARTED.code, NOT_STARTED.msg);
      if (now >= promo.end_time) fail(ENDED.code, ENDED.msg);
      const configId = int(p.config_id);
      if (configId === undefined || eggForConfigId(configId) === null) fail(BAD_EGG.code, BAD_EGG.msg);
      const type = int(p.type);
      const count: HitCount | null = type === undefined ? null : countForType(type);
      if (count === null) return fail(BAD_COUNT.code, BAD_COUNT.msg);

      const cost = count === 1 ? PRICE.one : PRICE.ten;
      const balance = state.golds.get(user.uid) ?? 0;
      if (balance < cost) fail(NOT_ENOUGH_GOLDS.code, NOT_ENOUGH_GOLDS.msg);

      const won = Array.from({ length: count }, () => drawPrize(rng));
      const credited = won.reduce((n, prize) => n + prize.golds, 0);
      state.golds.set(user.uid, balance - cost + credited);
      for (const prize of won) recordWin(state, id, user.stage_name, prize, now);
      return { prizes: won.map(publicPrize), cost };
    }),
  ],
  raw: [
    artRoute(`${HOST_PREFIX.static}/lucky-egg/{file}`, (file) => {
      const m = /^([a-z]+)-(\d+)\.svg$/.exec(file);
      const prize = m ? PRIZE_POOL.find((x) => x.id === Number(m[2]) && x.glyph === m[1]) : undefined;
      return prize ? prizeSvg(prize) : null;
    }),
  ],
  switches: {
    /** Sets a user's golds: `{ uid, golds }`. */
    golds(state, body) {
      const uid = int(body.uid);
      const golds = int(body.golds);
      if (uid === undefined || golds === undefined || golds < 0) throw new Error('uid and golds >= 0 needed');
      state.golds.set(uid, golds);
      return { uid, golds };
    },
  },
});

// ---- prize icons ----

/** A prize's icon: its glyph on its colour. */
function prizeSvg(prize: PoolPrize): string {
  return glyphArt(prize.glyph, prize.color);
}
