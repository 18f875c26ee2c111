// Spec 7 "Finance": a ledger per user (balance, money under audit, gold, applications, bound
// accounts per provider, vouchers) with the rules a payout server enforces: a withdrawal needs a
// bound account, a listed grade and enough balance; a repeated idempotency key gets the first
// result even while the first request is still being answered.

import {
  type ApplyInfo,
  authorizePayoneer,
  bindPayoneer,
  bindPaypalAccount,
  type CashOutResult,
  cashOutApply,
  coinSellerExchangeGold,
  type DiamondVoucher,
  deleteProviderAccount,
  type ExchangeResult,
  exchangeGold,
  exchangeGoldByVoucher,
  type Grade,
  getApplyInfo,
  getCoinSellerLimit,
  getDiamondVouchers,
  getExchangeGoldGrade,
  getGrades,
  getInBankAccount,
  getInvalidDiamondVouchers,
  getIsHighWithdrawUser,
  getPayoneerAccounts,
  getPaypalForm,
  getProviderAccounts,
  getRechargeDetail,
  getRedMoneyGrade,
  getUniRechargeDetail,
  getUserAccountDetail,
  getUserApplyList,
  getUserAuditMoney,
  getUserIncomeDetail,
  getUserMoney,
  getUserRechargedPlatform,
  getUserWithdrawAccount,
  getWebUserWithdrawAccount,
  type LedgerEntry,
  type LedgerKind,
  modifyWithdrawAccount,
  PAYOUT_PLATFORMS,
  type PayoutPlatform,
  type PlatformInfo,
  type RechargeRecord,
  unbindPayoneer,
  type WithdrawAccount,
  type WithdrawApplication,
} from '@h5/core-api/contracts/finance';
import { defineArea, fail, type HandlerContext, on, str } from '../area.ts';
import type { SandboxClock } from '../clock.ts';
import type { Random } from '../random.ts';
import { type SandboxUser, SIGNED_IN_USERS } from '../users.ts';

// ---- business constants of the sandbox's payout server ----

export const FINANCE_ERRORS = {
  noAccount: [10001, 'Please bind a withdrawal account first'],
  notEnough: [10002, 'Your balance is not enough for this amount'],
  badGrade: [10003, 'This amount cannot be withdrawn'],
  dailyLimit: [10004, 'You have reached the number of withdrawals for today'],
  badAccount: [10005, 'The account number is not valid'],
  badPlatform: [10006, 'This withdrawal method is not available in your country'],
  exchangeLimit: [10007, 'This exchange is over your limit for today'],
  notCoinSeller: [10008, 'Only coin sellers can exchange at this rate'],
  voucherGone: [10009, 'This voucher has expired or was already used'],
  badMonth: [10010, 'Please choose a valid month'],
} as const satisfies Record<string, readonly [number, string]>;

function failWith(e: readonly [number, string]): never {
  return fail(e[0], e[1]);
}

export const DAILY_APPLICATIONS = 3;
export const PAGE_SIZE = 10;

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  IN: 'INR',
  EG: 'EGP',
  NG: 'NGN',
  PH: 'PHP',
  ID: 'IDR',
  MY: 'MYR',
  AE: 'AED',
};

/** Withdrawal grades per currency; high-withdraw users also get the `high` ones. */
const GRADES: Record<string, { normal: number[]; high: number[] }> = {
  INR: { normal: [100, 500, 1000, 2000], high: [5000, 10000] },
  EGP: { normal: [50, 100, 250, 500], high: [1000, 5000] },
  NGN: { normal: [1000, 5000, 10000, 20000], high: [50000, 100000] },
  PHP: { normal: [100, 250, 500, 1000], high: [2500, 5000] },
  IDR: { normal: [50000, 100000, 250000, 500000], high: [1000000] },
  MYR: { normal: [20, 50, 100, 200], high: [500] },
  AED: { normal: [20, 50, 100, 200], high: [500] },
};

/** Gold per unit of money, for coin exchange. */
const GOLD_RATE: Record<string, number> = {
  INR: 10,
  EGP: 30,
  NGN: 1,
  PHP: 15,
  IDR: 0.05,
  MYR: 180,
  AED: 220,
};

const COIN_SELLER_DAILY_LIMIT: Record<string, number> = {
  INR: 20000,
  EGP: 10000,
  NGN: 500000,
  PHP: 20000,
  IDR: 5000000,
  MYR: 1500,
  AED: 1500,
};

