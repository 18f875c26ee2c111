import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import {
  DAILY_APPLICATIONS,
  FINANCE_ERRORS,
  type FinanceState,
  financeArea,
  maskAccount,
  PAGE_SIZE,
} from './index.ts';

const served = serveSandbox([generalArea, financeArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

interface Answer {
  error_code: number;
  error_msg: string;
  data?: Record<string, unknown> & { list?: unknown[] };
}

async function call(
  path: string,
  opts: { uid?: number; key?: string; method?: 'GET' | 'POST'; body?: object; lang?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { token: `tok-${opts.uid ?? 1001}` };
  if (opts.lang) headers.lang = opts.lang;
  // Every money call carries a key (a fresh one per call unless the test names it); the account
  // binding is one too. The cash-out test without a key passes `key: ''`.
  const key = opts.key ?? (path.startsWith('/finance/modifywithdrawaccount') ? crypto.randomUUID() : '');
  if (key) headers['idempotency-key'] = key;
  if (opts.body) headers['content-type'] = 'application/json';
  const res = await fetch(served.origin + path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return (await res.json()) as Answer;
}

const ledger = (uid: number) => sandbox.state<FinanceState>('finance').ledgers.get(uid)!;
const apply = (grade: number, key: string, uid = 1001) =>
  call(`/finance/cash-out-apply?grade_money=${grade}`, { uid, key });

describe('withdrawal', () => {
  it('needs a bound account', async () => {
    const a = await apply(100, 'k1');
    expect(a).toEqual({
      error_code: FINANCE_ERRORS.noAccount[0],
      error_msg: FINANCE_ERRORS.noAccount[1].texts.en,
    });
    expect((await call('/finance/get-apply-info')).data?.apply_code).toBe(1);
  });

  it('binds, applies once per key and records a pending application', async () => {
    const bind = await call('/finance/modifywithdrawaccount?account=9876543210&platform=paytm&from=income');
    expect(bind.data).toMatchObject({ account: { platform: 'paytm', account: '987****210' } });
    const before = ledger(1001).money;
    const first = await apply(100, 'same');
    expect(first.error_code).toBe(0);
    expect(first.data).toMatchObject({
      application: { grade_money: 100, status: 'pending' },
      money: before - 100,
    });
    const again = await apply(100, 'same');
    expect(again).toEqual(first);
    expect(ledger(1001).money).toBeCloseTo(before - 100, 2);
    const list = await call('/finance/userapplylist?page=1');
    expect(list.data?.list?.[0]).toMatchObject({ id: (first.data!.application as { id: string }).id });
    const audit = await call('/finance/userauditmoney');
    expect(audit.data).toMatchObject({ audit_money: 100, pending_count: 1 });
  });

  it('refuses a grade that is not listed, more than the balance, and past the daily number', async () => {
    await call('/finance/modifywithdrawaccount?account=9876543210&platform=paytm&from=income');
    expect((await apply(123, 'a')).error_code).toBe(FINANCE_ERRORS.badGrade[0]);
    ledger(1001).money = 150;
    expect((await apply(500, 'b')).error_msg).toBe(FINANCE_ERRORS.notEnough[1].texts.en);
    ledger(1001).money = 10_000;
    for (let i = 0; i < DAILY_APPLICATIONS; i++) expect((await apply(100, `d${i}`)).error_code).toBe(0);
    expect((await apply(100, 'over')).error_code).toBe(FINANCE_ERRORS.dailyLimit[0]);
  });

  it('high-withdraw users get the higher grades', async () => {
    const normal = (await call('/finance/grades')).data?.grade_list as Array<{ grade_money: number }>;
    const high = (await call('/finance/grades', { uid: 1002 })).data?.grade_list as Array<{
      grade_money: number;
    }>;
    expect(normal.map((g) => g.grade_money)).toEqual([100, 500, 1000, 2000]);
    expect(high.map((g) => g.grade_money)).toEqual([50, 100, 250, 500, 1000, 5000]);
    expect((await call('/money/ishighwithdrawuser', { uid: 1002 })).data).toEqual({ is_high_withdraw: true });
  });

  it('with the slow switch, records at once and a retry during the wait gets the same result', async () => {
    sandbox.runSwitch('finance', 'slowApply', { delayMs: 300 });
    const before = ledger(1005).money;
    const slow = apply(100, 'slow', 1005);
    await new Promise((r) => setTimeout(r, 50));
    expect(ledger(1005).applications[0]?.status).toBe('pending');
    const retry = await apply(100, 'slow', 1005);
    const first = await slow;
    expect(retry.data).toEqual(first.data);
    expect(ledger(1005).money).toBeCloseTo(before - 100, 2);
  });

  it('refuses a money call without an idempotency key', async () => {
    const a = await call('/finance/cash-out-apply?grade_money=100', { uid: 1005 });
    expect(a.error_code).toBe(400);
  });
});

describe('accounts', () => {
  it('refuses methods of other countries and implausible numbers', async () => {
    const gcash = await call('/finance/modifywithdrawaccount?account=09171234567&platform=gcash&from=x');
    expect(gcash.error_code).toBe(FINANCE_ERRORS.badPlatform[0]);
    const bad = await call('/finance/modifywithdrawaccount?account=abc&platform=paytm&from=x');
    expect(bad.error_code).toBe(FINANCE_ERRORS.badAccount[0]);
  });

  it('binds a Nigerian bank account with its bank and holder, and deletes it', async () => {
    const ok = await call(
      '/finance/modifywithdrawaccount?account=0123456789&platform=ng_bank&from=withdraw&account_name=Chioma%20Okafor&bank_code=044',
      { uid: 1004 },
    );
    expect(ok.data).toMatchObject({ account: { bank_name: 'Access Bank', account_name: 'Chioma Okafor' } });
    const id = (ok.data!.account as { id: string }).id;
    const list = await call('/web/finance/ng_bank/accounts?method=bank&country=NG', { uid: 1004 });
    expect(list.data?.accounts).toHaveLength(1);
    expect((await call(`/web/finance/ng_bank/accounts/${id}/delete`, { uid: 1004 })).data).toEqual({
      deleted: true,
    });
    expect((await call('/finance/userwithdrawaccount', { uid: 1004 })).data?.account).toBeNull();
  });

  it('masks accounts', () => {
    expect(maskAccount('aarav.sharma@mail.co.in')).toBe('aa***@mail.co.in');
    expect(maskAccount('09171234567')).toBe('091*****567');
    expect(maskAccount('1234')).toBe('1***4');
  });
});

describe('exchange and vouchers', () => {
  it('exchanges money for gold once per key', async () => {
    const before = ledger(1001);
    const [money, gold] = [before.money, before.gold];
    const a = await call('/finance/exchange-gold?money=50', { key: 'e1' });
    const b = await call('/finance/exchange-gold?money=50', { key: 'e1' });
    expect(a.data).toEqual({ money: money - 50, gold: 500, golds_total: gold + 500 });
    expect(b).toEqual(a);
    expect(ledger(1001).gold).toBe(gold + 500);
  });

  it('uses a voucher once; expired and used ones are refused', async () => {
    const valid = (await call('/money/get-diamond-vouchers')).data?.list as Array<{ id: string }>;
    expect(valid).toHaveLength(2);
    const use = (key: string, id: string) =>
      call('/money/exchange-gold-by-diamond-vouchers', { method: 'POST', key, body: { voucher_id: id } });
    expect((await use('v1', valid[0]!.id)).error_code).toBe(0);
    expect((await use('v2', valid[0]!.id)).error_code).toBe(FINANCE_ERRORS.voucherGone[0]);
    expect((await use('v3', 'v1001-3')).error_code).toBe(FINANCE_ERRORS.voucherGone[0]);
    const invalid = (await call('/money/get-invalid-diamond-vouchers')).data?.list as Array<{
      status: string;
    }>;
    expect(invalid.map((v) => v.status).sort()).toEqual(['expired', 'used', 'used']);
  });

  it('coin sellers exchange up to their limit; others are refused', async () => {
    const limit = (await call('/money/get-coin-seller-exchange-money-limit', { uid: 1004 })).data;
    expect(limit).toMatchObject({ is_coin_seller: true, limit: 500000, currency: 'NGN' });
    const over = await call('/money/coin-seller-exchange-gold', {
      uid: 1004,
      method: 'POST',
      key: 'c1',
      body: { money: 600000 },
    });
    expect(over.error_code).toBe(FINANCE_ERRORS.exchangeLimit[0]);
    const no = await call('/money/coin-seller-exchange-gold', {
      method: 'POST',
      key: 'c2',
      body: { money: 10 },
    });
    expect(no.error_code).toBe(FINANCE_ERRORS.notCoinSeller[0]);
  });
});

describe('support contacts', () => {
  it('are served per payout method, to visitors too', async () => {
    const paytm = await fetch(`${served.origin}/web/finance/support-contacts?platform=paytm`).then((r) =>
      r.json(),
    );
    expect(paytm).toEqual({
      error_code: 0,
      error_msg: '',
      data: { email: 'paytm.support@starmaker.example' },
    });
    const other = await call('/web/finance/support-contacts?platform=gcash');
    expect(other.data).toEqual({ email: 'support@starmaker.example' });
  });
});

describe('seeded users', () => {
  it('were paid only to an account they still have bound; a user without one never withdrew', async () => {
    for (const uid of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]) {
      const info = await call('/finance/userwithdrawaccount', { uid });
      const bound = info.data?.account as { platform: string; account: string } | null;
      const list = ((await call('/finance/userapplylist?page=1', { uid })).data?.list ?? []) as Array<{
        platform: string;
        account: string;
      }>;
      if (!bound) expect(list, `${uid}`).toEqual([]);
      for (const a of list)
        expect({ platform: a.platform, account: a.account }).toEqual({
          platform: bound!.platform,
          account: bound!.account,
        });
    }
    expect(ledger(1008).applications).toHaveLength(14);
    expect(ledger(1001).applications).toEqual([]);
  });
});

describe('details', () => {
  it('pages the records and checks the month', async () => {
    // 1008 has withdrawn for months, to the Paytm number still bound.
    const p1 = await call('/finance/userapplylist?page=1', { uid: 1008 });
    const p2 = await call('/finance/userapplylist?page=2', { uid: 1008 });
    expect(p1.data?.list).toHaveLength(PAGE_SIZE);
    expect(p1.data?.has_more).toBe(true);
    expect(p2.data?.has_more).toBe(false);
    expect((await call('/finance/user-account-detail?month=2026-13')).error_code).toBe(
      FINANCE_ERRORS.badMonth[0],
    );
    const now = new Date(sandbox.clock.now());
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const income = await call(`/finance/user-income-detail?month=${month}`);
    expect(income.error_code).toBe(0);
    expect(income.data?.currency).toBe('INR');
  });
});

/** Masked accounts, brand names (PayPal, Paytm, Vodafone Cash), banks' own names and country codes. */
const NAMES = ['account', 'name', 'bank_name', 'account_name', 'email', 'countries'];

describe('the payout server in the page language', () => {
  // Last month: the seed's three months of income always fill it (on the 1st, this month has
  // nothing yet).
  const month = () => {
    const now = new Date(sandbox.clock.now());
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    return `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const readsOf = () => [
    '/finance/userapplylist?page=1',
    '/finance/userapplylist?page=2',
    `/finance/user-income-detail?month=${month()}`,
    `/finance/user-account-detail?month=${month()}`,
    '/finance/userwithdrawaccount',
    '/web/finance/userwithdrawaccount',
    '/web/finance/paypal/form-config',
    '/money/recharge-detail?page=1',
  ];

  it('writes statement lines, reasons, methods, form labels and refusals in Arabic for lang ar', async () => {
    for (const uid of [1001, 1002, 1008]) {
      for (const path of readsOf()) {
        const answer = await call(path, { uid, lang: 'ar' });
        expect(answer.error_code, path).toBe(0);
        expect(latinTexts(answer.data, NAMES, ['PayPal']), path).toEqual([]);
      }
    }
    const reasons = ((await call('/finance/userapplylist?page=1', { uid: 1008, lang: 'ar' })).data?.list ??
      []) as Array<{
      reject_reason?: string;
    }>;
    expect(reasons.map((r) => r.reject_reason).filter(Boolean)).toContain('اسم صاحب الحساب غير مطابق');
    const refused = await apply(123, 'ar-1', 1007);
    expect(refused.error_msg).toBe(FINANCE_ERRORS.noAccount[1].texts.en);
    const arabic = await call('/finance/cash-out-apply?grade_money=123', {
      uid: 1007,
      key: 'ar-2',
      lang: 'ar',
    });
    expect(arabic.error_msg).toBe(FINANCE_ERRORS.noAccount[1].texts.ar);
  });

  it('answers English without a lang header', async () => {
    const income = await call(`/finance/user-account-detail?month=${month()}`);
    expect(JSON.stringify(income.data)).toContain('Gift income');
  });
});
