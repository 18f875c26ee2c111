// Games and bets: the game lists, one game, the caller's bets, placing a bet, and the casts
// that are live while their game is on.

import {
  betRefusal,
  gameState,
  getCasts,
  getGame,
  getGameList,
  getMyBets,
  getRecommendedGames,
  NOT_ENOUGH_COINS_MESSAGE,
  placeBet,
} from '@h5/core-api/contracts/betting';
import { type AreaHandler, fail, int, on } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import {
  BET_CODE_REFUSED,
  betRangeRefusal,
  knownRefusal,
  PAGE_SIZE,
  REFUSALS,
  WALLET_CODE_SHORT,
} from './rules.ts';
import { findGame, open, settleDue, stake } from './settlement.ts';
import type { BettingState, StoredGame } from './state.ts';

function sortForList(games: StoredGame[], nowMs: number): StoredGame[] {
  const order = { open: 0, upcoming: 1, closed: 2, settled: 3 } as const;
  return [...games].sort((a, b) => {
    const sa = gameState(a, nowMs);
    const sb = gameState(b, nowMs);
    if (sa !== sb) return order[sa] - order[sb];
    // Settled: the latest first; the rest: the soonest to close first.
    return sa === 'settled' ? b.settle_time - a.settle_time : a.close_time - b.close_time;
  });
}

export const gameHandlers: Array<AreaHandler<BettingState>> = [
  on(getMyBets, (ctx, p) => {
    const { user } = open(ctx);
    if (p.status !== 'open' && p.status !== 'settled') fail(400, REFUSALS.badStatus);
    const mine = ctx.state.bets
      .filter((b) => b.uid === user.uid && (p.status === 'open') === (b.status === 'open'))
      .sort((a, b) => (b.settled_at ?? b.placed_at) - (a.settled_at ?? a.placed_at) || b.id - a.id)
      .map(({ uid: _uid, ...b }) => b);
    return pageOf(mine, p, { size: PAGE_SIZE });
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
    return pageOf(sortForList(ctx.state.games, now), p, { size: PAGE_SIZE });
  }),
  on(getGame, (ctx, p) => {
    settleDue(ctx.state, ctx.clock.now(), ctx.rng);
    return findGame(ctx.state, p.id);
  }),
  on(placeBet, (ctx, p) => {
    const { user, w, now } = open(ctx);
    const uid = int(p.user_id);
    const betId = int(p.bet_id);
    const amount = int(p.amount);
    if (uid === undefined || betId === undefined || amount === undefined) fail(400, REFUSALS.notWhole);
    if (uid !== user.uid) fail(403, REFUSALS.notYourself);
    const game = findGame(ctx.state, p.game_id);
    const refusal = betRefusal(gameState(game, now));
    if (refusal) fail(BET_CODE_REFUSED, knownRefusal(refusal));
    if (!game.options.some((o) => o.bet_id === betId)) fail(400, REFUSALS.badOption);
    if (amount < game.min_bet || amount > game.max_bet)
      fail(400, betRangeRefusal(game.min_bet, game.max_bet));
    if (amount > w.balance) fail(WALLET_CODE_SHORT, knownRefusal(NOT_ENOUGH_COINS_MESSAGE));
    const { uid: _uid, ...bet } = stake(ctx.state, user.uid, game, betId, amount, now);
    return { bet, balance: w.balance };
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
];
