// Tasks and sign-ups (campaigns/tasks): tasks whose day and week follow the sandbox clock, each
// reward claimed once, a seven-day check-in, a sign-up and a pre-heat choice made once, and
// special-ID bids that hold golds from the user's one wallet (luckyEgg's, read by GET /user/golds).

import { NOT_ENOUGH_GOLDS_CODE } from '@h5/core-api/contracts/luckyEgg';
import {
  ALREADY_DONE_CODE,
  BID_TOO_LOW_CODE,
  bidCharge,
  checkIn,
  choosePreheat,
  claimTask,
  getPreheat,
  getSidLots,
  getSignUp,
  getTaskBoard,
  minimumBid,
  NOT_DONE_CODE,
  placeSidBid,
  type SidLot,
  signUp,
  type TaskGroupKey,
} from '@h5/core-api/contracts/tasks';
import { defineArea, fail, type HandlerContext, HOST_PREFIX, int, on, str } from '../../area.ts';
import { artRoute, type GlyphName, glyphArt } from '../../kit/art.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import { makePromotion } from '../../promotions.ts';
import { CROWD } from '../../users.ts';
import { goldsWallet } from '../luckyEgg.ts';

const DAY = 86_400;
const l = (en: string, ar: string) => localized({ en, ar });

const NO_SUCH_PROMOTION = {
  code: 404,
  msg: l('This promotion does not exist', 'هذا العرض غير موجود'),
};
export const ALREADY_CLAIMED = {
  code: ALREADY_DONE_CODE,
  msg: l('This reward was already claimed.', 'تمت المطالبة بهذه المكافأة من قبل.'),
};
export const NOT_DONE = {
  code: NOT_DONE_CODE,
  msg: l('Finish the task first, then claim its reward.', 'أكمل المهمة أولًا، ثم اطلب مكافأتها.'),
};
export const CHECKED_IN = {
  code: ALREADY_DONE_CODE,
  msg: l('You have already checked in today.', 'لقد سجّلت حضورك اليوم بالفعل.'),
};
const ALREADY_SIGNED_UP = {
  code: ALREADY_DONE_CODE,
  msg: l('You have already signed up.', 'لقد سجّلت بالفعل.'),
};
const ALREADY_CHOSEN = {
  code: ALREADY_DONE_CODE,
  msg: l('You have already made your choice.', 'لقد اخترت بالفعل.'),
};
const BAD_CHOICE = {
  code: 400,
  msg: l('Please choose one of the options.', 'يرجى اختيار أحد الخيارات.'),
};
const ENDED = { code: 4102, msg: l('This campaign has ended.', 'انتهت هذه الحملة.') };
export const BID_TOO_LOW = {
  code: BID_TOO_LOW_CODE,
  msg: l(
    'Your bid is below the lowest bid this ID takes now.',
    'عرضك أقل من أدنى عرض يقبله هذا المعرّف الآن.',
  ),
};
const NOT_ENOUGH_GOLDS = {
  code: NOT_ENOUGH_GOLDS_CODE,
  msg: l('Not enough golds for this bid.', 'لا يوجد ذهب كافٍ لهذا العرض.'),
};

// ---- promotions ----

const TASK_PROMOTIONS = [
  {
    id: '3201',
    title: l('Daily Benefit', 'المكافأة اليومية'),
    startsInDays: -3,
    endsInDays: 25,
    page: '/v/daily-benefit',
  },
  {
    id: '3202',
    title: l('Task Center', 'مركز المهام'),
    startsInDays: -10,
    endsInDays: 50,
    page: '/v/task-system/index',
  },
  {
    id: '3203',
    title: l('Voice of the Year: sign-up', 'صوت العام: التسجيل'),
    startsInDays: -1,
    endsInDays: 6,
    page: '/v/sign-up',
  },
  {
    id: '3204',
    title: l('Choose the next theme', 'اختر الموضوع القادم'),
    startsInDays: -1,
    endsInDays: 4,
    page: '/v/choose-preheat',
  },
  {
    id: '3205',
    title: l('Special ID auction', 'مزاد المعرّفات المميزة'),
    startsInDays: -1,
    endsInDays: 3,
    page: '/v/sid-bid',
  },
  {
    id: '3206',
    title: l('Special ID auction (ended)', 'مزاد المعرّفات المميزة (انتهى)'),
    startsInDays: -9,
    endsInDays: -2,
    page: '/v/sid-bid',
  },
];

