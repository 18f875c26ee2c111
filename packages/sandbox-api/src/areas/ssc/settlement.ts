// Lazy settlement: a player's finished rounds and rewards are paid on their next request, which is
// the same to them as a server that settles on the stroke of the round.

import type { SscBet } from '@h5/core-api/contracts/ssc';
import type { HandlerContext } from '../../area.ts';
import { winOf } from './draws.ts';
import { roundAt, roundEnd, seasonOf } from './rounds.ts';
import { LUCKY_FIRST_ROUND, LUCKY_LAST_ROUND } from './rules.ts';
import { finalReward, finalSent, luckyList, luckySent } from './season.ts';
import { type Player, player, type SscState } from './state.ts';

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

export function myBets(p: Player, n: number): SscBet[] {
  return [...(p.bets.get(n) ?? new Map<number, number>())]
    .map(([bet_id, amount]) => ({ bet_id, amount }))
    .sort((a, b) => a.bet_id - b.bet_id);
}

export type Ctx = HandlerContext<SscState>;

export function me(ctx: Ctx) {
  const u = ctx.requireUser();
  const now = ctx.clock.now();
  settle(ctx.state, u.uid, now);
  return { u, p: player(ctx.state, u.uid), now, n: roundAt(now) };
}
