// The encirclement season: each player's path (promoted on a win, out on a loss), the crowd's
// share, the lucky rounds' rewards, the season ranking and the final reward.

import type { SscBkInfo, SscRankUser, SscUserSeasonState } from '@h5/core-api/contracts/ssc';
import { face } from '../../kit/people.ts';
import { rankBy } from '../../kit/ranking.ts';
import { CROWD, userByUid } from '../../users.ts';
import { rngFor, winOf } from './draws.ts';
import { roundAt, roundEnd, seasonOf, seasonRoundId } from './rounds.ts';
import { FINAL_REWARDS, ROUND_MS, SEASON_ROUNDS } from './rules.ts';
import { type Player, player, type SscState } from './state.ts';

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

export function bkInfo(state: SscState, uid: number, now: number): SscBkInfo {
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

export function luckySent(state: SscState, n: number, now: number): boolean {
  return now >= roundEnd(n) + state.luckyDelayMs && state.holdLuckyReads === 0;
}

export function finalSent(state: SscState, season: number, now: number): boolean {
  return (
    now >= roundEnd(seasonRoundId(season, SEASON_ROUNDS, state.seasonZero)) + state.finalDelayMs &&
    state.holdFinalReads === 0
  );
}

/** Winners of the round first (they were in it), then three of the crowd; at most five. */
export function luckyList(state: SscState, season: number, pos: number) {
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

export function seasonRanking(state: SscState, season: number, now: number): SscRankUser[] {
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
  return rankBy(rows, (r) => r.score);
}

export function finalReward(state: SscState, season: number, uid: number, now: number) {
  const p = state.players.get(uid);
  if (!p) return null;
  const path = seasonPath(state, p, season, SEASON_ROUNDS);
  if (path.steps.length === 0) return null;
  const rank = seasonRanking(state, season, now).find((r) => r.uid === uid)?.rank ?? 0;
  // Everyone who played the season gets something; the top ten the prize table.
  const reward = rank > 0 && rank <= FINAL_REWARDS.length ? FINAL_REWARDS[rank - 1]! : 100;
  return { rank, score: path.score, reward };
}