// ---- tasks ----

interface TaskDef {
  id: string;
  group: TaskGroupKey;
  title: Localized;
  target: number;
  golds: number;
  screen: string | null;
}

const task = (
  id: string,
  group: TaskGroupKey,
  en: string,
  ar: string,
  target: number,
  golds: number,
  screen: string | null,
): TaskDef => ({
  id,
  group,
  title: l(en, ar),
  target,
  golds,
  screen,
});

const TASKS: readonly TaskDef[] = [
  task('sing-1', 'daily', 'Sing one song', 'غنِّ أغنية واحدة', 1, 10, 'sing'),
  task('listen-5', 'daily', 'Listen to 5 recordings', 'استمع إلى 5 تسجيلات', 5, 10, 'feed'),
  task('gift-1', 'daily', 'Send a gift in a party room', 'أرسل هدية في غرفة حفلة', 1, 20, 'party'),
  task('live-30', 'weekly', 'Go live for 30 minutes', 'ابدأ بثًا مباشرًا لمدة 30 دقيقة', 30, 80, 'live'),
  task('share-3', 'weekly', 'Share 3 recordings', 'شارك 3 تسجيلات', 3, 50, 'share'),
  task('duet-1', 'growth', 'Sing your first duet', 'غنِّ أول دويتو لك', 1, 100, 'duet'),
  task('follow-10', 'growth', 'Follow 10 singers', 'تابع 10 مغنين', 10, 60, null),
];

const GROUP_TITLES: Record<TaskGroupKey, Localized> = {
  daily: l('Daily tasks', 'المهام اليومية'),
  weekly: l('Weekly tasks', 'المهام الأسبوعية'),
  growth: l('Growth tasks', 'مهام النمو'),
};

/** Golds of each check-in day: the seventh pays most. */
export const CHECK_IN_GOLDS = [5, 5, 10, 10, 15, 20, 50];

/** The period a task's claim belongs to: the day, the week since the start, or once for good. */
export function periodOf(group: TaskGroupKey, day: number): string {
  if (group === 'daily') return `d${day}`;
  if (group === 'weekly') return `w${Math.floor(day / 7)}`;
  return 'once';
}

/** Seeded progress: every user's own, varying by day, some tasks done, some not. */
function progressOf(uid: number, t: TaskDef, day: number): number {
  const spin = (uid * 31 + t.id.length * 7 + (t.group === 'growth' ? 0 : day) * 13) % (t.target + 2);
  return Math.min(t.target, t.id === 'sing-1' ? t.target : spin);
}

const goldIcon = `${HOST_PREFIX.static}/tasks/gold.svg`;
const goldsReward = (amount: number) => ({ icon: goldIcon, amount, name: l('Golds', 'ذهب') });

// ---- sign-up, pre-heat, bids ----

const CATEGORIES = [
  {
    id: 1,
    name: l('Solo singers', 'المغنون المنفردون'),
    description: l('One voice, one song.', 'صوت واحد وأغنية واحدة.'),
  },
  { id: 2, name: l('Duets', 'الدويتو'), description: l('Two voices together.', 'صوتان معًا.') },
  {
    id: 3,
    name: l('Live hosts', 'مقدمو البث المباشر'),
    description: l('Sing live to your room.', 'غنِّ مباشرة لغرفتك.'),
  },
];

