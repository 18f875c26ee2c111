// Exchanging money for coins, for everyone and at the coin sellers' rate up to their daily limit.

import {
  coinSellerExchangeGold,
  type ExchangeResult,
  exchangeGold,
  getCoinSellerLimit,
  getExchangeGoldGrade,
} from '@h5/core-api/contracts/finance';
import { type AreaHandler, on } from '../../area.ts';
import type { Localized } from '../../kit/localized.ts';
import {
  COIN_SELLER_DAILY_LIMIT,
  ENTRY_TITLES,
  FINANCE_ENVELOPE,
  FINANCE_ERRORS,
  failWith,
  GOLD_RATE,
  GRADES,
} from './constants.ts';
import { ledgerOf } from './seed.ts';
import { addEntry, type FinanceState, type Ledger, num, round2 } from './state.ts';

function exchange(
  state: FinanceState,
  ledger: Ledger,
  money: number | undefined,
  nowMs: number,
  title: Localized,
): ExchangeResult {
  if (money === undefined || !Number.isFinite(money) || money <= 0) failWith(FINANCE_ERRORS.badGrade);
  if (money > ledger.money) failWith(FINANCE_ERRORS.notEnough);
  const gold = Math.floor(money * (GOLD_RATE[ledger.currency] ?? 1));
  ledger.money = round2(ledger.money - money);
  ledger.gold += gold;
  addEntry(state, ledger, 'exchange', -money, title, nowMs);
  return { money: ledger.money, gold, golds_total: ledger.gold };
}

export const exchangeHandlers: Array<AreaHandler<FinanceState>> = [
  on(
    getExchangeGoldGrade,
    (ctx) => {
      const l = ledgerOf(ctx);
      const base = GRADES[l.currency]?.normal[0] ?? 10;
      return {
        currency: l.currency,
        grade_list: [base / 10, base / 2, base, base * 5].map((money) => ({
          money,
          gold: Math.floor(money * (GOLD_RATE[l.currency] ?? 1)),
        })),
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    exchangeGold,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      return exchange(ctx.state, l, num(p.money), ctx.clock.now(), ENTRY_TITLES.exchanged);
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getCoinSellerLimit,
    (ctx) => {
      const l = ledgerOf(ctx);
      const limit = l.isCoinSeller ? (COIN_SELLER_DAILY_LIMIT[l.currency] ?? 1000) : 0;
      return {
        is_coin_seller: l.isCoinSeller,
        limit: round2(Math.max(0, limit - l.coinSellerUsed)),
        used: l.coinSellerUsed,
        currency: l.currency,
        rate: GOLD_RATE[l.currency] ?? 1,
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    coinSellerExchangeGold,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      if (!l.isCoinSeller) failWith(FINANCE_ERRORS.notCoinSeller);
      const money = num(p.money);
      const limit = (COIN_SELLER_DAILY_LIMIT[l.currency] ?? 1000) - l.coinSellerUsed;
      if (money !== undefined && money > limit) failWith(FINANCE_ERRORS.exchangeLimit);
      const r = exchange(ctx.state, l, money, ctx.clock.now(), ENTRY_TITLES.coinSeller);
      l.coinSellerUsed = round2(l.coinSellerUsed + (money ?? 0));
      return r;
    },
    FINANCE_ENVELOPE,
  ),
];
