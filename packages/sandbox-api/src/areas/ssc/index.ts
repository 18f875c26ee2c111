// Spec 7 "Bet game" (area ssc): the blind-box encirclement game. A real engine on the sandbox
// clock: rounds follow each other from a fixed epoch, bets are accepted until the round ends, and
// every round's box is drawn from the area seed and the round number, so an e2e run with a set
// seed and clock is repeatable.

import { SSC_ENCIRCLEMENT_PROMOTION_ID } from '@h5/core-api/contracts/ssc';
import { defineArea, int } from '../../area.ts';
import type { SandboxClock } from '../../clock.ts';
import { localized } from '../../kit/localized.ts';
import { boxArtRoutes } from './boxArt.ts';
import { drawResult, nameOf, oddsOf } from './draws.ts';
import { encirclementHandlers } from './encirclement.ts';
import { gameHandlers } from './game.ts';
import { rankingHandlers } from './rankings.ts';
import { roundAt, roundCode, roundEnd, seasonOf, seasonRoundId } from './rounds.ts';
import { CYCLE, ROUND_MS } from './rules.ts';
import { settingHandlers } from './settings.ts';
import { player, type SscState } from './state.ts';

export const sscArea = defineArea<SscState>({
  name: 'ssc',
  seed: ({ rng, clock }) => ({
    seed: rng.int(1, 2 ** 31 - 1),
    // Season 1 began with the promotion, three days before the sandbox started.
    seasonZero: Math.floor(roundAt(clock.now() - 3 * 86_400_000) / CYCLE) * CYCLE,
    // The reward job runs a moment after the round or season closes.
    luckyDelayMs: 200,
    finalDelayMs: 2000,
    holdLuckyReads: 0,
    holdFinalReads: 0,
    transferToGo: true,
    players: new Map(),
  }),
  handlers: [...encirclementHandlers, ...gameHandlers, ...rankingHandlers, ...settingHandlers],
  raw: boxArtRoutes,
  promotions: [
    {
      id: SSC_ENCIRCLEMENT_PROMOTION_ID,
      title: localized({ en: 'Blind Box Encirclement', ar: 'حصار الصناديق المفاجئة' }),
      startsInDays: -3,
      endsInDays: 27,
      slogan: localized({ en: 'Pick a box, outlast the season', ar: 'اختر صندوقاً واصمد حتى نهاية الموسم' }),
      page: '/v/bk-game',
    },
  ],
  switches: {
    /** Puts the clock `secondsLeft` before the end of a season round (this season by default). */
    at: (state: SscState, body, clock: SandboxClock) => {
      const cur = seasonOf(roundAt(clock.now()), state.seasonZero);
      const season = int(body.season) ?? cur.season;
      const pos = int(body.round) ?? 1;
      const left = typeof body.secondsLeft === 'number' ? body.secondsLeft : ROUND_MS / 1000;
      const n = seasonRoundId(season, pos, state.seasonZero);
      clock.set(roundEnd(n) - left * 1000);
      return { round_id: n, code: roundCode(n), end_time: roundEnd(n), season, round: pos };
    },
    seed: (state, body) => {
      const s = int(body.seed);
      if (s !== undefined) state.seed = s >>> 0;
      return { seed: state.seed };
    },
    /** The box a round draws (the current one by default): tests know what to expect. */
    peek: (state, body, clock) => {
      const n = int(body.round_id) ?? roundAt(clock.now());
      const result = drawResult(state.seed, n);
      return { round_id: n, result, name: nameOf(result), odds: oddsOf(result) };
    },
    rewards: (state, body) => {
      if (typeof body.luckyDelayMs === 'number') state.luckyDelayMs = body.luckyDelayMs;
      if (typeof body.finalDelayMs === 'number') state.finalDelayMs = body.finalDelayMs;
      if (typeof body.holdLuckyReads === 'number') state.holdLuckyReads = body.holdLuckyReads;
      if (typeof body.holdFinalReads === 'number') state.holdFinalReads = body.holdFinalReads;
      return { ...state, players: undefined };
    },
    transferToGo: (state, body) => {
      state.transferToGo = body.on !== false;
      return { is_transfer_to_go: state.transferToGo };
    },
    balance: (state, body) => {
      const uid = int(body.uid) ?? 1001;
      const b = int(body.balance);
      if (b !== undefined) player(state, uid).balance = b;
      return { balance: player(state, uid).balance };
    },
    /** Seeds a user's bet into an earlier round (to reach a season's end with a history). */
    pastBet: (state, body) => {
      const uid = int(body.uid) ?? 1001;
      const n = int(body.round_id);
      const betId = int(body.bet_id);
      const amount = int(body.amount);
      if (n === undefined || betId === undefined || amount === undefined)
        throw new Error('round_id, bet_id, amount');
      const p = player(state, uid);
      const bets = p.bets.get(n) ?? new Map<number, number>();
      bets.set(betId, (bets.get(betId) ?? 0) + amount);
      p.bets.set(n, bets);
      p.balance -= amount;
      return { balance: p.balance };
    },
  },
});

export { drawResult } from './draws.ts';
export { roundAt, roundCode, seasonOf, seasonRoundId } from './rounds.ts';
export {
  MESSAGES,
  OPTIONS,
  ROUND_MS,
  SEASON_ROUNDS,
  START_BALANCE,
} from './rules.ts';
export type { SscState } from './state.ts';
