// Spec 7 "Bet game" (area ssc): the blind-box encirclement game. A real engine on the sandbox
// clock: rounds of ROUND_MS follow each other from a fixed epoch, bets are accepted until the
// round ends, and every round's box is drawn from the area seed and the round number, so a
// result never changes once drawn and an e2e run with a set seed and clock is repeatable.
// Settlement is lazy: a player's finished rounds are paid on their next request, which is the
// same to them as a server that settles on the stroke of the round.

import {
  SSC_ENCIRCLEMENT_PROMOTION_ID,
  type SscBet,
  type SscBkInfo,
  type SscDrawn,
  type SscOption,
  type SscRankUser,
  type SscRound,
  type SscStrategy,
  type SscT1Info,
  type SscUserSeasonState,
  sscActivityUserList,
  sscActivityUserTop,
  sscBet,
  sscEncirclementInfo,
  sscFinalResult,
  sscGetStrategy,
  sscIndex,
  sscIsTransferToGo,
  sscLuckyResult,
  sscMyRecord,
  sscRank,
  sscRechargeExperiment,
  sscRecords,
  sscRefresh,
  sscResult,
  sscSaveStrategy,
  sscUpdateSwitchStatus,
  webGameConfirmAge,
  webGameIsPopupAgeConfirm,
  webGameMultiLiveStatus,
} from '@h5/core-api/contracts/ssc';
import { defineArea, fail, type HandlerContext, int, on } from '../area.ts';
import type { SandboxClock } from '../clock.ts';
import { createRandom } from '../random.ts';
import { CROWD, type SandboxUser, userByUid } from '../users.ts';

// ---- rules of the game ----

export const ROUND_MS = 30_000;
/** Rounds of a season; the season's lucky rounds are 11 to 30 (spec 9). */
export const SEASON_ROUNDS = 40;
/** Rounds after a season in which its final result is shown before the next one starts. */
export const BREAK_ROUNDS = 5;
const CYCLE = SEASON_ROUNDS + BREAK_ROUNDS;
export const LUCKY_FIRST_ROUND = 11;
export const LUCKY_LAST_ROUND = 30;
/** Round 0 starts here; fixed so round ids and codes do not depend on when the sandbox started. */
export const EPOCH_MS = Date.UTC(2026, 0, 1);
export const START_BALANCE = 5000;
export const MAX_BET = 100_000;
export const CHIPS = [10, 50, 100, 500];
const HISTORY_ROUNDS = 200;
const PAGE_SIZE = 20;
const FINAL_REWARDS = [5000, 3000, 2000, 1000, 1000, 1000, 800, 800, 800, 800];

export const OPTIONS: SscOption[] = [
  { bet_id: 1, name: 'Bear', odds: 5 },
  { bet_id: 2, name: 'Cat', odds: 5 },
  { bet_id: 3, name: 'Rabbit', odds: 5 },
  { bet_id: 4, name: 'Panda', odds: 5 },
  { bet_id: 5, name: 'Fox', odds: 10 },
  { bet_id: 6, name: 'Lion', odds: 15 },
  { bet_id: 7, name: 'Dragon', odds: 25 },
  { bet_id: 8, name: 'Unicorn', odds: 45 },
];
/** Draw weights: each box returns a little under its stake on average, as a house game does. */
const WEIGHTS = [180, 180, 180, 180, 90, 60, 36, 20];
const TOTAL_WEIGHT = WEIGHTS.reduce((a, b) => a + b, 0);

export const MESSAGES = {
  notYourself: 'You can only bet for yourself.',
  badBox: 'Please choose a blind box.',
  badAmount: 'Bets must be whole numbers of at least 1.',
  tooMuch: `A single bet can be at most ${MAX_BET}.`,
  roundClosed: 'This round has closed. Please bet in the next round.',
  ageFirst: 'Please confirm your age before betting.',
  balance: 'Not enough balance.',
  upgrading: 'The game is being upgraded. Please come back later.',
  notDrawn: 'This round has not been drawn yet.',
  noLucky: 'This round has no lucky reward.',
  seasonOn: 'The season has not ended yet.',
  badSwitch: 'Invalid switch value.',
  badStrategy: 'Choose at least one blind box and a whole amount.',
  badRound: 'Unknown round.',
} as const;

// ---- state ----