const PLATFORMS: Record<PayoutPlatform, PlatformInfo> = {
  paypal: {
    platform: 'paypal',
    name: 'PayPal',
    countries: ['IN', 'EG', 'NG', 'PH', 'ID', 'MY', 'AE'],
    fee_rate: 0.03,
  },
  gcash: { platform: 'gcash', name: 'GCash', countries: ['PH'], fee_rate: 0.01 },
  vodafone_cash: { platform: 'vodafone_cash', name: 'Vodafone Cash', countries: ['EG'], fee_rate: 0.01 },
  fawry: { platform: 'fawry', name: 'Fawry', countries: ['EG'], fee_rate: 0.01 },
  eg_bank: { platform: 'eg_bank', name: 'Bank transfer (Egypt)', countries: ['EG'], fee_rate: 0.015 },
  ng_bank: { platform: 'ng_bank', name: 'Bank transfer (Nigeria)', countries: ['NG'], fee_rate: 0.015 },
  paytm: { platform: 'paytm', name: 'Paytm', countries: ['IN'], fee_rate: 0.02 },
};

const BANKS: Record<'eg_bank' | 'ng_bank', Array<{ code: string; name: string }>> = {
  eg_bank: [
    { code: 'NBE', name: 'National Bank of Egypt' },
    { code: 'MISR', name: 'Banque Misr' },
    { code: 'CIB', name: 'Commercial International Bank' },
  ],
  ng_bank: [
    { code: '044', name: 'Access Bank' },
    { code: '058', name: 'Guaranty Trust Bank' },
    { code: '011', name: 'First Bank of Nigeria' },
    { code: '033', name: 'United Bank for Africa' },
  ],
};

// ---- state ----

export interface Ledger {
  uid: number;
  country: string;
  currency: string;
  money: number;
  diamonds: number;
  gold: number;
  isCoinSeller: boolean;
  isHighWithdraw: boolean;
  /** The account withdrawals go to. */
  current: WithdrawAccount | null;
  /** Every account bound, per provider (the newest is current). */
  accounts: WithdrawAccount[];
  applications: WithdrawApplication[];
  entries: LedgerEntry[];
  recharges: RechargeRecord[];
  vouchers: DiamondVoucher[];
  coinSellerUsed: number;
  payoneer: WithdrawAccount | null;
}

