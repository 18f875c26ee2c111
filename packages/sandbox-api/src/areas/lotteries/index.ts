// Lotteries (campaigns/lotteries): each lottery's pool drawn on the server with weights and
// stock, golds spent from the user's one balance (luckyEgg's, read by GET /user/golds), a jackpot
// that grows with every draw, dragon eggs a draw gives and the exchange that spends them, and
// every prize a user won in one list. Texts in the request's language.

import {
  type DragonEggShop,
  drawLottery,
  ENDED_CODE,
  exchangeDragonEggs,
  getDragonEggShop,
  getLotteryInfo,
  getMyPrizes,
  isLotteryId,
  type LotteryId,
  type LotteryWinner,
  type MyPrize,
  NOT_ENOUGH_EGGS_CODE,
  NOT_OPEN_CODE,
  SOLD_OUT_CODE,
} from '@h5/core-api/contracts/lotteries';
import { NOT_ENOUGH_GOLDS_CODE } from '@h5/core-api/contracts/luckyEgg';
import { defineArea, fail, HOST_PREFIX, int, on, str } from '../../area.ts';
import { artRoute } from '../../kit/art.ts';
import { type Localizable, localized } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { addWinner } from '../../kit/winners.ts';
import { makePromotion, type PromotionSeed } from '../../promotions.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import { goldsWallet } from '../luckyEgg.ts';
import { iconSvg } from './art.ts';
import {
  chances,
  DRAGON_SHOP,
  drawFrom,
  JACKPOT_PER_DRAW,
  JACKPOT_SEED,
  jackpotAfterDraw,
  LOTTERIES,
  type PoolPrize,
  prizeIconUrl,
} from './pools.ts';

// ---- errors, in every shipped language ----

const NO_SUCH_PROMOTION = {
  code: 404,
  msg: localized({ en: 'This promotion does not exist', ar: 'هذا العرض غير موجود' }),
};
export const NOT_OPEN = {
  code: NOT_OPEN_CODE,
  msg: localized({ en: 'This draw is not open yet.', ar: 'هذا السحب لم يُفتح بعد.' }),
};
export const ENDED = {
  code: ENDED_CODE,
  msg: localized({ en: 'This campaign has ended.', ar: 'انتهت هذه الحملة.' }),
};
export const SOLD_OUT = {
  code: SOLD_OUT_CODE,
  msg: localized({
    en: 'Every prize of this draw has been given out. You were not charged.',
    ar: 'نفدت جميع جوائز هذا السحب. لم يُخصم منك شيء.',
  }),
};
export const NOT_ENOUGH_GOLDS = {
  code: NOT_ENOUGH_GOLDS_CODE,
  msg: localized({
    en: 'Not enough golds for this draw. Recharge to keep drawing.',
    ar: 'لا يوجد ذهب كافٍ لهذا السحب. اشحن رصيدك لتواصل السحب.',
  }),
};
export const NOT_ENOUGH_EGGS = {
  code: NOT_ENOUGH_EGGS_CODE,
  msg: localized({
    en: 'Not enough dragon eggs for this item.',
    ar: 'لا توجد بيضات تنين كافية لهذا العنصر.',
  }),
};
const ITEM_GONE = {
  code: SOLD_OUT_CODE,
  msg: localized({ en: 'This item has run out.', ar: 'نفد هذا العنصر.' }),
};
const NO_SUCH_ITEM = {
  code: 400,
  msg: localized({ en: 'Please choose an item.', ar: 'يرجى اختيار عنصر.' }),
};

/** Winners kept per promotion. */
const WINNERS_KEPT = 50;

// ---- promotions: one running per lottery, and an upcoming and an ended chest ----

const promo = (id: string, lottery: LotteryId, page: string, startsInDays = -2, endsInDays = 12) => ({
  lottery,
  seed: {
    id,
    title: LOTTERIES[lottery].name,
    startsInDays,
    endsInDays,
    page,
  } satisfies PromotionSeed,
});

const LOTTERY_PROMOTIONS = [
  promo('3101', 'treasure-chest', '/v/lucky-treasure-chest'),
  promo('3102', 'new-treasure-chest', '/v/new-lucky-treasure-chest'),
  promo('3103', 'lottery', '/v/lottery'),
  promo('3104', 'hot-turntable', '/v/hot-turntable'),
  promo('3105', 'music-jackpot', '/v/music-jackpot'),
  promo('3106', 'dragon-egg', '/v/dragon-egg'),
  promo('3107', 'treasure-chest', '/v/lucky-treasure-chest', 3, 10),
  promo('3108', 'treasure-chest', '/v/lucky-treasure-chest', -20, -5),
];

// ---- state ----

type Winner = Localizable<LotteryWinner>;
type Won = Localizable<MyPrize>;