interface Player {
  balance: number;
  /** round id -> bet_id -> amount */
  bets: Map<number, Map<number, number>>;
  /** round id -> paid win, for the rounds already settled */
  wins: Map<number, number>;
  luckyPaid: Set<number>;
  finalPaid: Set<number>;
  strategy: SscStrategy | null;
  age: 'yes' | 'no' | null;
  t1Switch: 0 | 1;
  rechargeTotal: number;
  liveStatus: 0 | 1;
}

export interface SscState {
  seed: number;
  /** The first round of season 1. */
  seasonZero: number;
  luckyDelayMs: number;
  finalDelayMs: number;
  /** Reads of lucky/final results still answered "not sent": the reward job running behind. */
  holdLuckyReads: number;
  holdFinalReads: number;
  transferToGo: boolean;
  players: Map<number, Player>;
}

/** Users who answered the age question before the sandbox started. */
const AGE_CONFIRMED = new Set([1001, 1002, 1005]);

function player(state: SscState, uid: number): Player {
  let p = state.players.get(uid);
  if (!p) {
    p = {
      balance: START_BALANCE,
      bets: new Map(),
      wins: new Map(),
      luckyPaid: new Set(),
      finalPaid: new Set(),
      strategy: null,
      age: AGE_CONFIRMED.has(uid) ? 'yes' : null,
      t1Switch: 1,
      rechargeTotal: (uid % 7) * 1500 + 2000,
      liveStatus: 0,
    };
    state.players.set(uid, p);
  }
  return p;
}

// ---- time ----

export function roundAt(ms: number): number {
  return Math.floor((ms - EPOCH_MS) / ROUND_MS);
}

export function roundStart(n: number): number {
  return EPOCH_MS + n * ROUND_MS;
}

export function roundEnd(n: number): number {
  return roundStart(n + 1);
}

/** `YYYYMMDD-NNNN`: the day (UTC) and the round's number within it. */
export function roundCode(n: number): string {
  const start = new Date(roundStart(n));
  const day = start.toISOString().slice(0, 10).replaceAll('-', '');
  const perDay = 86_400_000 / ROUND_MS;
  const inDay = (((n % perDay) + perDay) % perDay) + 1;
  return `${day}-${String(inDay).padStart(4, '0')}`;
}

function round(n: number): SscRound {
  return { round_id: n, code: roundCode(n), start_time: roundStart(n), end_time: roundEnd(n) };
}

/** Seasons count from `zero`, the first round of season 1 (when the promotion began). */
export function seasonOf(n: number, zero: number): { season: number; pos: number } {
  const k = n - zero;
  return { season: Math.floor(k / CYCLE) + 1, pos: (((k % CYCLE) + CYCLE) % CYCLE) + 1 };
}

export function seasonRoundId(season: number, pos: number, zero: number): number {
  return zero + (season - 1) * CYCLE + pos - 1;
}

// ---- draws ----

