// The betting area through real HTTP with the pages' own client and call definitions.

import { type ApiError, createApiClient, hostsFor } from '@h5/core-api';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  buyStorePackage,
  claimCheckin,
  GAME_CLOSED_MESSAGE,
  GAME_NOT_OPEN_MESSAGE,
  GAME_SETTLED_MESSAGE,
  getBettingUser,
  getCheckin,
  getGame,
  getGameList,
  getMyBets,
  getRewards,
  getStorePackages,
  getTopGamers,
  NOT_ENOUGH_COINS_MESSAGE,
  placeBet,
  withdraw,
} from '@h5/core-api/contracts/betting';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { clientIn, latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import {
  type BettingState,
  bettingArea,
  CHECKIN_REWARDS,
  WITHDRAW_DAILY_LIMIT,
  WITHDRAW_LIMIT_REASON,
} from './index.ts';

const served = serveSandbox([generalArea, bettingArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

const as = (uid: number | null = 1001) =>
  createApiClient({
    hosts: hostsFor('dev', served.origin),
    lang: () => 'en',
    token: () => (uid ? `tok-${uid}` : null),
  });
const state = () => sandbox.state<BettingState>('betting');
const DAY = 86_400_000;
// Seeded fixtures: 1 open (India vs Pakistan), 4 upcoming, 5 closed awaiting its result.
const OPEN = 1;
const UPCOMING = 4;
const CLOSED = 5;
const optionOf = (gameId: number, i = 0) => state().games.find((g) => g.id === gameId)!.options[i]!.bet_id;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );

describe('betting sandbox', () => {
  it('places a bet out of the wallet and pays it at settlement by the clock', async () => {
    const api = as();
    const before = await api.call(getBettingUser, {});
    const bet = await api.call(placeBet, {
      user_id: 1001,
      game_id: OPEN,
      bet_id: optionOf(OPEN),
      amount: 200,
    });
    expect(bet.balance).toBe(before.balance - 200);
    expect((await api.call(getMyBets, { status: 'open', page: 1 })).list.map((b) => b.id)).toEqual([
      bet.bet.id,
    ]);

    sandbox.runSwitch('betting', 'result', { game_id: OPEN, bet_id: optionOf(OPEN) });
    const game = state().games.find((g) => g.id === OPEN)!;
    sandbox.clock.set(game.settle_time * 1000 + 1);
    const settled = (await api.call(getMyBets, { status: 'settled', page: 1 })).list;
    expect(settled[0]).toMatchObject({ id: bet.bet.id, status: 'won', payout: 370 }); // 200 × 1.85
    const after = await api.call(getBettingUser, {});
    expect(after.balance).toBe(before.balance - 200 + 370);
    expect(after.records[0]).toMatchObject({ kind: 'payout', amount: 370 });
  });

  it('refuses bets on games that are not open, by the server clock', async () => {
    const api = as();
    const bet = (game: number) =>
      api.call(placeBet, { user_id: 1001, game_id: game, bet_id: optionOf(game), amount: 50 });
    expect(await refusal(bet(UPCOMING))).toBe(GAME_NOT_OPEN_MESSAGE);
    expect(await refusal(bet(CLOSED))).toBe(GAME_CLOSED_MESSAGE);
    sandbox.runSwitch('betting', 'settle', { game_id: OPEN });
    expect(await refusal(bet(OPEN))).toBe(GAME_SETTLED_MESSAGE);
  });

  it('checks amounts and ownership on the server', async () => {
    const api = as();
    const bet = (p: Record<string, unknown>) =>
      refusal(
        api.call(placeBet, {
          user_id: 1001,
          game_id: OPEN,
          bet_id: optionOf(OPEN),
          amount: 50,
          ...p,
        } as never),
      );
    expect(await bet({ amount: 12.5 })).toMatch(/whole numbers/);
    expect(await bet({ amount: '1e3' })).toMatch(/whole numbers/);
    expect(await bet({ user_id: 1002 })).toMatch(/only bet for yourself/);
    expect(await bet({ bet_id: optionOf(UPCOMING) })).toMatch(/options of this game/);
    expect(await bet({ amount: 5 })).toMatch(/from 10 to 5000/);
    expect(await bet({ amount: 5000 })).toBe(NOT_ENOUGH_COINS_MESSAGE);
  });

  it('replays a repeated bet key instead of betting twice', async () => {
    const api = as();
    const p = { user_id: 1001, game_id: OPEN, bet_id: optionOf(OPEN), amount: 100 };
    const a = await api.call(placeBet, p, { idempotencyKey: 'same' });
    const b = await api.call(placeBet, p, { idempotencyKey: 'same' });
    expect(b.bet.id).toBe(a.bet.id);
    expect((await api.call(getMyBets, { status: 'open', page: 1 })).list).toHaveLength(1);
  });

  it('checks in once a day and grows the streak on consecutive days', async () => {
    const api = as();
    sandbox.clock.set(Date.UTC(2026, 8, 20, 10));
    expect(await api.call(getCheckin, {})).toMatchObject({ checked_today: false, streak: 0 });
    const first = await api.call(claimCheckin, {});
    expect(first).toMatchObject({ checked_today: true, streak: 1, reward: CHECKIN_REWARDS[0] });
    expect(await refusal(api.call(claimCheckin, {}))).toBe(ALREADY_CHECKED_IN_MESSAGE);
    sandbox.clock.set(Date.UTC(2026, 8, 21, 0, 5));
    expect(await api.call(claimCheckin, {})).toMatchObject({ streak: 2, reward: CHECKIN_REWARDS[1] });
    // A missed day starts over.
    sandbox.clock.set(Date.UTC(2026, 8, 23, 12));
    expect(await api.call(getCheckin, {})).toMatchObject({ checked_today: false, streak: 0 });
    expect(await api.call(claimCheckin, {})).toMatchObject({ streak: 1 });
    sandbox.clock.advance(DAY);
    expect((await api.call(getBettingUser, {})).records[0]).toMatchObject({ kind: 'checkin' });
  });

  it('withdraws to golds with a result, within the daily limit', async () => {
    const api = as();
    await expect(api.call(withdraw, { amount: 50 })).rejects.toMatchObject({
      message: /smallest withdrawal is 100/,
    });
    await expect(api.call(withdraw, { amount: 100_000 })).rejects.toMatchObject({
      message: NOT_ENOUGH_COINS_MESSAGE,
    });
    const before = await api.call(getBettingUser, {});
    const ok = await api.call(withdraw, { amount: 100 });
    expect(ok).toMatchObject({ status: 'success', balance: before.balance - 100, golds: before.golds + 100 });
    for (let i = 1; i < WITHDRAW_DAILY_LIMIT; i++) await api.call(withdraw, { amount: 100 });
    const refused = await api.call(withdraw, { amount: 100 });
    expect(refused).toMatchObject({ status: 'failed', reason: WITHDRAW_LIMIT_REASON.texts.en });
    expect(refused.balance).toBe(before.balance - 100 * WITHDRAW_DAILY_LIMIT);
  });

  it('sells store packages for golds', async () => {
    const api = as();
    const before = await api.call(getBettingUser, {});
    const r = await api.call(buyStorePackage, { package_id: 2 });
    expect(r).toMatchObject({ coins: 525, balance: before.balance + 525, golds: before.golds - 500 });
    await expect(api.call(buyStorePackage, { package_id: 99 })).rejects.toMatchObject({ code: 404 });
    sandbox.runSwitch('betting', 'wallet', { uid: 1001, golds: 10 });
    await expect(api.call(buyStorePackage, { package_id: 1 })).rejects.toMatchObject({
      message: /Not enough golds/,
    });
  });

  it('ranks gamers by what their settled bets won, with the caller’s own place', async () => {
    const api = as();
    const top = await api.call(getTopGamers, { limit: 5 });
    expect(top.list).toHaveLength(5);
    const nets = top.list.map((e) => e.net_won);
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    expect(top.me).toBeNull();
    await api.call(placeBet, { user_id: 1001, game_id: OPEN, bet_id: optionOf(OPEN), amount: 400 });
    sandbox.runSwitch('betting', 'settle', { game_id: OPEN, bet_id: optionOf(OPEN) });
    const after = await api.call(getTopGamers, { limit: 5 });
    expect(after.me).toMatchObject({ uid: 1001, net_won: 340, wins: 1, bets: 1 });
  });

  it('lists games open first and answers unknown ids and anonymous callers clearly', async () => {
    const list = await as().call(getGameList, { page: 1 });
    expect(list.list[0]!.id).toBe(OPEN);
    await expect(as().call(getGame, { id: 999 })).rejects.toMatchObject({ code: 404 });
    await expect(as(null).call(getBettingUser, {})).rejects.toMatchObject({ code: 401 });
  });
});

describe('the quiz in the page language', () => {
  it('writes matches, sports, teams, medals, packages and wallet lines in Arabic for lang ar', async () => {
    const ar = clientIn(served.origin, 'ar', 1001);
    await ar.call(placeBet, { user_id: 1001, game_id: OPEN, bet_id: optionOf(OPEN), amount: 50 });
    await ar.call(claimCheckin, {});
    await ar.call(buyStorePackage, { package_id: 2 }, { idempotencyKey: 'ar-buy' });
    await ar.call(withdraw, { amount: 100 }, { idempotencyKey: 'ar-withdraw' });
    expect(await refusal(ar.call(claimCheckin, {}))).toBe('لقد سجّلت حضورك اليوم بالفعل.');
    sandbox.clock.advance(7 * DAY);
    const answers = [
      await ar.call(getGameList, { page: 1 }),
      await ar.call(getGame, { id: 3 }),
      await ar.call(getMyBets, { status: 'settled', page: 1 }),
      await ar.call(getBettingUser, {}),
      await ar.call(getRewards, {}),
      await ar.call(getStorePackages, {}),
    ];
    for (const answer of answers) expect(latinTexts(answer)).toEqual([]);
    expect((await ar.call(getGame, { id: 3 })).options.map((o) => o.label)).toContain('تعادل');
  });

  it('answers English for lang en', async () => {
    const game = await as().call(getGame, { id: 3 });
    expect(game).toMatchObject({ title: 'Japan vs Korea', sport: 'Football' });
    expect(game.options.map((o) => o.label)).toEqual(['Japan', 'Draw', 'Korea']);
    expect((await as().call(getRewards, {})).list[0]!.title).toBe('Gold medal');
    const user = await as().call(getBettingUser, {});
    expect(user.records.at(-1)!.note).toBe('Welcome coins');
  });
});
