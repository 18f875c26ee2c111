// Spec 7 "Betting host": the Asian games quiz. Matches with options and odds on the sandbox
// clock, bets that come out of a per-user wallet, settlement that pays winners, a daily check-in
// streak, store packages paid in golds, withdrawals back to golds, and rankings computed from
// the settled bets. Settlement is lazy: every request first settles the games that are due, so
// moving the clock is enough to see results.

import {
  ALREADY_CHECKED_IN_MESSAGE,
  type Bet,
  type BettingUserInfo,
  betRefusal,
  buyStorePackage,
  type Cast,
  type CheckinInfo,
  claimCheckin,
  type Game,
  gameState,
  getBettingUser,
  getCasts,
  getCheckin,
  getGame,
  getGameList,
  getMyBets,
  getRecommendedGames,
  getRewards,
  getStorePackages,
  getTopGamers,
  MIN_WITHDRAW,
  NOT_ENOUGH_COINS_MESSAGE,
  NOT_ENOUGH_GOLDS_MESSAGE,
  payoutFor,
  placeBet,
  type RankingReward,
  type StorePackage,
  type TopGamer,
  WALLET_HISTORY_LIMIT,
  type WalletRecord,
  type Withdrawal,
  withdraw,
} from '@h5/core-api/contracts/betting';
import { defineArea, fail, type HandlerContext, int, on } from '../area.ts';
import type { SandboxClock } from '../clock.ts';
import type { PromotionSeed } from '../promotions.ts';
import type { Random } from '../random.ts';
import { CROWD, type SandboxUser, SIGNED_IN_USERS, userByUid } from '../users.ts';

const DAY_MS = 86_400_000;
const HOUR = 3600;
const PAGE_SIZE = 10;

/** Coins paid on each day of the 7-day check-in cycle. */
export const CHECKIN_REWARDS = [10, 20, 30, 40, 50, 60, 100] as const;
/** Successful withdrawals a user may make per check-in day. */
export const WITHDRAW_DAILY_LIMIT = 3;
export const WITHDRAW_LIMIT_REASON = 'Daily withdrawal limit reached (3 per day). Try again tomorrow.';
export const BET_CODE_REFUSED = 4001;
export const CHECKIN_CODE_DUPLICATE = 4002;
export const WALLET_CODE_SHORT = 4003;

export const RANKING_REWARDS: readonly RankingReward[] = [
  { rank_from: 1, rank_to: 1, title: 'Gold medal', coins: 5000 },
  { rank_from: 2, rank_to: 3, title: 'Silver medal', coins: 2000 },
  { rank_from: 4, rank_to: 10, title: 'Bronze medal', coins: 500 },
  { rank_from: 11, rank_to: 50, title: 'Fan prize', coins: 100 },
];

export const STORE_PACKAGES: readonly StorePackage[] = [
  { id: 1, coins: 100, bonus: 0, price_golds: 100 },
  { id: 2, coins: 500, bonus: 25, price_golds: 500 },
  { id: 3, coins: 1000, bonus: 80, price_golds: 1000 },
  { id: 4, coins: 5000, bonus: 600, price_golds: 5000 },
];

export const BETTING_PROMOTIONS: PromotionSeed[] = [
  {
    id: 'asian-games-quiz',
    title: 'Asian Games Quiz',
    startsInDays: -3,
    endsInDays: 14,
    slogan: 'Predict, cheer and win coins',
    page: '/v/asian-games-quiz',
  },
];

interface Wallet {
  balance: number;
  golds: number;
  records: WalletRecord[];
  /** Day index (server time, UTC days) of the last check-in. */
  checkinDay: number | null;
  streak: number;
  withdrawals: Array<{ day: number; ok: boolean }>;
}

type StoredBet = Bet & { uid: number };

export interface BettingState {
  games: Game[];
  bets: StoredBet[];
  wallets: Map<number, Wallet>;
  casts: Array<Omit<Cast, 'live'>>;
  /** Outcomes a test fixed in advance, by game id. */
  forcedResults: Map<number, number>;
  nextBetId: number;
  nextRecordId: number;
}

// ---- seed ----

