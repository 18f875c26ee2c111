// Spec 7 "Betting host": the Asian games quiz calls (user/info, user/bets, game/recom, game/list,
// game/{id}, user/checkin GET and POST, user/bet, user/withdraw, cast, users/top, rewards,
// store/buy), their shapes, and the rules both the page and the sandbox must agree on: when a
// game takes bets (on the server's clock) and what a bet pays.

import { defineCall } from '../call.ts';
import { WITHDRAW_TIMEOUT_MS } from '../client.ts';
import type { Paged } from '../paged.ts';

// ---- shapes ----

export interface WalletRecord {
  id: string;
  kind: 'deposit' | 'bet' | 'payout' | 'withdraw' | 'checkin';
  /** Coins, signed: money in is positive. */
  amount: number;
  balance_after: number;
  /** Milliseconds on the server clock. */
  at: number;
  /** What it was for, e.g. the game's title; server text, shown as text. */
  note: string;
  /** Withdrawals only. */
  status?: WithdrawStatus;
}

export interface BettingUserInfo {
  uid: number;
  stage_name: string;
  avatar: string;
  /** Quiz coins in the wallet: what bets spend and payouts fill. */
  balance: number;
  /** The app's gold coins, what store packages are paid with and withdrawals go to. */
  golds: number;
  /** Newest first, the last WALLET_HISTORY_LIMIT records. */
  records: WalletRecord[];
}

export interface GameOption {
  /** The option's id, globally unique: what a bet names (spec 5 `bet_id`). */
  bet_id: number;
  label: string;
  /** Decimal odds with two places: a winning bet of 100 at 2.35 pays 235. */
  odds: number;
}

export type GameState = 'upcoming' | 'open' | 'closed' | 'settled';

export interface Game {
  id: number;
  title: string;
  sport: string;
  /** Seconds on the server clock. */
  open_time: number;
  close_time: number;
  settle_time: number;
  options: GameOption[];
  /** The winning option once settled. */
  result_bet_id: number | null;
  min_bet: number;
  max_bet: number;
  /** Coins staked by everybody so far. */
  pool: number;
}

export interface Bet {
  id: number;
  game_id: number;
  game_title: string;
  bet_id: number;
  option_label: string;
  odds: number;
  amount: number;
  status: 'open' | 'won' | 'lost';
  /** Paid on a win; 0 otherwise. */
  payout: number;
  placed_at: number;
  settled_at: number | null;
}

export interface CheckinInfo {
  checked_today: boolean;
  /** Days in a row including today when checked in; the streak so far otherwise. */
  streak: number;
  /** The reward of each day of the cycle. */
  rewards: number[];
  /** Start of the next check-in day, ms on the server clock. */
  next_day_at: number;
}

export interface Cast {
  id: number;
  title: string;
  host_name: string;
  cover: string;
  live: boolean;
  viewers: number;
  game_id: number | null;
}

export interface TopGamer {
  rank: number;
  uid: number;
  stage_name: string;
  avatar: string;
  /** Payouts minus stakes of settled bets. */
  net_won: number;
  wins: number;
  bets: number;
}

export interface RankingReward {
  rank_from: number;
  rank_to: number;
  title: string;
  coins: number;
}

export interface StorePackage {
  id: number;
  coins: number;
  bonus: number;
  price_golds: number;
}

export type WithdrawStatus = 'success' | 'failed';

export interface Withdrawal {
  id: string;
  amount: number;
  status: WithdrawStatus;
  /** Why it failed (server text), empty on success. */
  reason: string;
  balance: number;
  golds: number;
  at: number;
}

// ---- calls ----

export const getBettingUser = defineCall<Record<string, never>, BettingUserInfo>({
  name: 'betting.userInfo',
  method: 'GET',
  host: 'bet',
  path: '/user/info',
});

export const getMyBets = defineCall<{ status: 'open' | 'settled'; page: number }, Paged<Bet>>({
  name: 'betting.userBets',
  method: 'GET',
  host: 'bet',
  path: '/user/bets',
});

export const getRecommendedGames = defineCall<Record<string, never>, { list: Game[] }>({
  name: 'betting.gameRecom',
  method: 'GET',
  host: 'bet',
  path: '/game/recom',
});

export const getGameList = defineCall<{ page: number }, Paged<Game>>({
  name: 'betting.gameList',
  method: 'GET',
  host: 'bet',
  path: '/game/list',
});

export const getGame = defineCall<{ id: number }, Game>({
  name: 'betting.game',
  method: 'GET',
  host: 'bet',
  path: '/game/{id}',
});

export const getCheckin = defineCall<Record<string, never>, CheckinInfo>({
  name: 'betting.checkin',
  method: 'GET',
  host: 'bet',
  path: '/user/checkin',
});

