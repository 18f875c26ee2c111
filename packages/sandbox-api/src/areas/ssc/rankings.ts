// Winners and rankings: the recent winners, today's top winners and the season ranking.

import { sscActivityUserList, sscActivityUserTop, sscRank } from '@h5/core-api/contracts/ssc';
import { type AreaHandler, int, on } from '../../area.ts';
import { face } from '../../kit/people.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import { CROWD, userByUid } from '../../users.ts';
import { drawResult, oddsOf, rngFor } from './draws.ts';
import { roundAt, roundCode, roundEnd, seasonOf } from './rounds.ts';
import { ROUND_MS } from './rules.ts';
import { seasonRanking } from './season.ts';
import { me } from './settlement.ts';
import type { SscState } from './state.ts';

function optionalSeason(state: SscState, v: unknown, now: number): number {
  const s = int(v);
  return s !== undefined && s >= 1 ? s : seasonOf(roundAt(now), state.seasonZero).season;
}

export const rankingHandlers: Array<AreaHandler<SscState>> = [
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
    const dayStart = n - (((n % (86_400_000 / ROUND_MS)) + 86_400_000 / ROUND_MS) % (86_400_000 / ROUND_MS));
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
    return {
      list: rankBy(
        rows.filter((r) => r.win > 0),
        (r) => r.win,
      ).slice(0, 10),
    };
  }),
  on(sscRank, (ctx, params) => {
    const { u, now } = me(ctx);
    const season = optionalSeason(ctx.state, params.season, now);
    const all = seasonRanking(ctx.state, season, now);
    const mine = myRow(all, u.uid) ?? { ...face(u), rank: 0, score: 0 };
    return { season, my_user_info: mine, list: all.slice(0, 20) };
  }),
];
