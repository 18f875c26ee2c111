// The board: the current round, bets, results, the history of draws and the player's own
// records, and the saved auto-bet strategy.

import {
  sscBet,
  sscGetStrategy,
  sscIndex,
  sscIsTransferToGo,
  sscMyRecord,
  sscRecords,
  sscRefresh,
  sscResult,
  sscSaveStrategy,
} from '@h5/core-api/contracts/ssc';
import { type AreaHandler, fail, int, on } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import { drawn, drawResult, nameOf, oddsOf } from './draws.ts';
import { round, roundCode, roundEnd } from './rounds.ts';
import { CHIPS, HISTORY_ROUNDS, MAX_BET, MAX_PAGE, MESSAGES, OPTIONS, PAGE_SIZE } from './rules.ts';
import { type Ctx, me, myBets } from './settlement.ts';
import type { SscState } from './state.ts';

function board(ctx: Ctx) {
  const { p, now, n } = me(ctx);
  return {
    server_time: now,
    round: round(n),
    dashboard: {
      curr_round_info: {
        round_id: n,
        code: roundCode(n),
        round_left_time: Math.ceil((roundEnd(n) - now) / 1000),
      },
    },
    my_bets: myBets(p, n),
    balance: p.balance,
    last_result: n > 0 ? drawn(ctx.state, n - 1) : null,
  };
}

export const gameHandlers: Array<AreaHandler<SscState>> = [
  on(sscIndex, (ctx) => ({ ...board(ctx), options: OPTIONS, chips: CHIPS })),
  on(sscRefresh, (ctx) => board(ctx)),
  on(sscBet, (ctx, params) => {
    const { u, p, n } = me(ctx);
    const { state } = ctx;
    const userId = int(params.user_id);
    const betId = int(params.bet_id);
    const amount = int(params.amount);
    const roundId = int(params.round_id);
    if (userId !== u.uid) fail(4005, MESSAGES.notYourself);
    if (betId === undefined || !OPTIONS.some((o) => o.bet_id === betId)) fail(4006, MESSAGES.badBox);
    if (amount === undefined || amount < 1) fail(4007, MESSAGES.badAmount);
    if (amount > MAX_BET) fail(4007, MESSAGES.tooMuch);
    if (!state.transferToGo) fail(4091, MESSAGES.upgrading);
    if (p.age !== 'yes') fail(4031, MESSAGES.ageFirst);
    if (roundId !== n) fail(4008, MESSAGES.roundClosed);
    if (p.balance < amount) fail(4010, MESSAGES.balance);
    p.balance -= amount;
    const bets = p.bets.get(n) ?? new Map<number, number>();
    bets.set(betId, (bets.get(betId) ?? 0) + amount);
    p.bets.set(n, bets);
    return { balance: p.balance, my_bets: myBets(p, n) };
  }),
  on(sscResult, (ctx, params) => {
    const { p, now, n: cur } = me(ctx);
    const n = int(params.round_id);
    if (n === undefined || n < 0 || n > cur) fail(4009, MESSAGES.badRound);
    const done = roundEnd(n) <= now;
    return {
      round_id: n,
      code: roundCode(n),
      result: done ? drawResult(ctx.state.seed, n) : null,
      my_bets: myBets(p, n),
      my_win: p.wins.get(n) ?? 0,
      balance: p.balance,
    };
  }),
  on(sscRecords, (ctx, params) => {
    const { n } = me(ctx);
    // The drawn rounds, newest first, as far back as the history goes.
    const rounds = Array.from({ length: Math.max(0, Math.min(HISTORY_ROUNDS, n)) }, (_, i) => n - 1 - i);
    const one = pageOf(rounds, params, { size: PAGE_SIZE, maxPage: MAX_PAGE });
    return { ...one, list: one.list.map((k) => drawn(ctx.state, k)) };
  }),
  on(sscMyRecord, (ctx, params) => {
    const { p, now } = me(ctx);
    const all = [...p.bets]
      .sort((a, b) => b[0] - a[0])
      .flatMap(([n, bets]) => {
        const result = roundEnd(n) <= now ? drawResult(ctx.state.seed, n) : null;
        return [...bets]
          .sort((a, b) => a[0] - b[0])
          .map(([bet_id, amount]) => ({
            round_id: n,
            code: roundCode(n),
            bet_id,
            bet_name: nameOf(bet_id),
            amount,
            result,
            win: result === bet_id ? amount * oddsOf(bet_id) : 0,
          }));
      });
    return pageOf(all, params, { size: PAGE_SIZE, maxPage: MAX_PAGE });
  }),
  on(sscIsTransferToGo, ({ state }) => ({ is_transfer_to_go: state.transferToGo })),
  on(sscGetStrategy, (ctx) => ({ strategy: me(ctx).p.strategy })),
  on(sscSaveStrategy, (ctx, params) => {
    const { p } = me(ctx);
    const raw = Array.isArray(params.bet_ids) ? params.bet_ids : [];
    const ids = [...new Set(raw.map(int))];
    const amount = int(params.amount);
    const valid =
      ids.length > 0 &&
      ids.every((id) => id !== undefined && OPTIONS.some((o) => o.bet_id === id)) &&
      amount !== undefined &&
      amount >= 1 &&
      amount <= MAX_BET;
    if (!valid) fail(4013, MESSAGES.badStrategy);
    p.strategy = { bet_ids: (ids as number[]).sort((a, b) => a - b), amount: amount as number };
    return { strategy: p.strategy };
  }),
];