function rngFor(seed: number, n: number, salt: number) {
  const r = createRandom((seed ^ Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0);
  r.next();
  return r;
}

/** The box drawn for round n: fixed by the seed, so every reader sees the same result. */
export function drawResult(seed: number, n: number): number {
  let x = rngFor(seed, n, 1).next() * TOTAL_WEIGHT;
  for (let i = 0; i < WEIGHTS.length; i++) {
    x -= WEIGHTS[i]!;
    if (x < 0) return OPTIONS[i]!.bet_id;
  }
  return OPTIONS[OPTIONS.length - 1]!.bet_id;
}

function oddsOf(betId: number): number {
  return OPTIONS.find((o) => o.bet_id === betId)?.odds ?? 0;
}

function nameOf(betId: number): string {
  return OPTIONS.find((o) => o.bet_id === betId)?.name ?? '';
}

function drawn(state: SscState, n: number): SscDrawn {
  const result = drawResult(state.seed, n);
  return { round_id: n, code: roundCode(n), result, result_name: nameOf(result) };
}

// ---- settlement ----

function winOf(state: SscState, n: number, bets: Map<number, number>): number {
  const result = drawResult(state.seed, n);
  return (bets.get(result) ?? 0) * oddsOf(result);
}

/** Pays every finished round, lucky reward and final reward the player is owed. */
function settle(state: SscState, uid: number, now: number) {
  const p = player(state, uid);
  for (const [n, bets] of p.bets) {
    if (p.wins.has(n) || roundEnd(n) > now) continue;
    const win = winOf(state, n, bets);
    p.wins.set(n, win);
    p.balance += win;
  }
  for (const n of p.bets.keys()) {
    const { season, pos } = seasonOf(n, state.seasonZero);
    if (pos >= LUCKY_FIRST_ROUND && pos <= LUCKY_LAST_ROUND && !p.luckyPaid.has(n)) {
      if (luckySent(state, n, now)) {
        p.luckyPaid.add(n);
        p.balance += luckyList(state, season, pos).find((u) => u.uid === uid)?.reward ?? 0;
      }
    }
    if (!p.finalPaid.has(season) && finalSent(state, season, now)) {
      p.finalPaid.add(season);
      p.balance += finalReward(state, season, uid, now)?.reward ?? 0;
    }
  }
}

function myBets(p: Player, n: number): SscBet[] {
  return [...(p.bets.get(n) ?? new Map<number, number>())]
    .map(([bet_id, amount]) => ({ bet_id, amount }))
    .sort((a, b) => a.bet_id - b.bet_id);
}

// ---- encirclement ----

/** A player's path through a season up to round `uptoPos`: promoted on a win, out on a loss. */
function seasonPath(state: SscState, p: Player, season: number, uptoPos: number) {
  let st: SscUserSeasonState = 'none';
  let promoted = 0;
  let score = 0;
  const steps: Array<{ pos: number; before: SscUserSeasonState; won: boolean }> = [];
  for (let pos = 1; pos <= Math.min(uptoPos, SEASON_ROUNDS); pos++) {
    const n = seasonRoundId(season, pos, state.seasonZero);
    const bets = p.bets.get(n);
    if (!bets) continue;
    const win = winOf(state, n, bets);
    const before: SscUserSeasonState = st;
    if (win > 0) {
      st = before === 'out' ? 'reborn' : 'alive';
      promoted += 1;
      score += win;
    } else {
      st = 'out';
    }
    steps.push({ pos, before, won: win > 0 });
  }
  return { state: st, promoted, score, steps };
}

/** The crowd's share of a round: a field that thins out as the season goes on. */
function crowdPromotions(state: SscState, season: number, pos: number) {
  const r = rngFor(state.seed, seasonRoundId(season, pos, state.seasonZero), 7);
  const field = Math.max(40, 900 - pos * 18 + r.int(0, 80));
  return { normal: Math.floor(field * 0.22), reborn: Math.floor(field * 0.04) + r.int(0, 6) };
}

function bkInfo(state: SscState, uid: number, now: number): SscBkInfo {
  const n = roundAt(now);
  const { season, pos } = seasonOf(n, state.seasonZero);
  const during = pos <= SEASON_ROUNDS;
  // The last drawn round of this season: the one before the current, or the last once it ended.
  const lastPos = during ? pos - 1 : SEASON_ROUNDS;
  let normal = 0;
  let reborn = 0;
  if (lastPos >= 1) {
    const crowd = crowdPromotions(state, season, lastPos);
    normal = crowd.normal;
    reborn = crowd.reborn;
    for (const p of state.players.values()) {
      const step = seasonPath(state, p, season, lastPos).steps.find((s) => s.pos === lastPos);
      if (step?.won) {
        if (step.before === 'out') reborn += 1;
        else normal += 1;
      }
    }
  }
  const mine = seasonPath(state, player(state, uid), season, lastPos);
  return {
    mode_config: { round_seconds: ROUND_MS / 1000, season_rounds: SEASON_ROUNDS },
    normal_promote_user_num: normal,
    reborn_promote_user_num: reborn,
    season_state: { season, round: Math.min(pos, SEASON_ROUNDS) },
    user_season_state: { state: mine.state, promoted_rounds: mine.promoted, score: mine.score },
    season_status: during ? 'during' : 'end',
  };
}

function luckySent(state: SscState, n: number, now: number): boolean {
  return now >= roundEnd(n) + state.luckyDelayMs && state.holdLuckyReads === 0;
}

function finalSent(state: SscState, season: number, now: number): boolean {
  return (
    now >= roundEnd(seasonRoundId(season, SEASON_ROUNDS, state.seasonZero)) + state.finalDelayMs &&
    state.holdFinalReads === 0
  );
}

/** Winners of the round first (they were in it), then three of the crowd; at most five. */
function luckyList(state: SscState, season: number, pos: number) {
  const n = seasonRoundId(season, pos, state.seasonZero);
  const r = rngFor(state.seed, n, 11);
  const reward = () => r.int(5, 50) * 10;
  const out: Array<{ uid: number; stage_name: string; avatar: string; reward: number }> = [];
  for (const [uid, p] of [...state.players].sort((a, b) => a[0] - b[0])) {
    const bets = p.bets.get(n);
    const u = userByUid(uid);
    if (u && bets && winOf(state, n, bets) > 0 && out.length < 2) out.push({ ...face(u), reward: reward() });
  }
  while (out.length < 5) {
    const u = r.pick(CROWD);
    if (!out.some((x) => x.uid === u.uid)) out.push({ ...face(u), reward: reward() });
  }
  return out;
}

function face(u: SandboxUser) {
  return { uid: u.uid, stage_name: u.stage_name, avatar: u.avatar };
}

// ---- rankings ----

function seasonRanking(state: SscState, season: number, now: number): SscRankUser[] {
  const n = roundAt(now);
  const cur = seasonOf(n, state.seasonZero);
  const progress =
    cur.season > season ? 1 : cur.season < season ? 0 : Math.min(cur.pos - 1, SEASON_ROUNDS) / SEASON_ROUNDS;
  const rows: Array<Omit<SscRankUser, 'rank'>> = [];
  CROWD.forEach((u, i) => {
    const r = rngFor(state.seed, season, 100 + i);
    if (r.next() < 0.75) {
      const score = Math.round((r.int(200, 24_000) * progress) / 10) * 10;
      if (score > 0) rows.push({ ...face(u), score });
    }
  });
  for (const [uid, p] of state.players) {
    const u = userByUid(uid);
    const score = seasonPath(
      state,
      p,
      season,
      Math.min(cur.season > season ? SEASON_ROUNDS : cur.pos - 1, SEASON_ROUNDS),
    ).score;
    if (u && score > 0) rows.push({ ...face(u), score });
  }
  rows.sort((a, b) => b.score - a.score || a.uid - b.uid);
  return rows.map((row, i) => ({ ...row, rank: i + 1 }));
}

function finalReward(state: SscState, season: number, uid: number, now: number) {
  const p = state.players.get(uid);
  if (!p) return null;
  const path = seasonPath(state, p, season, SEASON_ROUNDS);
  if (path.steps.length === 0) return null;
  const rank = seasonRanking(state, season, now).find((r) => r.uid === uid)?.rank ?? 0;
  // Everyone who played the season gets something; the top ten the prize table.
  const reward = rank > 0 && rank <= FINAL_REWARDS.length ? FINAL_REWARDS[rank - 1]! : 100;
  return { rank, score: path.score, reward };
}

// ---- handlers ----

type Ctx = HandlerContext<SscState>;

function me(ctx: Ctx) {
  const u = ctx.requireUser();
  const now = ctx.clock.now();
  settle(ctx.state, u.uid, now);
  return { u, p: player(ctx.state, u.uid), now, n: roundAt(now) };
}

function board(ctx: Ctx) {
  const { p, now, n } = me(ctx);
  return {
    server_time: now,
    round: round(n),
    dashboard: {
      curr_round_info: {
        round_id: n,
        code: roundCode(n),
        round_left_time: Math.ceil((roundEnd(n) - now) / 1000),
      },
    },
    my_bets: myBets(p, n),
    balance: p.balance,
    last_result: n > 0 ? drawn(ctx.state, n - 1) : null,
  };
}

function page(v: unknown): number {
  return Math.max(1, Math.min(100, int(v) ?? 1));
}

function optionalSeason(state: SscState, v: unknown, now: number): number {
  const s = int(v);
  return s !== undefined && s >= 1 ? s : seasonOf(roundAt(now), state.seasonZero).season;
}

function t1(p: Player, uid: number): SscT1Info {
  const rate = uid % 2 === 0 ? 10 : 5;
  return {
    recharge_rate: rate,
    recharge_total: p.rechargeTotal,
    recharge_rebate: Math.floor((p.rechargeTotal * rate) / 100),
    switch: p.t1Switch,
  };
}

export const sscArea = defineArea<SscState>({
  name: 'ssc',
  seed: ({ rng, clock }) => ({
    seed: rng.int(1, 2 ** 31 - 1),
    // Season 1 began with the promotion, three days before the sandbox started.
    seasonZero: Math.floor(roundAt(clock.now() - 3 * 86_400_000) / CYCLE) * CYCLE,
    // The reward job runs a moment after the round or season closes.
    luckyDelayMs: 200,
    finalDelayMs: 2000,
    holdLuckyReads: 0,
    holdFinalReads: 0,
    transferToGo: true,
    players: new Map(),
  }),
  promotions: [
    {
      id: SSC_ENCIRCLEMENT_PROMOTION_ID,
      title: 'Blind Box Encirclement',
      startsInDays: -3,
      endsInDays: 27,
      slogan: 'Pick a box, outlast the season',
      page: '/v/bk-game',
    },
  ],
  handlers: [
    on(sscIndex, (ctx) => ({ ...board(ctx), options: OPTIONS, chips: CHIPS })),
    on(sscRefresh, (ctx) => board(ctx)),
    on(sscBet, (ctx, params) => {
      const { u, p, n } = me(ctx);
      const { state } = ctx;
      const userId = int(params.user_id);
      const betId = int(params.bet_id);
      const amount = int(params.amount);
      const roundId = int(params.round_id);
      if (userId !== u.uid) fail(4005, MESSAGES.notYourself);
      if (betId === undefined || !OPTIONS.some((o) => o.bet_id === betId)) fail(4006, MESSAGES.badBox);
      if (amount === undefined || amount < 1) fail(4007, MESSAGES.badAmount);
      if (amount > MAX_BET) fail(4007, MESSAGES.tooMuch);
      if (!state.transferToGo) fail(4091, MESSAGES.upgrading);
      if (p.age !== 'yes') fail(4031, MESSAGES.ageFirst);
      if (roundId !== n) fail(4008, MESSAGES.roundClosed);
      if (p.balance < amount) fail(4010, MESSAGES.balance);
      p.balance -= amount;
      const bets = p.bets.get(n) ?? new Map<number, number>();
      bets.set(betId, (bets.get(betId) ?? 0) + amount);
      p.bets.set(n, bets);
      return { balance: p.balance, my_bets: myBets(p, n) };
    }),
    on(sscResult, (ctx, params) => {
      const { p, now, n: cur } = me(ctx);
      const n = int(params.round_id);
      if (n === undefined || n < 0 || n > cur) fail(4009, MESSAGES.badRound);
      const done = roundEnd(n) <= now;
      return {
        round_id: n,
        code: roundCode(n),
        result: done ? drawResult(ctx.state.seed, n) : null,
        my_bets: myBets(p, n),
        my_win: p.wins.get(n) ?? 0,
        balance: p.balance,
      };
    }),
    on(sscActivityUserList, (ctx) => {
      const { now, n } = me(ctx);
      const list = [];
      for (let k = n - 1; k >= Math.max(0, n - 10); k--) {
        const result = drawResult(ctx.state.seed, k);
        for (const [uid, p] of ctx.state.players) {
          const u = userByUid(uid);
          const win = p.wins.get(k) ?? 0;
          if (u && win > 0 && roundEnd(k) <= now) list.push({ ...face(u), win, code: roundCode(k) });
        }
        const r = rngFor(ctx.state.seed, k, 21);
        list.push({ ...face(r.pick(CROWD)), win: r.int(1, 40) * 10 * oddsOf(result), code: roundCode(k) });
      }
      return { list };
    }),
    on(sscActivityUserTop, (ctx) => {
      const { n } = me(ctx);
      const dayStart =
        n - (((n % (86_400_000 / ROUND_MS)) + 86_400_000 / ROUND_MS) % (86_400_000 / ROUND_MS));
      const rows = CROWD.slice(0, 12).map((u, i) => {
        const r = rngFor(ctx.state.seed, dayStart, 300 + i);
        return { ...face(u), win: Math.round((r.int(100, 9000) * (n - dayStart + 1)) / 2880) * 10 };
      });
      for (const [uid, p] of ctx.state.players) {
        const u = userByUid(uid);
        let win = 0;
        for (const [k, w] of p.wins) if (k >= dayStart) win += w;
        if (u && win > 0) rows.push({ ...face(u), win });
      }
      rows.sort((a, b) => b.win - a.win || a.uid - b.uid);
      return {
        list: rows
          .filter((r) => r.win > 0)
          .slice(0, 10)
          .map((r, i) => ({ ...r, rank: i + 1 })),
      };
    }),
    on(sscRecords, (ctx, params) => {
      const { n } = me(ctx);
      const pg = page(params.page);
      const list: SscDrawn[] = [];
      for (let i = (pg - 1) * PAGE_SIZE; i < pg * PAGE_SIZE && i < HISTORY_ROUNDS && n - 1 - i >= 0; i++) {
        list.push(drawn(ctx.state, n - 1 - i));
      }
      return { list, has_more: pg * PAGE_SIZE < HISTORY_ROUNDS && n - 1 - pg * PAGE_SIZE >= 0 };
    }),
    on(sscMyRecord, (ctx, params) => {
      const { p, now } = me(ctx);
      const pg = page(params.page);
      const all = [...p.bets]
        .sort((a, b) => b[0] - a[0])
        .flatMap(([n, bets]) => {
          const result = roundEnd(n) <= now ? drawResult(ctx.state.seed, n) : null;
          return [...bets]
            .sort((a, b) => a[0] - b[0])
            .map(([bet_id, amount]) => ({
              round_id: n,
              code: roundCode(n),
              bet_id,
              bet_name: nameOf(bet_id),
              amount,
              result,
              win: result === bet_id ? amount * oddsOf(bet_id) : 0,
            }));
        });
      return { list: all.slice((pg - 1) * PAGE_SIZE, pg * PAGE_SIZE), has_more: pg * PAGE_SIZE < all.length };
    }),
    on(sscIsTransferToGo, ({ state }) => ({ is_transfer_to_go: state.transferToGo })),
    on(sscGetStrategy, (ctx) => ({ strategy: me(ctx).p.strategy })),
    on(sscSaveStrategy, (ctx, params) => {
      const { p } = me(ctx);
      const raw = Array.isArray(params.bet_ids) ? params.bet_ids : [];
      const ids = [...new Set(raw.map(int))];
      const amount = int(params.amount);
      const valid =
        ids.length > 0 &&
        ids.every((id) => id !== undefined && OPTIONS.some((o) => o.bet_id === id)) &&
        amount !== undefined &&
        amount >= 1 &&
        amount <= MAX_BET;
      if (!valid) fail(4013, MESSAGES.badStrategy);
      p.strategy = { bet_ids: (ids as number[]).sort((a, b) => a - b), amount: amount as number };
      return { strategy: p.strategy };
    }),
    on(sscRechargeExperiment, (ctx) => {
      const { u, p } = me(ctx);
      return t1(p, u.uid);
    }),
    on(sscUpdateSwitchStatus, (ctx, params) => {
      const { u, p } = me(ctx);
      const v = int(params.switch);
      if (v !== 0 && v !== 1) fail(4012, MESSAGES.badSwitch);
      p.t1Switch = v;
      return t1(p, u.uid);
    }),
    on(sscRank, (ctx, params) => {
      const { u, now } = me(ctx);
      const season = optionalSeason(ctx.state, params.season, now);
      const all = seasonRanking(ctx.state, season, now);
      const mine = all.find((r) => r.uid === u.uid) ?? { ...face(u), rank: 0, score: 0 };
      return { season, my_user_info: mine, list: all.slice(0, 20) };
    }),
    on(sscEncirclementInfo, (ctx) => {
      const { u, now } = me(ctx);
      return bkInfo(ctx.state, u.uid, now);
    }),
    on(sscLuckyResult, (ctx, params) => {
      const { state } = ctx;
      const { now } = me(ctx);
      const season = int(params.season);
      const pos = int(params.round);
      if (season === undefined || season < 1 || pos === undefined) fail(4009, MESSAGES.badRound);
      if (pos < LUCKY_FIRST_ROUND || pos > LUCKY_LAST_ROUND) fail(4014, MESSAGES.noLucky);
      const n = seasonRoundId(season, pos, state.seasonZero);
      if (roundEnd(n) > now) fail(4015, MESSAGES.notDrawn);
      let sent = luckySent(state, n, now);
      if (state.holdLuckyReads > 0) {
        state.holdLuckyReads -= 1;
        sent = false;
      }
      return {
        season,
        round: pos,
        lucky_reward_user_list: sent ? luckyList(state, season, pos) : [],
        is_lucky_reward_sent: sent,
      };
    }),
    on(sscFinalResult, (ctx, params) => {
      const { state } = ctx;
      const { u, now } = me(ctx);
      const season = int(params.season);
      if (season === undefined || season < 1) fail(4009, MESSAGES.badRound);
      if (roundEnd(seasonRoundId(season, SEASON_ROUNDS, state.seasonZero)) > now)
        fail(4016, MESSAGES.seasonOn);
      let sent = finalSent(state, season, now);
      if (state.holdFinalReads > 0) {
        state.holdFinalReads -= 1;
        sent = false;
      }
      return { season, my_reward_info: finalReward(state, season, u.uid, now), is_final_reward_sent: sent };
    }),
    on(webGameIsPopupAgeConfirm, (ctx) => ({ is_popup: me(ctx).p.age !== 'yes' })),
    on(webGameConfirmAge, (ctx, params) => {
      const { p } = me(ctx);
      const yes = int(params.is_yes);
      if (yes !== 0 && yes !== 1) fail(4012, MESSAGES.badSwitch);
      p.age = yes === 1 ? 'yes' : 'no';
      return { is_adult: yes === 1 };
    }),
    on(webGameMultiLiveStatus, (ctx, params) => {
      const { p } = me(ctx);
      const status = int(params.status);
      if (status !== 0 && status !== 1) fail(4012, MESSAGES.badSwitch);
      p.liveStatus = status;
      return { status };
    }),
  ],
  switches: {
    /** Puts the clock `secondsLeft` before the end of a season round (this season by default). */
    at: (state: SscState, body, clock: SandboxClock) => {
      const cur = seasonOf(roundAt(clock.now()), state.seasonZero);
      const season = int(body.season) ?? cur.season;
      const pos = int(body.round) ?? 1;
      const left = typeof body.secondsLeft === 'number' ? body.secondsLeft : ROUND_MS / 1000;
      const n = seasonRoundId(season, pos, state.seasonZero);
      clock.set(roundEnd(n) - left * 1000);
      return { round_id: n, code: roundCode(n), end_time: roundEnd(n), season, round: pos };
    },
    seed: (state, body) => {
      const s = int(body.seed);
      if (s !== undefined) state.seed = s >>> 0;
      return { seed: state.seed };
    },
    /** The box a round draws (the current one by default): tests know what to expect. */
    peek: (state, body, clock) => {
      const n = int(body.round_id) ?? roundAt(clock.now());
      const result = drawResult(state.seed, n);
      return { round_id: n, result, name: nameOf(result), odds: oddsOf(result) };
    },
    rewards: (state, body) => {
      if (typeof body.luckyDelayMs === 'number') state.luckyDelayMs = body.luckyDelayMs;
      if (typeof body.finalDelayMs === 'number') state.finalDelayMs = body.finalDelayMs;
      if (typeof body.holdLuckyReads === 'number') state.holdLuckyReads = body.holdLuckyReads;
      if (typeof body.holdFinalReads === 'number') state.holdFinalReads = body.holdFinalReads;
      return { ...state, players: undefined };
    },
    transferToGo: (state, body) => {
      state.transferToGo = body.on !== false;
      return { is_transfer_to_go: state.transferToGo };
    },
    balance: (state, body) => {
      const uid = int(body.uid) ?? 1001;
      const b = int(body.balance);
      if (b !== undefined) player(state, uid).balance = b;
      return { balance: player(state, uid).balance };
    },
    /** Seeds a user's bet into an earlier round (to reach a season's end with a history). */
    pastBet: (state, body) => {
      const uid = int(body.uid) ?? 1001;
      const n = int(body.round_id);
      const betId = int(body.bet_id);
      const amount = int(body.amount);
      if (n === undefined || betId === undefined || amount === undefined)
        throw new Error('round_id, bet_id, amount');
      const p = player(state, uid);
      const bets = p.bets.get(n) ?? new Map<number, number>();
      bets.set(betId, (bets.get(betId) ?? 0) + amount);
      p.bets.set(n, bets);
      p.balance -= amount;
      return { balance: p.balance };
    },
  },
});