interface Fixture {
  title: string;
  sport: string;
  options: Array<[string, number]>;
  /** Hours from the seed time. */
  opens: number;
  closes: number;
  settles: number;
}

const FIXTURES: Fixture[] = [
  {
    title: 'India vs Pakistan',
    sport: 'Cricket',
    options: [
      ['India', 1.85],
      ['Pakistan', 2.1],
    ],
    opens: -20,
    closes: 2,
    settles: 5,
  },
  {
    title: 'Indonesia vs Malaysia',
    sport: 'Badminton',
    options: [
      ['Indonesia', 1.6],
      ['Malaysia', 2.45],
    ],
    opens: -10,
    closes: 6,
    settles: 8,
  },
  {
    title: 'Japan vs Korea',
    sport: 'Football',
    options: [
      ['Japan', 2.2],
      ['Draw', 3.1],
      ['Korea', 2.9],
    ],
    opens: -5,
    closes: 26,
    settles: 28,
  },
  {
    title: 'Philippines vs Thailand',
    sport: 'Basketball',
    options: [
      ['Philippines', 1.75],
      ['Thailand', 2.05],
    ],
    opens: 3,
    closes: 30,
    settles: 32,
  },
  {
    title: 'China vs Chinese Taipei',
    sport: 'Table tennis',
    options: [
      ['China', 1.3],
      ['Chinese Taipei', 3.6],
    ],
    opens: -30,
    closes: -1,
    settles: 1,
  },
  {
    title: 'Iran vs Qatar',
    sport: 'Volleyball',
    options: [
      ['Iran', 1.9],
      ['Qatar', 1.95],
    ],
    opens: -50,
    closes: -26,
    settles: -24,
  },
  {
    title: 'Saudi Arabia vs UAE',
    sport: 'Football',
    options: [
      ['Saudi Arabia', 2.0],
      ['Draw', 3.2],
      ['UAE', 3.4],
    ],
    opens: -74,
    closes: -50,
    settles: -48,
  },
  {
    title: 'India vs Bangladesh',
    sport: 'Kabaddi',
    options: [
      ['India', 1.4],
      ['Bangladesh', 3.0],
    ],
    opens: -98,
    closes: -74,
    settles: -72,
  },
  {
    title: 'Egypt vs Nigeria (exhibition)',
    sport: 'Handball',
    options: [
      ['Egypt', 1.7],
      ['Nigeria', 2.15],
    ],
    opens: -122,
    closes: -98,
    settles: -96,
  },
];

function seed({ clock, rng }: { clock: SandboxClock; rng: Random }): BettingState {
  const now = Math.floor(clock.now() / 1000);
  let optionId = 101;
  const games: Game[] = FIXTURES.map((f, i) => ({
    id: i + 1,
    title: f.title,
    sport: f.sport,
    open_time: now + f.opens * HOUR,
    close_time: now + f.closes * HOUR,
    settle_time: now + f.settles * HOUR,
    options: f.options.map(([label, odds]) => ({ bet_id: optionId++, label, odds })),
    result_bet_id: null,
    min_bet: 10,
    max_bet: 5000,
    pool: 0,
  }));
  const state: BettingState = {
    games,
    bets: [],
    wallets: new Map(),
    casts: [],
    forcedResults: new Map(),
    nextBetId: 1,
    nextRecordId: 1,
  };
  const nowMs = clock.now();
  for (const u of SIGNED_IN_USERS) walletOf(state, u.uid, nowMs);
  // The crowd bets on every game that has opened, so pools, settled results and the ranking are real.
  for (const game of games) {
    if (game.open_time > now) continue;
    for (const u of CROWD) {
      if (rng.next() < 0.35) continue;
      const option = rng.pick(game.options);
      const amount = rng.int(1, 40) * 25;
      const at =
        (game.open_time + rng.int(0, Math.max(1, Math.min(game.close_time, now) - game.open_time))) * 1000;
      stake(state, u.uid, game, option.bet_id, amount, Math.min(at, nowMs));
    }
  }
  // A returning player with a streak, to show a check-in in progress.
  const ret = walletOf(state, 1002, nowMs);
  ret.checkinDay = dayIndex(nowMs) - 1;
  ret.streak = 3;
  state.casts = [
    {
      id: 1,
      title: 'Cricket live: India vs Pakistan',
      host_name: 'Rohan Mehta',
      cover: '/static/casts/1.svg',
      viewers: rng.int(800, 4000),
      game_id: 1,
    },
    {
      id: 2,
      title: 'Smash talk: badminton final',
      host_name: 'Siti Rahayu',
      cover: '/static/casts/2.svg',
      viewers: rng.int(300, 2000),
      game_id: 2,
    },
    {
      id: 3,
      title: 'Matchday preview: Japan vs Korea',
      host_name: 'Carlo Reyes',
      cover: '/static/casts/3.svg',
      viewers: rng.int(100, 900),
      game_id: 3,
    },
    {
      id: 4,
      title: 'تحليل كرة القدم: السعودية والإمارات',
      host_name: 'خالد منصور',
      cover: '/static/casts/4.svg',
      viewers: rng.int(100, 900),
      game_id: 7,
    },
  ];
  settleDue(state, nowMs, rng);
  return state;
}

