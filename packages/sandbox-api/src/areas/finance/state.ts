// What the finance area holds per user (a ledger) and the changes every handler makes to it.

import type {
  DiamondVoucher,
  LedgerEntry,
  LedgerKind,
  PayoutPlatform,
  RechargeRecord,
  WithdrawAccount,
  WithdrawApplication,
} from '@h5/core-api/contracts/finance';
import type { Localizable, Localized } from '../../kit/localized.ts';

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
  applications: Localizable<WithdrawApplication>[];
  entries: Localizable<LedgerEntry>[];
  recharges: Localizable<RechargeRecord>[];
  vouchers: DiamondVoucher[];
  coinSellerUsed: number;
  payoneer: WithdrawAccount | null;
}

export interface FinanceState {
  ledgers: Map<number, Ledger>;
  /** Test switch: the next withdraw answers this much later (after recording it). */
  slowApply: { delayMs: number; times: number } | null;
  nextId: number;
}

export const DAY_MS = 86_400_000;

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

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

export function bindAccount(
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

export function addEntry(
  state: FinanceState,
  ledger: Ledger,
  kind: LedgerKind,
  money: number,
  title: Localized,
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
