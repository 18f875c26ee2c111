// Diamond vouchers: the valid ones, the used and expired ones, and using one for coins.

import {
  exchangeGoldByVoucher,
  getDiamondVouchers,
  getInvalidDiamondVouchers,
} from '@h5/core-api/contracts/finance';
import { type AreaHandler, on, str } from '../../area.ts';
import { ENTRY_TITLES, FINANCE_ENVELOPE, FINANCE_ERRORS, failWith } from './constants.ts';
import { ledgerOf } from './seed.ts';
import { addEntry, type FinanceState } from './state.ts';

export const voucherHandlers: Array<AreaHandler<FinanceState>> = [
  on(
    getDiamondVouchers,
    (ctx) => {
      const l = ledgerOf(ctx);
      const now = ctx.clock.now() / 1000;
      return { list: l.vouchers.filter((v) => v.status === 'valid' && v.expire_time > now) };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getInvalidDiamondVouchers,
    (ctx) => {
      const l = ledgerOf(ctx);
      const now = ctx.clock.now() / 1000;
      return {
        list: l.vouchers
          .filter((v) => v.status !== 'valid' || v.expire_time <= now)
          .map((v) => (v.status === 'valid' ? { ...v, status: 'expired' as const } : v)),
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    exchangeGoldByVoucher,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const v = l.vouchers.find((x) => x.id === str(p.voucher_id));
      if (v?.status !== 'valid' || v.expire_time <= ctx.clock.now() / 1000)
        failWith(FINANCE_ERRORS.voucherGone);
      v.status = 'used';
      l.gold += v.gold;
      addEntry(ctx.state, l, 'voucher', 0, ENTRY_TITLES.voucher(v.gold), ctx.clock.now());
      return { money: l.money, gold: v.gold, golds_total: l.gold };
    },
    FINANCE_ENVELOPE,
  ),
];
