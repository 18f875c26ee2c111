// Each signed-in user's ledger as a returning user has it: months of gift income, recharges,
// vouchers and, for some, a bound account with the earlier withdrawals paid to it in every
// status. A user without a bound account has never withdrawn: the record and the account the
// income page shows always agree.

import type { DiamondVoucher, PayoutPlatform } from '@h5/core-api/contracts/finance';
import type { HandlerContext } from '../../area.ts';
import type { SandboxClock } from '../../clock.ts';
import { localized } from '../../kit/localized.ts';
import type { Random } from '../../random.ts';
import type { SandboxUser } from '../../users.ts';
import { CURRENCY_BY_COUNTRY, ENTRY_TITLES, GOLD_RATE, GRADES, NAME_MISMATCH } from './constants.ts';
import { bindAccount, DAY_MS, type FinanceState, type Ledger, round2 } from './state.ts';

/** Where returning users recharged: two brands and a bank card. */
const RECHARGE_PLATFORMS = ['Google Play', 'Paytm', localized({ en: 'Card', ar: 'بطاقة بنكية' })];

/**
 * Returning users' payout accounts, with how many withdrawals were paid to them (three unless
 * said); everyone else has not bound one yet. 1008 is the long-standing Paytm user whose record
 * pages.
 */
const PAYOUT_ACCOUNTS: Partial<
  Record<number, { platform: PayoutPlatform; account: string; account_name?: string; withdrawals?: number }>
> = {
  1002: { platform: 'vodafone_cash', account: '01012345678' },
  1005: { platform: 'gcash', account: '09171234567' },
  1008: { platform: 'paytm', account: '9876543210', withdrawals: 14 },
};

export function seedLedger(user: SandboxUser, clock: SandboxClock, rng: Random): Ledger {
  const currency = CURRENCY_BY_COUNTRY[user.country] ?? 'USD';
  const unit = GRADES[currency]?.normal[0] ?? 10;
  const now = clock.now();
  const ledger: Ledger = {
    uid: user.uid,
    country: user.country,
    currency,
    money: 0,
    diamonds: 0,
    gold: rng.int(100, 5000),
    isCoinSeller: user.uid === 1003 || user.uid === 1004,
    isHighWithdraw: user.uid === 1002 || user.uid === 1005,
    current: null,
    accounts: [],
    applications: [],
    entries: [],
    recharges: [],
    vouchers: [],
    coinSellerUsed: 0,
    payoneer: null,
  };
  // Three months of gift income, a few entries a week.
  let id = 1;
  for (let d = 88; d >= 1; d -= rng.int(1, 4)) {
    const money = round2((unit * rng.int(5, 60)) / 40);
    const at = now - d * DAY_MS - rng.int(0, DAY_MS / 2);
    ledger.entries.push({
      id: `e${user.uid}-${id++}`,
      kind: 'income',
      money,
      currency,
      title: ENTRY_TITLES.gifts,
      create_time: Math.floor(at / 1000),
    });
    ledger.money = round2(ledger.money + money);
    ledger.diamonds += Math.round(money * 20);
  }
  // The account earlier withdrawals went to, still bound; paid and rejected ones, so records page
  // and show every status.
  const payout = PAYOUT_ACCOUNTS[user.uid];
  const count = payout ? (payout.withdrawals ?? 3) : 0;
  const bound = payout ? bindAccount(ledger, payout, 1) : null;
  for (let i = 0; i < count && bound; i++) {
    const grade = GRADES[currency]?.normal[i % 2] ?? unit;
    const status = i % 5 === 3 ? 'rejected' : 'paid';
    const at = now - (count - i) * 5 * DAY_MS;
    ledger.applications.unshift({
      id: `w${user.uid}-${i + 1}`,
      grade_money: grade,
      fee: 0,
      currency,
      platform: bound.platform,
      account: bound.account,
      status,
      create_time: Math.floor(at / 1000),
      ...(status === 'rejected' ? { reject_reason: NAME_MISMATCH } : {}),
    });
  }
  for (let i = 0; i < 12; i++) {
    const money = GRADES[currency]?.normal[i % 3] ?? unit;
    ledger.recharges.unshift({
      id: `r${user.uid}-${i + 1}`,
      platform: RECHARGE_PLATFORMS[i % RECHARGE_PLATFORMS.length]!,
      money,
      currency,
      gold: Math.floor(money * (GOLD_RATE[currency] ?? 1)),
      create_time: Math.floor((now - (12 - i) * 7 * DAY_MS) / 1000),
    });
  }
  const v = (n: number, days: number, status: DiamondVoucher['status']): DiamondVoucher => ({
    id: `v${user.uid}-${n}`,
    money: unit / 2,
    gold: Math.floor((unit / 2) * (GOLD_RATE[currency] ?? 1) * 1.1),
    currency,
    expire_time: Math.floor((now + days * DAY_MS) / 1000),
    status,
  });
  ledger.vouchers = [v(1, 7, 'valid'), v(2, 21, 'valid'), v(3, -3, 'expired'), v(4, 10, 'used')];
  return ledger;
}

export function ledgerOf(ctx: HandlerContext<FinanceState>): Ledger {
  const user = ctx.requireUser();
  let l = ctx.state.ledgers.get(user.uid);
  if (!l) {
    l = seedLedger(user, ctx.clock, ctx.rng);
    ctx.state.ledgers.set(user.uid, l);
  }
  return l;
}