/** The pre-heat's themes, each with an icon of what it is on a colour of its own. */
const OPTIONS: Array<{
  id: number;
  name: ReturnType<typeof l>;
  glyph: GlyphName;
  color: string;
  votes: number;
}> = [
  { id: 1, name: l('Love songs', 'أغاني الحب'), glyph: 'heart', color: '#e5486b', votes: 1240 },
  { id: 2, name: l('Bollywood hits', 'أغاني بوليوود'), glyph: 'film', color: '#f2b230', votes: 1890 },
  { id: 3, name: l('Arabic classics', 'الكلاسيكيات العربية'), glyph: 'drum', color: '#2bb5a0', votes: 1570 },
  { id: 4, name: l('K-pop', 'كيه-بوب'), glyph: 'sparkles', color: '#5b7cfa', votes: 980 },
];

interface Lot {
  sid: string;
  start_price: number;
  step: number;
  top: { uid: number; name: string; amount: number } | null;
}

export interface TasksState {
  begin: Map<string, { begin_time: number; end_time: number }>;
  /** `<uid>:<promotion>:<task>:<period>` claimed. */
  claimed: Set<string>;
  /** `<uid>:<promotion>:<day>` checked in. */
  checkedIn: Set<string>;
  signedUp: Map<string, number>;
  entrants: Map<string, number>;
  chosen: Map<string, number>;
  votes: Map<string, number>;
  lots: Map<string, Lot[]>;
  /** `<uid>:<promotion>:<sid>` -> the user's standing bid. */
  bids: Map<string, number>;
}

function promotionOf(ctx: HandlerContext<TasksState>, id: unknown) {
  const promotionId = str(id) ?? '';
  const found = ctx.state.begin.get(promotionId);
  if (!found) return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
  const now = Math.floor(ctx.clock.now() / 1000);
  return { promotionId, ...found, now, day: Math.max(0, Math.floor((now - found.begin_time) / DAY)) };
}

function lotView(state: TasksState, uid: number | null, promotionId: string, lot: Lot): SidLot {
  return {
    sid: lot.sid,
    start_price: lot.start_price,
    step: lot.step,
    top_bid: lot.top?.amount ?? null,
    top_bidder: lot.top?.name ?? null,
    my_bid: uid === null ? null : (state.bids.get(`${uid}:${promotionId}:${lot.sid}`) ?? null),
  };
}

