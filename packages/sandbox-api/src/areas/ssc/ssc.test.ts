import { type ApiError, createApiClient, hostsFor } from '@h5/core-api';
import {
  SSC_ENCIRCLEMENT_PROMOTION_ID as PROMO,
  sscBet,
  sscEncirclementInfo,
  sscFinalResult,
  sscGetStrategy,
  sscIndex,
  sscLuckyResult,
  sscMyRecord,
  sscRank,
  sscRecords,
  sscResult,
  sscSaveStrategy,
  webGameConfirmAge,
  webGameIsPopupAgeConfirm,
} from '@h5/core-api/contracts/ssc';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { clientIn, latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import {
  drawResult,
  MESSAGES,
  OPTIONS,
  ROUND_MS,
  roundAt,
  roundCode,
  SEASON_ROUNDS,
  START_BALANCE,
  seasonOf,
  seasonRoundId,
  sscArea,
} from './index.ts';

const served = serveSandbox([generalArea, sscArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

const as = (uid: number) =>
  createApiClient({ hosts: hostsFor('dev', served.origin), lang: () => 'en', token: () => `tok-${uid}` });
const at = (round: number, secondsLeft: number, season?: number) =>
  sandbox.runSwitch('ssc', 'at', { round, secondsLeft, season }) as { round_id: number; end_time: number };
const seed = () => (sandbox.runSwitch('ssc', 'seed', {}) as { seed: number }).seed;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
}

describe('rounds and codes', () => {
  it('numbers rounds from the epoch and codes them by day', () => {
    expect(roundCode(0)).toBe('20260101-0001');
    expect(roundCode(86_400_000 / ROUND_MS)).toBe('20260102-0001');
    expect(seasonOf(seasonRoundId(3, 15, 900), 900)).toEqual({ season: 3, pos: 15 });
  });

  it('draws the same box for a round every time and spreads draws over every box', () => {
    const seen = new Set<number>();
    for (let n = 0; n < 2000; n++) seen.add(drawResult(42, n));
    expect(seen.size).toBe(OPTIONS.length);
    expect(drawResult(42, 7)).toBe(drawResult(42, 7));
  });
});

describe('betting', () => {
  it('takes the stake, then pays amount × odds when the drawn box was bet on', async () => {
    const { round_id, end_time } = at(5, 10);
    const result = drawResult(seed(), round_id);
    const odds = OPTIONS.find((o) => o.bet_id === result)!.odds;
    const other = result === 1 ? 2 : 1;
    const me = as(1001);
    const board = await me.call(sscIndex, { promo: PROMO });
    expect(board.round.round_id).toBe(round_id);
    expect(board.dashboard.curr_round_info.round_left_time).toBe(10);
    await me.call(sscBet, { promo: PROMO, user_id: 1001, bet_id: result, amount: 100, round_id });
    const after = await me.call(sscBet, { promo: PROMO, user_id: 1001, bet_id: other, amount: 50, round_id });
    expect(after.balance).toBe(START_BALANCE - 150);

    const early = await me.call(sscResult, { promo: PROMO, round_id });
    expect(early.result).toBeNull();
    sandbox.clock.set(end_time + 10);
    const drawn = await me.call(sscResult, { promo: PROMO, round_id });
    expect(drawn.result).toBe(result);
    expect(drawn.my_win).toBe(100 * odds);
    expect(drawn.balance).toBe(START_BALANCE - 150 + 100 * odds);
  });

  it('refuses fractions, other users, closed rounds, more than the balance and unconfirmed ages', async () => {
    const { round_id } = at(5, 10);
    const me = as(1001);
    const base = { promo: PROMO, user_id: 1001, bet_id: 1, amount: 10, round_id };
    expect((await failure(me.call(sscBet, { ...base, amount: 1.5 }))).message).toBe(
      MESSAGES.badAmount.texts.en,
    );
    expect((await failure(me.call(sscBet, { ...base, user_id: 1002 }))).message).toBe(
      MESSAGES.notYourself.texts.en,
    );
    expect((await failure(me.call(sscBet, { ...base, bet_id: 99 }))).message).toBe(MESSAGES.badBox.texts.en);
    expect((await failure(me.call(sscBet, { ...base, round_id: round_id - 1 }))).message).toBe(
      MESSAGES.roundClosed.texts.en,
    );
    expect((await failure(me.call(sscBet, { ...base, amount: START_BALANCE + 1 }))).message).toBe(
      MESSAGES.balance.texts.en,
    );
    expect((await failure(as(1003).call(sscBet, { ...base, user_id: 1003 }))).message).toBe(
      MESSAGES.ageFirst.texts.en,
    );
  });

  it('asks for the age until it is confirmed; a "no" keeps the user out', async () => {
    const { round_id } = at(5, 10);
    const u = as(1003);
    expect((await u.call(webGameIsPopupAgeConfirm, {})).is_popup).toBe(true);
    await u.call(webGameConfirmAge, { is_yes: 0 });
    const refused = await failure(
      u.call(sscBet, { promo: PROMO, user_id: 1003, bet_id: 1, amount: 10, round_id }),
    );
    expect(refused.code).toBe(4031);
    await u.call(webGameConfirmAge, { is_yes: 1 });
    expect((await u.call(webGameIsPopupAgeConfirm, {})).is_popup).toBe(false);
    await u.call(sscBet, { promo: PROMO, user_id: 1003, bet_id: 1, amount: 10, round_id });
  });
});

describe('encirclement', () => {
  it('reports the season round and promotes a winner', async () => {
    const { round_id } = at(14, 5);
    const result = drawResult(seed(), round_id);
    const me = as(1001);
    await me.call(sscBet, { promo: PROMO, user_id: 1001, bet_id: result, amount: 10, round_id });
    at(15, 20);
    const info = await me.call(sscEncirclementInfo, { promo: PROMO });
    expect(info.season_status).toBe('during');
    expect(info.season_state.round).toBe(15);
    expect(info.user_season_state.state).toBe('alive');
    expect(info.normal_promote_user_num).toBeGreaterThan(0);
  });

  it('sends a lucky reward only after its delay, and holds reads on request', async () => {
    const { season } = sandbox.runSwitch('ssc', 'at', { round: 16, secondsLeft: 29 }) as { season: number };
    const me = as(1001);
    sandbox.runSwitch('ssc', 'rewards', { holdLuckyReads: 1 });
    const held = await me.call(sscLuckyResult, { promo: PROMO, season, round: 15 });
    expect(held.is_lucky_reward_sent).toBe(false);
    expect(held.lucky_reward_user_list).toEqual([]);
    const sent = await me.call(sscLuckyResult, { promo: PROMO, season, round: 15 });
    expect(sent.is_lucky_reward_sent).toBe(true);
    expect(sent.lucky_reward_user_list.length).toBe(5);
    expect((await failure(me.call(sscLuckyResult, { promo: PROMO, season, round: 31 }))).message).toBe(
      MESSAGES.noLucky.texts.en,
    );
  });

  it('gives the final result once the season is over, with the player’s rank', async () => {
    const zero = sandbox.state<{ seasonZero: number }>('ssc').seasonZero;
    const cur = seasonOf(roundAt(sandbox.clock.now()), zero).season;
    const n = seasonRoundId(cur, 3, zero);
    sandbox.runSwitch('ssc', 'pastBet', {
      uid: 1001,
      round_id: n,
      bet_id: drawResult(seed(), n),
      amount: 500,
    });
    const me = as(1001);
    at(SEASON_ROUNDS, 10, cur);
    expect((await failure(me.call(sscFinalResult, { promo: PROMO, season: cur }))).message).toBe(
      MESSAGES.seasonOn.texts.en,
    );
    sandbox.runSwitch('ssc', 'at', { round: SEASON_ROUNDS + 1, secondsLeft: 25, season: cur });
    const final = await me.call(sscFinalResult, { promo: PROMO, season: cur });
    expect(final.is_final_reward_sent).toBe(true);
    expect(final.my_reward_info?.rank).toBeGreaterThan(0);
    const rank = await me.call(sscRank, { promo: PROMO, season: cur });
    expect(rank.my_user_info.rank).toBe(final.my_reward_info?.rank);
    expect(rank.list.length).toBeGreaterThan(5);
  });
});

describe('strategy', () => {
  it('saves and restores a whole-number plan, refusing an empty one', async () => {
    const me = as(1001);
    expect((await me.call(sscGetStrategy, { promo: PROMO })).strategy).toBeNull();
    await me.call(sscSaveStrategy, { promo: PROMO, bet_ids: [3, 1], amount: 50 });
    expect((await me.call(sscGetStrategy, { promo: PROMO })).strategy).toEqual({
      bet_ids: [1, 3],
      amount: 50,
    });
    const bad = await failure(me.call(sscSaveStrategy, { promo: PROMO, bet_ids: [], amount: 50 }));
    expect(bad.message).toBe(MESSAGES.badStrategy.texts.en);
  });
});

/** Round codes and season states: codes the page reads, the same in every language. */
const STATE_CODES = ['round_code', 'state', 'season_status'];

describe('the game in the page language', () => {
  it('names boxes and results, and refuses, in Arabic for lang ar', async () => {
    const { round_id, end_time } = at(5, 10);
    const ar = clientIn(served.origin, 'ar', 1001);
    const base = { promo: PROMO, user_id: 1001, bet_id: 1, amount: 10, round_id };
    await ar.call(sscBet, base);
    sandbox.clock.set(end_time + 10);
    const answers = [
      await ar.call(sscIndex, { promo: PROMO }),
      await ar.call(sscResult, { promo: PROMO, round_id }),
      await ar.call(sscRecords, { promo: PROMO, page: 1 }),
      await ar.call(sscMyRecord, { promo: PROMO, page: 1 }),
      await ar.call(sscEncirclementInfo, { promo: PROMO }),
    ];
    for (const answer of answers) expect(latinTexts(answer, STATE_CODES)).toEqual([]);
    expect((await ar.call(sscIndex, { promo: PROMO })).options.map((o) => o.name)).toContain('دب');
    const refused = await failure(ar.call(sscBet, { ...base, bet_id: 99 }));
    expect(refused.message).toBe(MESSAGES.badBox.texts.ar);
  });

  it('answers English for lang en', async () => {
    const board = await as(1001).call(sscIndex, { promo: PROMO });
    expect(board.options.map((o) => o.name)).toEqual(OPTIONS.map((o) => o.name.texts.en));
  });
});
