// The encirclement's answers: the season as the player stands in it, and each lucky round's and
// the season's final rewards once the reward job has sent them.

import { sscEncirclementInfo, sscFinalResult, sscLuckyResult } from '@h5/core-api/contracts/ssc';
import { type AreaHandler, fail, int, on } from '../../area.ts';
import { roundEnd, seasonRoundId } from './rounds.ts';
import { LUCKY_FIRST_ROUND, LUCKY_LAST_ROUND, MESSAGES, SEASON_ROUNDS } from './rules.ts';
import { bkInfo, finalReward, finalSent, luckyList, luckySent } from './season.ts';
import { me } from './settlement.ts';
import type { SscState } from './state.ts';

export const encirclementHandlers: Array<AreaHandler<SscState>> = [
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
    if (roundEnd(seasonRoundId(season, SEASON_ROUNDS, state.seasonZero)) > now) fail(4016, MESSAGES.seasonOn);
    let sent = finalSent(state, season, now);
    if (state.holdFinalReads > 0) {
      state.holdFinalReads -= 1;
      sent = false;
    }
    return { season, my_reward_info: finalReward(state, season, u.uid, now), is_final_reward_sent: sent };
  }),
];
