// Spec 7 "Finance": a ledger per user (balance, money under audit, gold, applications, bound
// accounts per provider, vouchers) with the rules a payout server enforces: a withdrawal needs a
// bound account, a listed grade and enough balance. Repeated idempotency keys are the server's
// concern: the handlers here run once per key.

import { defineArea } from '../../area.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import { accountHandlers } from './accounts.ts';
import { exchangeHandlers } from './exchange.ts';
import { seedLedger } from './seed.ts';
import type { FinanceState, Ledger } from './state.ts';
import { statementHandlers } from './statements.ts';
import { supportHandlers } from './support.ts';
import { voucherHandlers } from './vouchers.ts';
import { withdrawHandlers } from './withdraw.ts';

export const financeArea = defineArea<FinanceState>({
  name: 'finance',
  seed: ({ clock, rng }) => {
    const ledgers = new Map<number, Ledger>();
    for (const u of SIGNED_IN_USERS) ledgers.set(u.uid, seedLedger(u, clock, rng));
    return { ledgers, slowApply: null, nextId: 1 };
  },
  handlers: [
    ...accountHandlers,
    ...withdrawHandlers,
    ...statementHandlers,
    ...exchangeHandlers,
    ...voucherHandlers,
    ...supportHandlers,
  ],
  switches: {
    /** The next `times` withdrawals are recorded at once but answered `delayMs` later. */
    slowApply: (state, body) => {
      const delayMs = Math.max(0, Math.min(120_000, Number(body.delayMs) || 0));
      state.slowApply = { delayMs, times: Math.max(1, Number(body.times) || 1) };
      return state.slowApply;
    },
    /** Sets a user's balance (for demos of the short-balance path). */
    setMoney: (state, body) => {
      const l = state.ledgers.get(Number(body.uid));
      if (!l || typeof body.money !== 'number')
        throw new Error('setMoney needs a seeded uid and a money number');
      l.money = body.money;
      return { money: l.money };
    },
  },
});

export { DAILY_APPLICATIONS, FINANCE_ERRORS, PAGE_SIZE } from './constants.ts';
export type { FinanceState, Ledger } from './state.ts';
export { maskAccount } from './state.ts';
