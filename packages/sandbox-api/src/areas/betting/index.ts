// Spec 7 "Betting host": the Asian games quiz. Matches with options and odds on the sandbox
// clock, bets that come out of a per-user wallet, settlement that pays winners, a daily check-in
// streak, store packages paid in golds, withdrawals back to golds, and rankings computed from
// the settled bets.

import { defineArea, int } from '../../area.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import { gameHandlers } from './games.ts';
import { rankingHandlers } from './ranking.ts';
import { BETTING_PROMOTIONS } from './rules.ts';
import { seed } from './seed.ts';
import { findGame, fixedPick, settleDue, settleGame } from './settlement.ts';
import { type BettingState, walletOf } from './state.ts';
import { walletHandlers } from './wallet.ts';

export const bettingArea = defineArea<BettingState>({
  name: 'betting',
  seed,
  handlers: [...gameHandlers, ...walletHandlers, ...rankingHandlers],
  promotions: BETTING_PROMOTIONS,
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

export {
  CHECKIN_REWARDS,
  WITHDRAW_DAILY_LIMIT,
  WITHDRAW_LIMIT_REASON,
} from './rules.ts';

export type { BettingState } from './state.ts';
