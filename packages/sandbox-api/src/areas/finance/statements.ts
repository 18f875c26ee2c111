// Statements: the balance, the month's entries and daily income, and the recharge records.

import {
  getRechargeDetail,
  getUniRechargeDetail,
  getUserAccountDetail,
  getUserIncomeDetail,
  getUserMoney,
  getUserRechargedPlatform,
} from '@h5/core-api/contracts/finance';
import { type AreaHandler, on, str } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import { FINANCE_ENVELOPE, FINANCE_ERRORS, failWith, PAGE_SIZE } from './constants.ts';
import { ledgerOf } from './seed.ts';
import { type FinanceState, round2 } from './state.ts';

function monthOf(v: unknown): { month: string; from: number; to: number } {
  const s = str(v) ?? '';
  const m = /^(\d{4})-(\d{2})$/.exec(s);
  const mm = m ? Number(m[2]) : 0;
  if (!m || mm < 1 || mm > 12) failWith(FINANCE_ERRORS.badMonth);
  const from = Date.UTC(Number(m[1]), mm - 1, 1) / 1000;
  const to = Date.UTC(Number(m[1]), mm, 1) / 1000;
  return { month: s, from, to };
}

export const statementHandlers: Array<AreaHandler<FinanceState>> = [
  on(
    getUserMoney,
    (ctx) => {
      const l = ledgerOf(ctx);
      return {
        stage_name: ctx.requireUser().stage_name,
        money: l.money,
        currency: l.currency,
        diamonds: l.diamonds,
        is_coin_seller: l.isCoinSeller,
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getUserAccountDetail,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const { month, from, to } = monthOf(p.month);
      const list = l.entries
        .filter((e) => e.create_time >= from && e.create_time < to)
        .sort((a, b) => b.create_time - a.create_time);
      return { month, currency: l.currency, list };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getUserIncomeDetail,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const { month, from, to } = monthOf(p.month);
      const byDay = new Map<string, { diamonds: number; money: number }>();
      for (const e of l.entries) {
        if (e.kind !== 'income' || e.create_time < from || e.create_time >= to) continue;
        const day = new Date(e.create_time * 1000).toISOString().slice(0, 10);
        const d = byDay.get(day) ?? { diamonds: 0, money: 0 };
        d.money = round2(d.money + e.money);
        d.diamonds += Math.round(e.money * 20);
        byDay.set(day, d);
      }
      const days = [...byDay.entries()]
        .sort((a, b) => b[0].localeCompare(a[0]))
        .map(([day, d]) => ({ day, ...d }));
      return {
        month,
        currency: l.currency,
        total_money: round2(days.reduce((s, d) => s + d.money, 0)),
        days,
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getRechargeDetail,
    (ctx, p) => pageOf(ledgerOf(ctx).recharges, p, { size: PAGE_SIZE }),
    FINANCE_ENVELOPE,
  ),
  on(
    getUniRechargeDetail,
    (ctx, p) =>
      pageOf(
        ledgerOf(ctx).recharges.filter((r) => r.platform !== 'Paytm'),
        p,
        { size: PAGE_SIZE },
      ),
    FINANCE_ENVELOPE,
  ),
  on(
    getUserRechargedPlatform,
    (ctx) => ({
      platform_list: [...new Set(ledgerOf(ctx).recharges.map((r) => r.platform))],
    }),
    FINANCE_ENVELOPE,
  ),
];
