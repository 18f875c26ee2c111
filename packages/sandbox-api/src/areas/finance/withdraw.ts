// Withdrawals: the grades a user may withdraw, the daily number, and the application that takes
// the money (with the slow-answer switch: recorded at once, answered late).

import {
  type ApplyInfo,
  type CashOutResult,
  cashOutApply,
  type Grade,
  getApplyInfo,
  getGrades,
  getIsHighWithdrawUser,
  getRedMoneyGrade,
  getUserApplyList,
  getUserAuditMoney,
  type WithdrawApplication,
} from '@h5/core-api/contracts/finance';
import { type AreaHandler, on, str } from '../../area.ts';
import { each, type Localized, textIn } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import {
  DAILY_APPLICATIONS,
  FINANCE_ENVELOPE,
  FINANCE_ERRORS,
  failWith,
  GRADES,
  PAGE_SIZE,
  PLATFORMS,
} from './constants.ts';
import { ledgerOf } from './seed.ts';
import { addEntry, DAY_MS, type FinanceState, type Ledger, num, round2 } from './state.ts';

function gradesFor(ledger: Ledger, kind: 'withdraw' | 'paytm' = 'withdraw'): Grade[] {
  const g = GRADES[ledger.currency] ?? { normal: [10, 20], high: [] };
  const list = ledger.isHighWithdraw ? [...g.normal, ...g.high] : g.normal;
  const rate =
    kind === 'paytm' ? PLATFORMS.paytm.fee_rate : PLATFORMS[ledger.current?.platform ?? 'paypal'].fee_rate;
  return list.map((grade_money) => ({
    grade_money,
    fee: round2(grade_money * rate),
    available: grade_money <= ledger.money,
  }));
}

function startOfDay(ms: number) {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function applyInfo(ledger: Ledger, nowMs: number): ApplyInfo {
  const since = startOfDay(nowMs) / 1000;
  const today = ledger.applications.filter((a) => a.create_time >= since).length;
  const left = Math.max(0, DAILY_APPLICATIONS - today);
  const grades = gradesFor(ledger);
  return {
    apply_code: !ledger.current ? 1 : left === 0 ? 2 : 0,
    times_left_today: left,
    min_money: grades[0]?.grade_money ?? 0,
    max_money: grades[grades.length - 1]?.grade_money ?? 0,
    currency: ledger.currency,
  };
}

function cashOut(
  state: FinanceState,
  ledger: Ledger,
  gradeMoney: number | undefined,
  nowMs: number,
  kind: 'withdraw' | 'paytm' = 'withdraw',
): CashOutResult {
  if (kind === 'paytm' && ledger.current?.platform !== 'paytm') failWith(FINANCE_ERRORS.noAccount);
  if (!ledger.current) failWith(FINANCE_ERRORS.noAccount);
  const grade = gradesFor(ledger, kind).find((g) => g.grade_money === gradeMoney);
  if (!grade) failWith(FINANCE_ERRORS.badGrade);
  if (applyInfo(ledger, nowMs).apply_code === 2) failWith(FINANCE_ERRORS.dailyLimit);
  if (grade.grade_money > ledger.money) failWith(FINANCE_ERRORS.notEnough);
  ledger.money = round2(ledger.money - grade.grade_money);
  const application: WithdrawApplication = {
    id: `w${ledger.uid}-n${state.nextId++}`,
    grade_money: grade.grade_money,
    fee: grade.fee,
    currency: ledger.currency,
    platform: ledger.current.platform,
    account: ledger.current.account,
    status: 'pending',
    create_time: Math.floor(nowMs / 1000),
  };
  ledger.applications.unshift(application);
  addEntry(
    state,
    ledger,
    'withdraw',
    -grade.grade_money,
    withdrawalTo(PLATFORMS[application.platform].name),
    nowMs,
  );
  return { application, money: ledger.money };
}

/** The statement line of a withdrawal: "Withdrawal to Paytm". */
function withdrawalTo(platform: string | Localized): Localized {
  return each((lang) => (lang === 'ar' ? 'سحب إلى ' : 'Withdrawal to ') + textIn(lang, platform));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const withdrawHandlers: Array<AreaHandler<FinanceState>> = [
  on(
    getGrades,
    (ctx) => {
      const l = ledgerOf(ctx);
      return { currency: l.currency, grade_list: gradesFor(l) };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getRedMoneyGrade,
    (ctx) => {
      const l = ledgerOf(ctx);
      return { currency: l.currency, grade_list: gradesFor(l, 'paytm') };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    cashOutApply,
    async (ctx, p) => {
      const l = ledgerOf(ctx);
      const kind = str(p.platform) === 'paytm' ? 'paytm' : 'withdraw';
      const result = cashOut(ctx.state, l, num(p.grade_money), ctx.clock.now(), kind);
      // The slow-answer switch: the withdrawal is recorded, only the answer is late.
      const slow = ctx.state.slowApply;
      if (slow && slow.times > 0) {
        slow.times -= 1;
        await sleep(slow.delayMs);
      }
      return result;
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getUserAuditMoney,
    (ctx) => {
      const l = ledgerOf(ctx);
      const pending = l.applications.filter((a) => a.status === 'pending');
      return {
        audit_money: round2(pending.reduce((s, a) => s + a.grade_money, 0)),
        currency: l.currency,
        pending_count: pending.length,
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(getApplyInfo, (ctx) => applyInfo(ledgerOf(ctx), ctx.clock.now()), FINANCE_ENVELOPE),
  on(
    getUserApplyList,
    (ctx, p) => pageOf(ledgerOf(ctx).applications, p, { size: PAGE_SIZE }),
    FINANCE_ENVELOPE,
  ),
  on(getIsHighWithdrawUser, (ctx) => ({ is_high_withdraw: ledgerOf(ctx).isHighWithdraw }), FINANCE_ENVELOPE),
];