// ---- rules ----

/** Check-in days are UTC days of the server clock. */
export function dayIndex(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

function walletOf(state: BettingState, uid: number, nowMs: number): Wallet {
  let w = state.wallets.get(uid);
  if (!w) {
    const signedIn = SIGNED_IN_USERS.some((u) => u.uid === uid);
    w = {
      balance: 0,
      golds: signedIn ? 3000 : 100_000,
      records: [],
      checkinDay: null,
      streak: 0,
      withdrawals: [],
    };
    state.wallets.set(uid, w);
    // Everyone starts with a welcome deposit, so a new player can bet at once.
    record(state, w, {
      kind: 'deposit',
      amount: signedIn ? 500 : 5000,
      note: 'Welcome coins',
      at: nowMs - DAY_MS,
    });
  }
  return w;
}

function record(state: BettingState, w: Wallet, r: Omit<WalletRecord, 'id' | 'balance_after'>): WalletRecord {
  w.balance += r.amount;
  const rec: WalletRecord = { id: `R${state.nextRecordId++}`, balance_after: w.balance, ...r };
  w.records.unshift(rec);
  if (w.records.length > 200) w.records.length = 200;
  return rec;
}

function stake(
  state: BettingState,
  uid: number,
  game: Game,
  betId: number,
  amount: number,
  atMs: number,
): StoredBet {
  const option = game.options.find((o) => o.bet_id === betId)!;
  const w = walletOf(state, uid, atMs);
  record(state, w, { kind: 'bet', amount: -amount, note: `${game.title}: ${option.label}`, at: atMs });
  game.pool += amount;
  const bet: StoredBet = {
    id: state.nextBetId++,
    uid,
    game_id: game.id,
    game_title: game.title,
    bet_id: betId,
    option_label: option.label,
    odds: option.odds,
    amount,
    status: 'open',
    payout: 0,
    placed_at: atMs,
    settled_at: null,
  };
  state.bets.push(bet);
  return bet;
}

/** Sets the result of one game and pays its winners. */
export function settleGame(state: BettingState, game: Game, winner: number, atMs: number) {
  if (game.result_bet_id !== null) return;
  game.result_bet_id = winner;
  for (const bet of state.bets) {
    if (bet.game_id !== game.id || bet.status !== 'open') continue;
    bet.settled_at = atMs;
    if (bet.bet_id === winner) {
      bet.status = 'won';
      bet.payout = payoutFor(bet.amount, bet.odds);
      record(state, walletOf(state, bet.uid, atMs), {
        kind: 'payout',
        amount: bet.payout,
        note: `${game.title}: ${bet.option_label}`,
        at: atMs,
      });
    } else {
      bet.status = 'lost';
    }
  }
}

/** Settles every game whose settle time has passed, with a forced result when a test set one. */
export function settleDue(state: BettingState, nowMs: number, rng: Random) {
  for (const game of state.games) {
    if (game.result_bet_id !== null || nowMs < game.settle_time * 1000) continue;
    const forced = state.forcedResults.get(game.id);
    settleGame(state, game, forced ?? rng.pick(game.options).bet_id, game.settle_time * 1000);
  }
}

export function checkinInfo(w: Wallet, nowMs: number): CheckinInfo {
  const today = dayIndex(nowMs);
  const alive = w.checkinDay !== null && w.checkinDay >= today - 1;
  return {
    checked_today: w.checkinDay === today,
    streak: alive ? w.streak : 0,
    rewards: [...CHECKIN_REWARDS],
    next_day_at: (today + 1) * DAY_MS,
  };
}

export function ranking(state: BettingState): TopGamer[] {
  const by = new Map<number, { net: number; wins: number; bets: number }>();
  for (const b of state.bets) {
    if (b.status === 'open') continue;
    const e = by.get(b.uid) ?? { net: 0, wins: 0, bets: 0 };
    e.net += b.payout - b.amount;
    e.bets += 1;
    if (b.status === 'won') e.wins += 1;
    by.set(b.uid, e);
  }
  return [...by.entries()]
    .sort(([ua, a], [ub, b]) => b.net - a.net || b.wins - a.wins || ua - ub)
    .map(([uid, e], i) => {
      const u = userByUid(uid);
      return {
        rank: i + 1,
        uid,
        stage_name: u?.stage_name ?? `#${uid}`,
        avatar: u?.avatar ?? '',
        net_won: e.net,
        wins: e.wins,
        bets: e.bets,
      };
    });
}

function sortForList(games: Game[], nowMs: number): Game[] {
  const order = { open: 0, upcoming: 1, closed: 2, settled: 3 } as const;
  return [...games].sort((a, b) => {
    const sa = gameState(a, nowMs);
    const sb = gameState(b, nowMs);
    if (sa !== sb) return order[sa] - order[sb];
    // Settled: the latest first; the rest: the soonest to close first.
    return sa === 'settled' ? b.settle_time - a.settle_time : a.close_time - b.close_time;
  });
}

function page(p: unknown): number {
  const n = int(p);
  return n !== undefined && n >= 1 ? n : 1;
}

type Ctx = HandlerContext<BettingState>;

/** Every call starts by settling what is due and finding the caller's wallet. */
function open(ctx: Ctx): { user: SandboxUser; w: Wallet; now: number } {
  const now = ctx.clock.now();
  settleDue(ctx.state, now, ctx.rng);
  const user = ctx.requireUser();
  return { user, w: walletOf(ctx.state, user.uid, now), now };
}

function findGame(state: BettingState, id: unknown): Game {
  const gid = int(id);
  const game = gid === undefined ? undefined : state.games.find((g) => g.id === gid);
  return game ?? fail(404, 'This game does not exist.');
}

// ---- the area ----

export const bettingArea = defineArea<BettingState>({
  name: 'betting',
  seed,
  promotions: BETTING_PROMOTIONS,
  handlers: [
    on(getBettingUser, (ctx): BettingUserInfo => {
      const { user, w } = open(ctx);
      return {
        uid: user.uid,
        stage_name: user.stage_name,
        avatar: user.avatar,
        balance: w.balance,
        golds: w.golds,
        records: w.records.slice(0, WALLET_HISTORY_LIMIT),
      };
    }),

    on(getMyBets, (ctx, p) => {
      const { user } = open(ctx);
      if (p.status !== 'open' && p.status !== 'settled') fail(400, 'status must be open or settled');
      const n = page(p.page);
      const mine = ctx.state.bets
        .filter((b) => b.uid === user.uid && (p.status === 'open') === (b.status === 'open'))
        .sort((a, b) => (b.settled_at ?? b.placed_at) - (a.settled_at ?? a.placed_at) || b.id - a.id);
      return {
        list: mine.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE).map(({ uid: _uid, ...b }) => b),
        has_more: n * PAGE_SIZE < mine.length,
      };
    }),

    on(getRecommendedGames, (ctx) => {
      const now = ctx.clock.now();
      settleDue(ctx.state, now, ctx.rng);
      const list = sortForList(ctx.state.games, now).filter((g) => {
        const s = gameState(g, now);
        return s === 'open' || s === 'upcoming';
      });
      return { list: list.slice(0, 3) };
    }),

    on(getGameList, (ctx, p) => {
      const now = ctx.clock.now();
      settleDue(ctx.state, now, ctx.rng);
      const n = page(p.page);
      const all = sortForList(ctx.state.games, now);
      return { list: all.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE), has_more: n * PAGE_SIZE < all.length };
    }),

    on(getGame, (ctx, p) => {
      settleDue(ctx.state, ctx.clock.now(), ctx.rng);
      return findGame(ctx.state, p.id);
    }),

    on(getCheckin, (ctx) => {
      const { w, now } = open(ctx);
      return checkinInfo(w, now);
    }),

    on(claimCheckin, (ctx) => {
      const { w, now } = open(ctx);
      const today = dayIndex(now);
      if (w.checkinDay === today) fail(CHECKIN_CODE_DUPLICATE, ALREADY_CHECKED_IN_MESSAGE);
      w.streak = w.checkinDay === today - 1 ? w.streak + 1 : 1;
      w.checkinDay = today;
      const reward = CHECKIN_REWARDS[(w.streak - 1) % CHECKIN_REWARDS.length]!;
      record(ctx.state, w, { kind: 'checkin', amount: reward, note: `Day ${w.streak} check-in`, at: now });
      return { ...checkinInfo(w, now), reward, balance: w.balance };
    }),

    on(placeBet, (ctx, p) => {
      const { user, w, now } = open(ctx);
      const uid = int(p.user_id);
      const betId = int(p.bet_id);
      const amount = int(p.amount);
      if (uid === undefined || betId === undefined || amount === undefined)
        fail(400, 'user_id, bet_id and amount must be whole numbers.');
      if (uid !== user.uid) fail(403, 'You can only bet for yourself.');
      const game = findGame(ctx.state, p.game_id);
      const refusal = betRefusal(gameState(game, now));
      if (refusal) fail(BET_CODE_REFUSED, refusal);
      if (!game.options.some((o) => o.bet_id === betId)) fail(400, 'Choose one of the options of this game.');
      if (amount < game.min_bet || amount > game.max_bet)
        fail(400, `Bets on this game are from ${game.min_bet} to ${game.max_bet} coins.`);
      if (amount > w.balance) fail(WALLET_CODE_SHORT, NOT_ENOUGH_COINS_MESSAGE);
      const { uid: _uid, ...bet } = stake(ctx.state, user.uid, game, betId, amount, now);
      return { bet, balance: w.balance };
    }),

    on(withdraw, (ctx, p): Withdrawal => {
      const { w, now } = open(ctx);
      const amount = int(p.amount);
      if (amount === undefined || amount <= 0) fail(400, 'The amount must be a whole number of coins.');
      if (amount < MIN_WITHDRAW) fail(400, `The smallest withdrawal is ${MIN_WITHDRAW} coins.`);
      if (amount > w.balance) fail(WALLET_CODE_SHORT, NOT_ENOUGH_COINS_MESSAGE);
      const today = dayIndex(now);
      const doneToday = w.withdrawals.filter((x) => x.day === today && x.ok).length;
      const ok = doneToday < WITHDRAW_DAILY_LIMIT;
      w.withdrawals.push({ day: today, ok });
      let rec: WalletRecord;
      if (ok) {
        rec = record(ctx.state, w, {
          kind: 'withdraw',
          amount: -amount,
          note: 'To golds',
          at: now,
          status: 'success',
        });
        w.golds += amount;
      } else {
        // A refused withdrawal moves nothing but stays in the history with its reason.
        rec = record(ctx.state, w, {
          kind: 'withdraw',
          amount: 0,
          note: WITHDRAW_LIMIT_REASON,
          at: now,
          status: 'failed',
        });
      }
      return {
        id: rec.id,
        amount,
        status: ok ? 'success' : 'failed',
        reason: ok ? '' : WITHDRAW_LIMIT_REASON,
        balance: w.balance,
        golds: w.golds,
        at: now,
      };
    }),

    on(getCasts, (ctx) => {
      const now = ctx.clock.now();
      return {
        list: ctx.state.casts.map((c) => {
          const g = ctx.state.games.find((x) => x.id === c.game_id);
          // A cast is live from the game's opening until its result.
          const live = !!g && now >= g.open_time * 1000 && now < g.settle_time * 1000;
          return { ...c, live };
        }),
      };
    }),

    on(getTopGamers, (ctx, p) => {
      settleDue(ctx.state, ctx.clock.now(), ctx.rng);
      const limit = Math.min(100, Math.max(1, int(p.limit) ?? 50));
      const all = ranking(ctx.state);
      const me = ctx.user ? (all.find((e) => e.uid === ctx.user!.uid) ?? null) : null;
      return { list: all.slice(0, limit), me };
    }),

    on(getRewards, () => ({ list: [...RANKING_REWARDS] })),

    on(getStorePackages, () => ({ list: [...STORE_PACKAGES] })),

    on(buyStorePackage, (ctx, p) => {
      const { w, now } = open(ctx);
      const pkg =
        STORE_PACKAGES.find((x) => x.id === int(p.package_id)) ?? fail(404, 'This package is not on sale.');
      if (w.golds < pkg.price_golds) fail(WALLET_CODE_SHORT, NOT_ENOUGH_GOLDS_MESSAGE);
      w.golds -= pkg.price_golds;
      record(ctx.state, w, {
        kind: 'deposit',
        amount: pkg.coins + pkg.bonus,
        note: pkg.bonus ? `${pkg.coins} + ${pkg.bonus} bonus coins` : `${pkg.coins} coins`,
        at: now,
      });
      return { package_id: pkg.id, coins: pkg.coins + pkg.bonus, balance: w.balance, golds: w.golds };
    }),
  ],
  switches: {
    /** Fixes the winning option a game will settle with: `{ game_id, bet_id }`. */
    result(state, body) {
      const game = findGame(state, body.game_id);
      const betId = int(body.bet_id);
      if (!game.options.some((o) => o.bet_id === betId))
        throw new Error('bet_id is not an option of this game');
      state.forcedResults.set(game.id, betId!);
      return { game_id: game.id, bet_id: betId };
    },
    /** Closes and settles a game now: `{ game_id, bet_id? }` (the forced or a seeded-random result). */
    settle(state, body, clock) {
      const game = findGame(state, body.game_id);
      const now = clock.now();
      const sec = Math.floor(now / 1000);
      game.close_time = Math.min(game.close_time, sec);
      game.settle_time = Math.min(game.settle_time, sec);
      const betId = int(body.bet_id) ?? state.forcedResults.get(game.id) ?? game.options[0]!.bet_id;
      settleGame(state, game, betId, now);
      return game;
    },
    /** Moves a game's times relative to now, in seconds: `{ game_id, opens_in?, closes_in?, settles_in? }`. */
    schedule(state, body, clock) {
      const game = findGame(state, body.game_id);
      const sec = Math.floor(clock.now() / 1000);
      const o = int(body.opens_in);
      const c = int(body.closes_in);
      const s = int(body.settles_in);
      if (o !== undefined) game.open_time = sec + o;
      if (c !== undefined) game.close_time = sec + c;
      if (s !== undefined) game.settle_time = sec + s;
      return game;
    },
    /** Sets or advances the sandbox clock (`{ set }` or `{ advance }`, ms), settling what falls due. */
    clock(state, body, clock) {
      if (typeof body.set === 'number') clock.set(body.set);
      if (typeof body.advance === 'number') clock.advance(body.advance);
      settleDue(state, clock.now(), fixedPick);
      return { now: clock.now() };
    },
    /** Sets a user's wallet: `{ uid, balance?, golds? }`. */
    wallet(state, body, clock) {
      const uid = int(body.uid) ?? SIGNED_IN_USERS[0]!.uid;
      const w = walletOf(state, uid, clock.now());
      if (typeof body.balance === 'number') w.balance = body.balance;
      if (typeof body.golds === 'number') w.golds = body.golds;
      return { balance: w.balance, golds: w.golds };
    },
  },
});

/** Switches have no request rng; without a forced result they settle on the first option. */
const fixedPick: Random = {
  next: () => 0,
  int: (min) => min,
  pick: (list) => list[0]!,
};
