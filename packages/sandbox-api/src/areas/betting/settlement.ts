// Bets in and out: staking, paying the winners of a game, and settling every game that is due.
// Settlement is lazy: every request first settles what is due, so moving the clock is enough to
// see results.

import { payoutFor } from '@h5/core-api/contracts/betting';
import { fail, type HandlerContext, int } from '../../area.ts';
import { each, type Localized, localized, textIn } from '../../kit/localized.ts';
import type { Random } from '../../random.ts';
import type { SandboxUser } from '../../users.ts';
import {
  type BettingState,
  record,
  type StoredBet,
  type StoredGame,
  type Wallet,
  walletOf,
} from './state.ts';

/** A wallet line for a bet and its payout: "India vs Pakistan: India". */
function betNote(game: StoredGame, label: string | Localized): Localized {
  return each((lang) => `${textIn(lang, game.title)}: ${textIn(lang, label)}`);
}

const NO_SUCH_GAME = localized({ en: 'This game does not exist.', ar: 'هذه المباراة غير موجودة.' });

export function stake(
  state: BettingState,
  uid: number,
  game: StoredGame,
  betId: number,
  amount: number,
  atMs: number,
): StoredBet {
  const option = game.options.find((o) => o.bet_id === betId)!;
  const w = walletOf(state, uid, atMs);
  record(state, w, { kind: 'bet', amount: -amount, note: betNote(game, option.label), at: atMs });
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
export function settleGame(state: BettingState, game: StoredGame, winner: number, atMs: number) {
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
        note: betNote(game, bet.option_label),
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

/** Switches have no request rng; without a forced result they settle on the first option. */
export const fixedPick: Random = {
  next: () => 0,
  int: (min) => min,
  pick: (list) => list[0]!,
};

type Ctx = HandlerContext<BettingState>;

/** Every call starts by settling what is due and finding the caller's wallet. */
export function open(ctx: Ctx): { user: SandboxUser; w: Wallet; now: number } {
  const now = ctx.clock.now();
  settleDue(ctx.state, now, ctx.rng);
  const user = ctx.requireUser();
  return { user, w: walletOf(ctx.state, user.uid, now), now };
}

export function findGame(state: BettingState, id: unknown): StoredGame {
  const gid = int(id);
  const game = gid === undefined ? undefined : state.games.find((g) => g.id === gid);
  return game ?? fail(404, NO_SUCH_GAME);
}
