// The wallet: the balance and its records, the daily check-in streak, withdrawals back to golds
// and the store packages paid in golds.

import {
  ALREADY_CHECKED_IN_MESSAGE,
  type BettingUserInfo,
  buyStorePackage,
  type CheckinInfo,
  claimCheckin,
  GOLDS_PER_COIN,
  getBettingUser,
  getCheckin,
  getStorePackages,
  MIN_WITHDRAW,
  NOT_ENOUGH_COINS_MESSAGE,
  NOT_ENOUGH_GOLDS_MESSAGE,
  WALLET_HISTORY_LIMIT,
  type Withdrawal,
  withdraw,
} from '@h5/core-api/contracts/betting';
import { type AreaHandler, fail, int, on } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import {
  CHECKIN_CODE_DUPLICATE,
  CHECKIN_REWARDS,
  DAY_MS,
  knownRefusal,
  REFUSALS,
  STORE_PACKAGES,
  WALLET_CODE_SHORT,
  WALLET_NOTES,
  WITHDRAW_DAILY_LIMIT,
  WITHDRAW_LIMIT_REASON,
} from './rules.ts';
import { open } from './settlement.ts';
import { type BettingState, dayIndex, record, type StoredRecord, type Wallet } from './state.ts';

function checkinInfo(w: Wallet, nowMs: number): CheckinInfo {
  const today = dayIndex(nowMs);
  const alive = w.checkinDay !== null && w.checkinDay >= today - 1;
  return {
    checked_today: w.checkinDay === today,
    streak: alive ? w.streak : 0,
    rewards: [...CHECKIN_REWARDS],
    next_day_at: (today + 1) * DAY_MS,
  };
}

export const walletHandlers: Array<AreaHandler<BettingState>> = [
  on(getBettingUser, (ctx): Localizable<BettingUserInfo> => {
    const { user, w } = open(ctx);
    return {
      uid: user.uid,
      stage_name: user.stage_name,
      avatar: user.avatar,
      balance: w.balance,
      golds: w.golds,
      records: w.records.slice(0, WALLET_HISTORY_LIMIT),
    };
  }),
  on(getCheckin, (ctx) => {
    const { w, now } = open(ctx);
    return checkinInfo(w, now);
  }),
  on(claimCheckin, (ctx) => {
    const { w, now } = open(ctx);
    const today = dayIndex(now);
    if (w.checkinDay === today) fail(CHECKIN_CODE_DUPLICATE, knownRefusal(ALREADY_CHECKED_IN_MESSAGE));
    w.streak = w.checkinDay === today - 1 ? w.streak + 1 : 1;
    w.checkinDay = today;
    const reward = CHECKIN_REWARDS[(w.streak - 1) % CHECKIN_REWARDS.length]!;
    record(ctx.state, w, { kind: 'checkin', amount: reward, note: WALLET_NOTES.checkin(w.streak), at: now });
    return { ...checkinInfo(w, now), reward, balance: w.balance };
  }),
  on(withdraw, (ctx, p): Localizable<Withdrawal> => {
    const { w, now } = open(ctx);
    const amount = int(p.amount);
    if (amount === undefined || amount <= 0) fail(400, REFUSALS.badAmount);
    if (amount < MIN_WITHDRAW) fail(400, REFUSALS.belowMinimum);
    if (amount > w.balance) fail(WALLET_CODE_SHORT, knownRefusal(NOT_ENOUGH_COINS_MESSAGE));
    const today = dayIndex(now);
    const doneToday = w.withdrawals.filter((x) => x.day === today && x.ok).length;
    const ok = doneToday < WITHDRAW_DAILY_LIMIT;
    w.withdrawals.push({ day: today, ok });
    let rec: StoredRecord;
    if (ok) {
      rec = record(ctx.state, w, {
        kind: 'withdraw',
        amount: -amount,
        note: WALLET_NOTES.toGolds,
        at: now,
        status: 'success',
      });
      w.golds += amount * GOLDS_PER_COIN;
    } else {
      // A refused withdrawal moves nothing but stays in the history with its reason.
      rec = record(ctx.state, w, {
        kind: 'withdraw',
        amount: 0,
        note: WITHDRAW_LIMIT_REASON,
        at: now,
        status: 'failed',
      });
    }
    return {
      id: rec.id,
      amount,
      status: ok ? 'success' : 'failed',
      reason: ok ? '' : WITHDRAW_LIMIT_REASON,
      balance: w.balance,
      golds: w.golds,
      at: now,
    };
  }),
  on(getStorePackages, () => ({ list: [...STORE_PACKAGES] })),
  on(buyStorePackage, (ctx, p) => {
    const { w, now } = open(ctx);
    const pkg = STORE_PACKAGES.find((x) => x.id === int(p.package_id)) ?? fail(404, REFUSALS.notOnSale);
    if (w.golds < pkg.price_golds) fail(WALLET_CODE_SHORT, knownRefusal(NOT_ENOUGH_GOLDS_MESSAGE));
    w.golds -= pkg.price_golds;
    record(ctx.state, w, {
      kind: 'deposit',
      amount: pkg.coins + pkg.bonus,
      note: WALLET_NOTES.bought(pkg.coins, pkg.bonus),
      at: now,
    });
    return { package_id: pkg.id, coins: pkg.coins + pkg.bonus, balance: w.balance, golds: w.golds };
  }),
];