export interface FinanceState {
  ledgers: Map<number, Ledger>;
  /** `uid:key` of every money call already carried out, with its outcome. */
  outcomes: Map<string, { ok: true; data: unknown } | { ok: false; code: number; msg: string }>;
  /** Test switch: the next withdraw answers this much later (after recording it). */
  slowApply: { delayMs: number; times: number } | null;
  nextId: number;
}

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Shows the start and end of an account number only, as payout servers do. */
export function maskAccount(account: string): string {
  const a = account.trim();
  if (a.includes('@')) {
    const [name = '', domain = ''] = a.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  if (a.length <= 6) return `${a.slice(0, 1)}***${a.slice(-1)}`;
  return `${a.slice(0, 3)}${'*'.repeat(Math.max(3, a.length - 6))}${a.slice(-3)}`;
}

function seedLedger(user: SandboxUser, clock: SandboxClock, rng: Random): Ledger {
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
      title: 'Gift income',
      create_time: Math.floor(at / 1000),
    });
    ledger.money = round2(ledger.money + money);
    ledger.diamonds += Math.round(money * 20);
  }
  // Earlier withdrawals, paid and rejected, so records page and show every status.
  const count = user.uid === 1001 ? 14 : user.uid === 1007 ? 0 : 3;
  for (let i = 0; i < count; i++) {
    const grade = GRADES[currency]?.normal[i % 2] ?? unit;
    const status = i % 5 === 3 ? 'rejected' : 'paid';
    const at = now - (count - i) * 5 * DAY_MS;
    ledger.applications.unshift({
      id: `w${user.uid}-${i + 1}`,
      grade_money: grade,
      fee: 0,
      currency,
      platform: defaultPlatform(user.country),
      account: maskAccount(user.country === 'PH' ? '09171234567' : 'earlier.account@mail.com'),
      status,
      create_time: Math.floor(at / 1000),
      ...(status === 'rejected' ? { reject_reason: 'The account name did not match' } : {}),
    });
  }
  for (let i = 0; i < 12; i++) {
    const money = GRADES[currency]?.normal[i % 3] ?? unit;
    ledger.recharges.unshift({
      id: `r${user.uid}-${i + 1}`,
      platform: ['Google Play', 'Paytm', 'Card'][i % 3]!,
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
  // Some users start with an account bound, as returning users do.
  const bound: Partial<Record<number, [PayoutPlatform, string]>> = {
    1002: ['vodafone_cash', '01012345678'],
    1005: ['gcash', '09171234567'],
    1008: ['paytm', '9876543210'],
  };
  const b = bound[user.uid];
  if (b) bindAccount(ledger, { platform: b[0], account: b[1] }, 1);
  return ledger;
}

function defaultPlatform(country: string): PayoutPlatform {
  return PAYOUT_PLATFORMS.find((p) => p !== 'paypal' && PLATFORMS[p].countries.includes(country)) ?? 'paypal';
}

function bindAccount(
  ledger: Ledger,
  a: { platform: PayoutPlatform; account: string; account_name?: string; bank_name?: string },
  n: number,
): WithdrawAccount {
  const acc: WithdrawAccount = {
    id: `a${ledger.uid}-${n}`,
    platform: a.platform,
    account: maskAccount(a.account),
    ...(a.account_name ? { account_name: a.account_name } : {}),
    ...(a.bank_name ? { bank_name: a.bank_name } : {}),
  };
  ledger.accounts = [acc, ...ledger.accounts.filter((x) => x.platform !== a.platform)];
  ledger.current = acc;
  return acc;
}

// ---- rules ----

export function gradesFor(ledger: Ledger, kind: 'withdraw' | 'paytm' = 'withdraw'): Grade[] {
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

export function applyInfo(ledger: Ledger, nowMs: number): ApplyInfo {
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

function addEntry(
  state: FinanceState,
  ledger: Ledger,
  kind: LedgerKind,
  money: number,
  title: string,
  nowMs: number,
) {
  ledger.entries.push({
    id: `e${ledger.uid}-n${state.nextId++}`,
    kind,
    money: round2(money),
    currency: ledger.currency,
    title,
    create_time: Math.floor(nowMs / 1000),
  });
}

export function cashOut(
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
    `Withdrawal to ${PLATFORMS[application.platform].name}`,
    nowMs,
  );
  return { application, money: ledger.money };
}

function exchange(
  state: FinanceState,
  ledger: Ledger,
  money: number | undefined,
  nowMs: number,
  title: string,
): ExchangeResult {
  if (money === undefined || !Number.isFinite(money) || money <= 0) failWith(FINANCE_ERRORS.badGrade);
  if (money > ledger.money) failWith(FINANCE_ERRORS.notEnough);
  const gold = Math.floor(money * (GOLD_RATE[ledger.currency] ?? 1));
  ledger.money = round2(ledger.money - money);
  ledger.gold += gold;
  addEntry(state, ledger, 'exchange', -money, title, nowMs);
  return { money: ledger.money, gold, golds_total: ledger.gold };
}

/**
 * Runs a money call once per `uid:key`: a repeated key (a retry after a timeout, a second tap
 * that got through) gets the first outcome, even while the first request is still being answered.
 */
function once<R>(state: FinanceState, ctx: HandlerContext<FinanceState>, run: () => R): R {
  const key = `${ctx.requireUser().uid}:${String(ctx.headers['idempotency-key'] ?? '')}`;
  const seen = state.outcomes.get(key);
  if (seen) return seen.ok ? (seen.data as R) : fail(seen.code, seen.msg);
  try {
    const data = run();
    state.outcomes.set(key, { ok: true, data });
    return data;
  } catch (e) {
    const f = e as { code?: number; message: string };
    if (typeof f.code === 'number') state.outcomes.set(key, { ok: false, code: f.code, msg: f.message });
    throw e;
  }
}

function ledgerOf(ctx: HandlerContext<FinanceState>): Ledger {
  const user = ctx.requireUser();
  let l = ctx.state.ledgers.get(user.uid);
  if (!l) {
    l = seedLedger(user, ctx.clock, ctx.rng);
    ctx.state.ledgers.set(user.uid, l);
  }
  return l;
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

function page<T>(list: T[], p: unknown) {
  const n = Math.max(1, Math.floor(num(p) ?? 1));
  return { list: list.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE), has_more: n * PAGE_SIZE < list.length };
}

function monthOf(v: unknown): { month: string; from: number; to: number } {
  const s = str(v) ?? '';
  const m = /^(\d{4})-(\d{2})$/.exec(s);
  const mm = m ? Number(m[2]) : 0;
  if (!m || mm < 1 || mm > 12) failWith(FINANCE_ERRORS.badMonth);
  const from = Date.UTC(Number(m[1]), mm - 1, 1) / 1000;
  const to = Date.UTC(Number(m[1]), mm, 1) / 1000;
  return { month: s, from, to };
}

function platformsFor(ledger: Ledger): PlatformInfo[] {
  return PAYOUT_PLATFORMS.map((p) => PLATFORMS[p]).filter((p) => p.countries.includes(ledger.country));
}

/** The sandbox's own light checks: the page validates properly before sending. */
function plausibleAccount(platform: PayoutPlatform, account: string): boolean {
  if (platform === 'paypal') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account);
  if (platform === 'eg_bank') return /^(EG\d{27}|\d{8,20})$/.test(account);
  return /^\+?\d{6,20}$/.test(account.replace(/[\s-]/g, ''));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const E = { envelope: 'error_code' } as const;

export const financeArea = defineArea<FinanceState>({
  name: 'finance',
  seed: ({ clock, rng }) => {
    const ledgers = new Map<number, Ledger>();
    for (const u of SIGNED_IN_USERS) ledgers.set(u.uid, seedLedger(u, clock, rng));
    return { ledgers, outcomes: new Map(), slowApply: null, nextId: 1 };
  },
  handlers: [
    on(
      getUserWithdrawAccount,
      (ctx) => {
        const l = ledgerOf(ctx);
        return {
          stage_name: ctx.requireUser().stage_name,
          account: l.current,
          platform_list: platformsFor(l),
        };
      },
      E,
    ),
    on(
      modifyWithdrawAccount,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        const platform = str(p.platform) as PayoutPlatform | undefined;
        if (!platform || !platformsFor(l).some((x) => x.platform === platform))
          failWith(FINANCE_ERRORS.badPlatform);
        const account = (str(p.account) ?? '').trim();
        if (!plausibleAccount(platform, account)) failWith(FINANCE_ERRORS.badAccount);
        const bank =
          platform === 'eg_bank' || platform === 'ng_bank'
            ? BANKS[platform].find((b) => b.code === str(p.bank_code))
            : undefined;
        if ((platform === 'eg_bank' || platform === 'ng_bank') && (!bank || !str(p.account_name)?.trim()))
          failWith(FINANCE_ERRORS.badAccount);
        const acc = bindAccount(
          l,
          { platform, account, account_name: str(p.account_name)?.trim(), bank_name: bank?.name },
          ctx.state.nextId++,
        );
        return { account: acc };
      },
      E,
    ),
    on(
      getGrades,
      (ctx) => {
        const l = ledgerOf(ctx);
        return { currency: l.currency, grade_list: gradesFor(l) };
      },
      E,
    ),
    on(
      getRedMoneyGrade,
      (ctx) => {
        const l = ledgerOf(ctx);
        return { currency: l.currency, grade_list: gradesFor(l, 'paytm') };
      },
      E,
    ),
    on(
      cashOutApply,
      async (ctx, p) => {
        const l = ledgerOf(ctx);
        const kind = str(p.platform) === 'paytm' ? 'paytm' : 'withdraw';
        const result = once(ctx.state, ctx, () =>
          cashOut(ctx.state, l, num(p.grade_money), ctx.clock.now(), kind),
        );
        // The slow-answer switch: the withdrawal is recorded, only the answer is late.
        const slow = ctx.state.slowApply;
        if (slow && slow.times > 0) {
          slow.times -= 1;
          await sleep(slow.delayMs);
        }
        return result;
      },
      E,
    ),
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
      E,
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
      E,
    ),
    on(getApplyInfo, (ctx) => applyInfo(ledgerOf(ctx), ctx.clock.now()), E),
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
      E,
    ),
    on(
      exchangeGold,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        return once(ctx.state, ctx, () =>
          exchange(ctx.state, l, num(p.money), ctx.clock.now(), 'Exchanged for coins'),
        );
      },
      E,
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
      E,
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
      E,
    ),
    on(getUserApplyList, (ctx, p) => page(ledgerOf(ctx).applications, p.page), E),
    on(
      getWebUserWithdrawAccount,
      (ctx) => {
        const l = ledgerOf(ctx);
        return { accounts: l.accounts, platform_list: platformsFor(l) };
      },
      E,
    ),
    on(
      getPaypalForm,
      () => ({
        custom_form: true,
        form_config: [
          { name: 'email', label: 'PayPal email', type: 'email' as const, required: true },
          { name: 'account_name', label: 'Full name on PayPal', type: 'text' as const, required: true },
        ],
      }),
      E,
    ),
    on(
      bindPaypalAccount,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        const email = (str(p.email) ?? '').trim();
        if (!plausibleAccount('paypal', email)) failWith(FINANCE_ERRORS.badAccount);
        return {
          account: bindAccount(
            l,
            { platform: 'paypal', account: email, account_name: str(p.account_name) },
            ctx.state.nextId++,
          ),
        };
      },
      E,
    ),
    on(
      getPayoneerAccounts,
      (ctx) => {
        const l = ledgerOf(ctx);
        return { bound: !!l.payoneer, account: l.payoneer };
      },
      E,
    ),
    on(
      authorizePayoneer,
      (ctx) => ({
        url: `https://login.payoneer.com/oauth2/authorize?client_id=sandbox&state=${ctx.requireUser().uid}`,
      }),
      E,
    ),
    on(
      bindPayoneer,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        if (!str(p.code)) failWith(FINANCE_ERRORS.badAccount);
        l.payoneer = {
          id: `p${l.uid}`,
          platform: 'paypal',
          account: maskAccount(`payee${l.uid}@payoneer.com`),
        };
        return { bound: true, account: l.payoneer };
      },
      E,
    ),
    on(
      unbindPayoneer,
      (ctx) => {
        const l = ledgerOf(ctx);
        l.payoneer = null;
        return { bound: false, account: null };
      },
      E,
    ),
    on(
      getProviderAccounts,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        const provider =
          str(p.provider) === 'ng_bank' ? 'ng_bank' : str(p.provider) === 'eg_bank' ? 'eg_bank' : null;
        if (!provider) return fail(404, 'Unknown provider');
        return { accounts: l.accounts.filter((a) => a.platform === provider), banks: BANKS[provider] };
      },
      E,
    ),
    on(
      deleteProviderAccount,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        const id = str(p.id);
        const before = l.accounts.length;
        l.accounts = l.accounts.filter((a) => a.id !== id);
        if (l.current?.id === id) l.current = l.accounts[0] ?? null;
        return { deleted: l.accounts.length < before };
      },
      E,
    ),
    on(getIsHighWithdrawUser, (ctx) => ({ is_high_withdraw: ledgerOf(ctx).isHighWithdraw }), E),
    on(getRechargeDetail, (ctx, p) => page(ledgerOf(ctx).recharges, p.page), E),
    on(
      getUniRechargeDetail,
      (ctx, p) =>
        page(
          ledgerOf(ctx).recharges.filter((r) => r.platform !== 'Paytm'),
          p.page,
        ),
      E,
    ),
    on(
      getUserRechargedPlatform,
      (ctx) => ({
        platform_list: [...new Set(ledgerOf(ctx).recharges.map((r) => r.platform))],
      }),
      E,
    ),
    on(
      getDiamondVouchers,
      (ctx) => {
        const l = ledgerOf(ctx);
        const now = ctx.clock.now() / 1000;
        return { list: l.vouchers.filter((v) => v.status === 'valid' && v.expire_time > now) };
      },
      E,
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
      E,
    ),
    on(
      exchangeGoldByVoucher,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        return once(ctx.state, ctx, () => {
          const v = l.vouchers.find((x) => x.id === str(p.voucher_id));
          if (v?.status !== 'valid' || v.expire_time <= ctx.clock.now() / 1000)
            failWith(FINANCE_ERRORS.voucherGone);
          v.status = 'used';
          l.gold += v.gold;
          addEntry(ctx.state, l, 'voucher', 0, `Voucher for ${v.gold} coins`, ctx.clock.now());
          return { money: l.money, gold: v.gold, golds_total: l.gold };
        });
      },
      E,
    ),
    on(
      getInBankAccount,
      (ctx) => ({ account: ledgerOf(ctx).accounts.find((a) => a.platform === 'paytm') ?? null }),
      E,
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
      E,
    ),
    on(
      coinSellerExchangeGold,
      (ctx, p) => {
        const l = ledgerOf(ctx);
        return once(ctx.state, ctx, () => {
          if (!l.isCoinSeller) failWith(FINANCE_ERRORS.notCoinSeller);
          const money = num(p.money);
          const limit = (COIN_SELLER_DAILY_LIMIT[l.currency] ?? 1000) - l.coinSellerUsed;
          if (money !== undefined && money > limit) failWith(FINANCE_ERRORS.exchangeLimit);
          const r = exchange(ctx.state, l, money, ctx.clock.now(), 'Coin seller exchange');
          l.coinSellerUsed = round2(l.coinSellerUsed + (money ?? 0));
          return r;
        });
      },
      E,
    ),
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
