// The ranking computed from the settled bets (net won, then wins), and its rewards.

import { getRewards, getTopGamers, type TopGamer } from '@h5/core-api/contracts/betting';
import { type AreaHandler, int, on } from '../../area.ts';
import { faceOf } from '../../kit/people.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import { RANKING_REWARDS } from './rules.ts';
import { settleDue } from './settlement.ts';
import type { BettingState } from './state.ts';

function ranking(state: BettingState): TopGamer[] {
  const by = new Map<number, { net: number; wins: number; bets: number }>();
  for (const b of state.bets) {
    if (b.status === 'open') continue;
    const e = by.get(b.uid) ?? { net: 0, wins: 0, bets: 0 };
    e.net += b.payout - b.amount;
    e.bets += 1;
    if (b.status === 'won') e.wins += 1;
    by.set(b.uid, e);
  }
  const rows = [...by.entries()].map(([uid, e]) => ({ uid, ...e }));
  return rankBy(rows, (r) => [r.net, r.wins]).map(({ rank, uid, net, wins, bets }) => {
    const { stage_name, avatar } = faceOf(uid);
    return { rank, uid, stage_name, avatar, net_won: net, wins, bets };
  });
}

export const rankingHandlers: Array<AreaHandler<BettingState>> = [
  on(getTopGamers, (ctx, p) => {
    settleDue(ctx.state, ctx.clock.now(), ctx.rng);
    const limit = Math.min(100, Math.max(1, int(p.limit) ?? 50));
    const all = ranking(ctx.state);
    const me = myRow(all, ctx.user?.uid);
    return { list: all.slice(0, limit), me };
  }),
  on(getRewards, () => ({ list: [...RANKING_REWARDS] })),
];