export interface LotteriesState {
  promotions: Map<string, { lottery: LotteryId; begin_time: number; end_time: number }>;
  /** `<promotion>:<prize id>` -> left to give. */
  stock: Map<string, number>;
  /** Promotion -> the jackpot pool in golds. */
  jackpot: Map<string, number>;
  winners: Map<string, Winner[]>;
  /** Uid -> every prize won, newest first. */
  won: Map<number, Won[]>;
  /** Uid -> dragon eggs held. */
  eggs: Map<number, number>;
  nextKey: number;
}

const stockKey = (promotionId: string, id: number) => `${promotionId}:${id}`;

function stockOf(state: LotteriesState, promotionId: string) {
  return (x: { id: number; stock: number }) => state.stock.get(stockKey(promotionId, x.id)) ?? x.stock;
}

function findPromotion(state: LotteriesState, id: unknown, lottery?: LotteryId) {
  const promotionId = str(id) ?? '';
  const found = state.promotions.get(promotionId);
  if (!found || (lottery && found.lottery !== lottery))
    return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
  return { promotionId, ...found };
}

function recordWin(
  state: LotteriesState,
  promotionId: string,
  lottery: LotteryId,
  user: { uid: number; stage_name: string } | null,
  stageName: string,
  prize: PoolPrize,
  at: number,
) {
  const key = `l${state.nextKey++}`;
  const feed = state.winners.get(promotionId) ?? [];
  state.winners.set(
    promotionId,
    addWinner(feed, { key, stage_name: stageName, prize_name: prize.name, won_at: at }, WINNERS_KEPT),
  );
  if (!user) return;
  const mine = state.won.get(user.uid) ?? [];
  mine.unshift({
    key,
    lottery,
    promotion_id: promotionId,
    lottery_name: LOTTERIES[lottery].name,
    name: prize.name,
    icon: prizeIconUrl(prize.glyph, prize.id),
    won_at: at,
  });
  state.won.set(user.uid, mine);
}

/** Starting dragon eggs of the test users: enough for the small items, not the car. */
const STARTING_EGGS = 24;