export const claimCheckin = defineCall<
  Record<string, never>,
  CheckinInfo & { reward: number; balance: number }
>({
  name: 'betting.checkinClaim',
  method: 'POST',
  host: 'bet',
  path: '/user/checkin',
  moneyMoving: true,
});

/** Spec 5: user_id, bet_id and amount are whole numbers. */
export const placeBet = defineCall<
  { user_id: number; game_id: number; bet_id: number; amount: number },
  { bet: Bet; balance: number }
>({
  name: 'betting.bet',
  method: 'POST',
  host: 'bet',
  path: '/user/bet',
  moneyMoving: true,
});

export const withdraw = defineCall<{ amount: number }, Withdrawal>({
  name: 'betting.withdraw',
  method: 'POST',
  host: 'bet',
  path: '/user/withdraw',
  timeoutMs: WITHDRAW_TIMEOUT_MS,
  moneyMoving: true,
});

export const getCasts = defineCall<Record<string, never>, { list: Cast[] }>({
  name: 'betting.cast',
  method: 'GET',
  host: 'bet',
  path: '/cast',
});

export const getTopGamers = defineCall<{ limit: number }, { list: TopGamer[]; me: TopGamer | null }>({
  name: 'betting.usersTop',
  method: 'GET',
  host: 'bet',
  path: '/users/top',
});

export const getRewards = defineCall<Record<string, never>, { list: RankingReward[] }>({
  name: 'betting.rewards',
  method: 'GET',
  host: 'bet',
  path: '/rewards',
});

/**
 * Not named in spec 7, which lists store/buy but no way to see what is on sale: the packages
 * the deposit screen offers (campaigns/asian-games-quiz/README.md).
 */
export const getStorePackages = defineCall<Record<string, never>, { list: StorePackage[] }>({
  name: 'betting.storeList',
  method: 'GET',
  host: 'bet',
  path: '/store/list',
});

export const buyStorePackage = defineCall<
  { package_id: number },
  { package_id: number; coins: number; balance: number; golds: number }
>({
  name: 'betting.storeBuy',
  method: 'POST',
  host: 'bet',
  path: '/store/buy',
  moneyMoving: true,
});

export const bettingCalls = [
  getBettingUser,
  getMyBets,
  getRecommendedGames,
  getGameList,
  getGame,
  getCheckin,
  claimCheckin,
  placeBet,
  withdraw,
  getCasts,
  getTopGamers,
  getRewards,
  getStorePackages,
  buyStorePackage,
];

// ---- rules shared by the page and the server ----

export const WALLET_HISTORY_LIMIT = 50;
/** Smallest withdrawal, in coins. */
export const MIN_WITHDRAW = 100;
/**
 * Not from the spec (docs/api-gaps.md): golds a withdrawn coin becomes. The spec names
 * user/withdraw but not its rate; the confirmation states it before the user withdraws.
 */
export const GOLDS_PER_COIN = 1;

export const GAME_NOT_OPEN_MESSAGE = 'Betting on this game has not opened yet.';
export const GAME_CLOSED_MESSAGE = 'Betting on this game has closed.';
export const GAME_SETTLED_MESSAGE = 'This game has been settled. Betting is over.';
export const ALREADY_CHECKED_IN_MESSAGE = 'You have already checked in today.';
export const NOT_ENOUGH_COINS_MESSAGE = 'Not enough coins in your wallet.';
export const NOT_ENOUGH_GOLDS_MESSAGE = 'Not enough golds to buy this package.';

/** Where a game stands at a moment on the server clock (ms). A result, once set, wins. */
export function gameState(
  game: Pick<Game, 'open_time' | 'close_time' | 'result_bet_id'>,
  nowMs: number,
): GameState {
  if (game.result_bet_id !== null) return 'settled';
  const now = nowMs / 1000;
  if (now < game.open_time) return 'upcoming';
  if (now < game.close_time) return 'open';
  return 'closed';
}

/** Why a game refuses bets now, or null when it takes them. */
export function betRefusal(state: GameState): string | null {
  switch (state) {
    case 'upcoming':
      return GAME_NOT_OPEN_MESSAGE;
    case 'closed':
      return GAME_CLOSED_MESSAGE;
    case 'settled':
      return GAME_SETTLED_MESSAGE;
    default:
      return null;
  }
}

/**
 * What a winning bet pays: the stake times the odds, rounded down to a whole coin. Odds are
 * taken in hundredths first so 0.1 + 0.2 style float error never costs a coin.
 */
export function payoutFor(amount: number, odds: number): number {
  return Math.floor((amount * Math.round(odds * 100)) / 100);
}