export const tasksArea = defineArea<TasksState>({
  name: 'tasks',
  promotions: TASK_PROMOTIONS,
  seed: ({ clock, rng }) => {
    const state: TasksState = {
      begin: new Map(),
      claimed: new Set(),
      checkedIn: new Set(),
      signedUp: new Map(),
      entrants: new Map([['3203', 3120]]),
      chosen: new Map(),
      votes: new Map(OPTIONS.map((o) => [`3204:${o.id}`, o.votes])),
      lots: new Map(),
      bids: new Map(),
    };
    for (const seed of TASK_PROMOTIONS) {
      const { begin_time, end_time } = makePromotion(seed, clock.now());
      state.begin.set(seed.id, { begin_time, end_time });
    }
    for (const id of ['3205', '3206']) {
      const lots: Lot[] = ['888888', '520520', '100000', '666999'].map((sid, i) => {
        const bidder = rng.pick(CROWD);
        return {
          sid,
          start_price: 500 + i * 250,
          step: 50,
          top: i === 3 ? null : { uid: bidder.uid, name: bidder.stage_name, amount: 900 + i * 400 },
        };
      });
      state.lots.set(id, lots);
    }
    return state;
  },
  handlers: [
    on(getTaskBoard, (ctx, p) => {
      const user = ctx.requireUser();
      const { promotionId, day } = promotionOf(ctx, p.promotion_id);
      const groups = (['daily', 'weekly', 'growth'] as const).map((key) => ({
        key,
        title: GROUP_TITLES[key],
        tasks: TASKS.filter((t) => t.group === key).map((t) => ({
          id: t.id,
          title: t.title,
          reward: goldsReward(t.golds),
          done: progressOf(user.uid, t, day),
          target: t.target,
          claimed: ctx.state.claimed.has(`${user.uid}:${promotionId}:${t.id}:${periodOf(t.group, day)}`),
          screen: t.screen,
        })),
      }));
      const weekStart = day - (day % 7);
      return {
        groups,
        check_in: {
          today: day % 7,
          days: CHECK_IN_GOLDS.map((golds, i) => ({
            reward: goldsReward(golds),
            claimed: ctx.state.checkedIn.has(`${user.uid}:${promotionId}:${weekStart + i}`),
          })),
        },
      };
    }),

    on(claimTask, (ctx, p) => {
      const user = ctx.requireUser();
      const { promotionId, day, now, end_time } = promotionOf(ctx, p.promotion_id);
      if (now >= end_time) fail(ENDED.code, ENDED.msg);
      const t = TASKS.find((x) => x.id === str(p.task_id));
      if (!t) return fail(NOT_DONE.code, NOT_DONE.msg);
      const key = `${user.uid}:${promotionId}:${t.id}:${periodOf(t.group, day)}`;
      if (ctx.state.claimed.has(key)) fail(ALREADY_CLAIMED.code, ALREADY_CLAIMED.msg);
      if (progressOf(user.uid, t, day) < t.target) fail(NOT_DONE.code, NOT_DONE.msg);
      ctx.state.claimed.add(key);
      const golds = goldsWallet(ctx);
      golds.set(user.uid, (golds.get(user.uid) ?? 0) + t.golds);
      return { golds: golds.get(user.uid) ?? 0 };
    }),

    on(checkIn, (ctx, p) => {
      const user = ctx.requireUser();
      const { promotionId, day, now, end_time } = promotionOf(ctx, p.promotion_id);
      if (now >= end_time) fail(ENDED.code, ENDED.msg);
      const key = `${user.uid}:${promotionId}:${day}`;
      if (ctx.state.checkedIn.has(key)) fail(CHECKED_IN.code, CHECKED_IN.msg);
      ctx.state.checkedIn.add(key);
      const golds = goldsWallet(ctx);
      golds.set(user.uid, (golds.get(user.uid) ?? 0) + (CHECK_IN_GOLDS[day % 7] ?? 0));
      return { golds: golds.get(user.uid) ?? 0 };
    }),

    on(getSignUp, (ctx, p) => {
      const { promotionId } = promotionOf(ctx, p.promotion_id);
      const uid = ctx.user?.uid;
      return {
        signed_up: uid === undefined ? null : (ctx.state.signedUp.get(`${uid}:${promotionId}`) ?? null),
        entrants: ctx.state.entrants.get(promotionId) ?? 0,
        categories: CATEGORIES,
      };
    }),

    on(signUp, (ctx, p) => {
      const user = ctx.requireUser();
      const { promotionId, now, end_time } = promotionOf(ctx, p.promotion_id);
      if (now >= end_time) fail(ENDED.code, ENDED.msg);
      const category = CATEGORIES.find((c) => c.id === int(p.category_id));
      if (!category) return fail(BAD_CHOICE.code, BAD_CHOICE.msg);
      const key = `${user.uid}:${promotionId}`;
      if (ctx.state.signedUp.has(key)) fail(ALREADY_SIGNED_UP.code, ALREADY_SIGNED_UP.msg);
      ctx.state.signedUp.set(key, category.id);
      ctx.state.entrants.set(promotionId, (ctx.state.entrants.get(promotionId) ?? 0) + 1);
      return {
        signed_up: category.id,
        entrants: ctx.state.entrants.get(promotionId) ?? 0,
        categories: CATEGORIES,
      };
    }),

    on(getPreheat, (ctx, p) => {
      const { promotionId } = promotionOf(ctx, p.promotion_id);
      return preheatView(ctx, promotionId);
    }),

    on(choosePreheat, (ctx, p) => {
      const user = ctx.requireUser();
      const { promotionId, now, end_time } = promotionOf(ctx, p.promotion_id);
      if (now >= end_time) fail(ENDED.code, ENDED.msg);
      const option = OPTIONS.find((o) => o.id === int(p.option_id));
      if (!option) return fail(BAD_CHOICE.code, BAD_CHOICE.msg);
      const key = `${user.uid}:${promotionId}`;
      if (ctx.state.chosen.has(key)) fail(ALREADY_CHOSEN.code, ALREADY_CHOSEN.msg);
      ctx.state.chosen.set(key, option.id);
      const votes = `${promotionId}:${option.id}`;
      ctx.state.votes.set(votes, (ctx.state.votes.get(votes) ?? 0) + 1);
      return preheatView(ctx, promotionId);
    }),

    on(getSidLots, (ctx, p) => {
      const { promotionId } = promotionOf(ctx, p.promotion_id);
      const lots = ctx.state.lots.get(promotionId) ?? [];
      return { lots: lots.map((x) => lotView(ctx.state, ctx.user?.uid ?? null, promotionId, x)) };
    }),

    on(placeSidBid, (ctx, p) => {
      const user = ctx.requireUser();
      const { promotionId, now, end_time } = promotionOf(ctx, p.promotion_id);
      if (now >= end_time) fail(ENDED.code, ENDED.msg);
      const lot = (ctx.state.lots.get(promotionId) ?? []).find((x) => x.sid === str(p.sid));
      if (!lot) return fail(BAD_CHOICE.code, BAD_CHOICE.msg);
      const amount = int(p.amount);
      const view = lotView(ctx.state, user.uid, promotionId, lot);
      if (amount === undefined || amount < minimumBid(view)) return fail(BID_TOO_LOW.code, BID_TOO_LOW.msg);
      const charge = bidCharge(view, amount);
      const golds = goldsWallet(ctx);
      const balance = golds.get(user.uid) ?? 0;
      if (balance < charge) fail(NOT_ENOUGH_GOLDS.code, NOT_ENOUGH_GOLDS.msg);
      // The one outbid gets their held golds back.
      if (lot.top && lot.top.uid !== user.uid) {
        const outbid = `${lot.top.uid}:${promotionId}:${lot.sid}`;
        const held = ctx.state.bids.get(outbid);
        if (held !== undefined) {
          golds.set(lot.top.uid, (golds.get(lot.top.uid) ?? 0) + held);
          ctx.state.bids.delete(outbid);
        }
      }
      golds.set(user.uid, balance - charge);
      ctx.state.bids.set(`${user.uid}:${promotionId}:${lot.sid}`, amount);
      lot.top = { uid: user.uid, name: user.stage_name, amount };
      return {
        lot: lotView(ctx.state, user.uid, promotionId, lot),
        golds: balance - charge,
        charged: charge,
      };
    }),
  ],
  raw: [
    artRoute(`${HOST_PREFIX.static}/tasks/{file}`, (file) => {
      if (file === 'gold.svg') return glyphArt('coin', '#f2b230');
      const m = /^theme-(\d+)\.svg$/.exec(file);
      const o = m ? OPTIONS.find((x) => x.id === Number(m[1])) : undefined;
      return o ? glyphArt(o.glyph, o.color) : null;
    }),
  ],
});

function preheatView(ctx: HandlerContext<TasksState>, promotionId: string) {
  const uid = ctx.user?.uid;
  return {
    options: OPTIONS.map((o) => ({
      id: o.id,
      name: o.name,
      icon: `${HOST_PREFIX.static}/tasks/theme-${o.id}.svg`,
      votes: ctx.state.votes.get(`${promotionId}:${o.id}`) ?? o.votes,
    })),
    my_choice: uid === undefined ? null : (ctx.state.chosen.get(`${uid}:${promotionId}`) ?? null),
  };
}