export const lotteriesArea = defineArea<LotteriesState>({
  name: 'lotteries',
  promotions: LOTTERY_PROMOTIONS.map((x) => x.seed),
  seed: ({ clock, rng }) => {
    const state: LotteriesState = {
      promotions: new Map(),
      stock: new Map(),
      jackpot: new Map(),
      winners: new Map(),
      won: new Map(),
      eggs: new Map(SIGNED_IN_USERS.map((u) => [u.uid, STARTING_EGGS])),
      nextKey: 1,
    };
    const nowMs = clock.now();
    const now = Math.floor(nowMs / 1000);
    for (const { lottery, seed } of LOTTERY_PROMOTIONS) {
      const { begin_time, end_time } = makePromotion(seed, nowMs);
      state.promotions.set(seed.id, { lottery, begin_time, end_time });
      if (lottery === 'music-jackpot')
        state.jackpot.set(seed.id, JACKPOT_SEED + rng.int(40, 400) * JACKPOT_PER_DRAW);
      if (now < begin_time) continue;
      // The crowd's draws so far, oldest first, minutes to hours apart; the first signed-in
      // users won a few too, so "My prizes" has something to show.
      let at = Math.min(now, end_time) - 30 * 3600;
      for (let i = 0; i < 16; i++) {
        at += rng.int(600, 6000);
        const prize = drawFrom(rng, LOTTERIES[lottery].prizes, stockOf(state, seed.id));
        if (!prize) break;
        const user = i % 5 === 0 ? (SIGNED_IN_USERS[(i / 5) % 2] ?? null) : null;
        recordWin(state, seed.id, lottery, user, user?.stage_name ?? rng.pick(CROWD).stage_name, prize, at);
      }
    }
    return state;
  },
  handlers: [
    on(getLotteryInfo, ({ state, user }, p) => {
      const lottery = str(p.lottery);
      if (!isLotteryId(lottery)) return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
      const { promotionId } = findPromotion(state, p.promotion_id, lottery);
      const def = LOTTERIES[lottery];
      const left = stockOf(state, promotionId);
      const odds = chances(def.prizes, left);
      return {
        lottery,
        cost: def.cost,
        pool: def.prizes.map((x) => ({
          id: x.id,
          name: x.name,
          icon: prizeIconUrl(x.glyph, x.id),
          chance: odds.get(x.id) ?? 0,
          stock: left(x),
          ...(x.jackpot ? { jackpot: true } : {}),
        })),
        winners: state.winners.get(promotionId) ?? [],
        jackpot:
          lottery === 'music-jackpot'
            ? { amount: state.jackpot.get(promotionId) ?? JACKPOT_SEED, per_draw: JACKPOT_PER_DRAW }
            : null,
        dragon_eggs: lottery === 'dragon-egg' && user ? (state.eggs.get(user.uid) ?? 0) : null,
      };
    }),

    on(drawLottery, (ctx, p) => {
      const { state, clock, rng } = ctx;
      const user = ctx.requireUser();
      const lottery = str(p.lottery);
      if (!isLotteryId(lottery)) return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
      const { promotionId, begin_time, end_time } = findPromotion(state, p.promotion_id, lottery);
      const now = Math.floor(clock.now() / 1000);
      if (now < begin_time) fail(NOT_OPEN.code, NOT_OPEN.msg);
      if (now >= end_time) fail(ENDED.code, ENDED.msg);
      const def = LOTTERIES[lottery];
      const golds = goldsWallet(ctx);
      const balance = golds.get(user.uid) ?? 0;
      // Sold out is said before the balance: no recharge can buy a prize that is not there.
      const prize = drawFrom(rng, def.prizes, stockOf(state, promotionId));
      if (!prize) return fail(SOLD_OUT.code, SOLD_OUT.msg);
      if (balance < def.cost) fail(NOT_ENOUGH_GOLDS.code, NOT_ENOUGH_GOLDS.msg);

      state.stock.set(stockKey(promotionId, prize.id), stockOf(state, promotionId)(prize) - 1);
      let goldsWon = prize.golds ?? 0;
      if (lottery === 'music-jackpot') {
        const next = jackpotAfterDraw(state.jackpot.get(promotionId) ?? JACKPOT_SEED, !!prize.jackpot);
        state.jackpot.set(promotionId, next.pool);
        goldsWon += next.paid;
      }
      if (prize.eggs) state.eggs.set(user.uid, (state.eggs.get(user.uid) ?? 0) + prize.eggs);
      const after = balance - def.cost + goldsWon;
      golds.set(user.uid, after);
      recordWin(state, promotionId, lottery, user, user.stage_name, prize, now);
      return {
        prizes: [{ id: prize.id, name: prize.name, icon: prizeIconUrl(prize.glyph, prize.id) }],
        cost: def.cost,
        golds: after,
        golds_won: goldsWon,
      };
    }),

    // Newest first across every lottery: the seeded wins of several lotteries interleave in time.
    on(getMyPrizes, ({ state, requireUser }, p) =>
      pageOf(
        [...(state.won.get(requireUser().uid) ?? [])].sort((a, b) => b.won_at - a.won_at),
        p,
        { size: 20 },
      ),
    ),

    on(getDragonEggShop, ({ state, requireUser }, p): Localizable<DragonEggShop> => {
      const user = requireUser();
      const { promotionId } = findPromotion(state, p.promotion_id, 'dragon-egg');
      const left = stockOf(state, promotionId);
      return {
        eggs: state.eggs.get(user.uid) ?? 0,
        items: DRAGON_SHOP.map((x) => ({
          id: x.id,
          name: x.name,
          icon: prizeIconUrl(x.glyph, x.id),
          price: x.price,
          stock: left(x),
        })),
      };
    }),

    on(exchangeDragonEggs, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      const { promotionId, end_time } = findPromotion(state, p.promotion_id, 'dragon-egg');
      if (Math.floor(clock.now() / 1000) >= end_time) fail(ENDED.code, ENDED.msg);
      const it = DRAGON_SHOP.find((x) => x.id === int(p.item_id));
      if (!it) return fail(NO_SUCH_ITEM.code, NO_SUCH_ITEM.msg);
      const left = stockOf(state, promotionId)(it);
      if (left <= 0) fail(ITEM_GONE.code, ITEM_GONE.msg);
      const eggs = state.eggs.get(user.uid) ?? 0;
      if (eggs < it.price) fail(NOT_ENOUGH_EGGS.code, NOT_ENOUGH_EGGS.msg);
      state.eggs.set(user.uid, eggs - it.price);
      state.stock.set(stockKey(promotionId, it.id), left - 1);
      return {
        item: { id: it.id, name: it.name, icon: prizeIconUrl(it.glyph, it.id) },
        eggs: eggs - it.price,
      };
    }),
  ],
  raw: [
    artRoute(`${HOST_PREFIX.static}/lotteries/{file}`, (file) => {
      const m = /^([a-z]+)-(\d+)\.svg$/.exec(file);
      if (!m) return null;
      const id = Number(m[2]);
      const all = [...Object.values(LOTTERIES).flatMap((l) => l.prizes), ...DRAGON_SHOP];
      const x = all.find((y) => y.id === id && y.glyph === m[1]);
      return x ? iconSvg(x.glyph, x.color) : null;
    }),
  ],
  switches: {
    /** Sets what is left of every prize of a promotion's pool: `{ promotion_id, stock }`. */
    stock(state, body) {
      const id = str(body.promotion_id) ?? '';
      const left = int(body.stock);
      const found = state.promotions.get(id);
      if (!found || left === undefined || left < 0) throw new Error('promotion_id and stock >= 0 needed');
      for (const x of LOTTERIES[found.lottery].prizes) state.stock.set(stockKey(id, x.id), left);
      return { promotion_id: id, stock: left };
    },
    /** Sets a user's dragon eggs: `{ uid, eggs }`. */
    eggs(state, body) {
      const uid = int(body.uid);
      const eggs = int(body.eggs);
      if (uid === undefined || eggs === undefined || eggs < 0) throw new Error('uid and eggs >= 0 needed');
      state.eggs.set(uid, eggs);
      return { uid, eggs };
    },
  },
});
