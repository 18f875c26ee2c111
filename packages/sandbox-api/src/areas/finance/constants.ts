// The business constants of the sandbox's payout server: its error codes, grades, rates,
// limits, payout platforms and banks per country.

import type { PayoutPlatform, PlatformInfo } from '@h5/core-api/contracts/finance';
import { fail } from '../../area.ts';
import { type Localized, localized } from '../../kit/localized.ts';

export const FINANCE_ERRORS = {
  noAccount: [
    10001,
    localized({ en: 'Please bind a withdrawal account first', ar: 'يرجى ربط حساب سحب أولاً' }),
  ],
  notEnough: [
    10002,
    localized({ en: 'Your balance is not enough for this amount', ar: 'رصيدك لا يكفي لهذا المبلغ' }),
  ],
  badGrade: [10003, localized({ en: 'This amount cannot be withdrawn', ar: 'لا يمكن سحب هذا المبلغ' })],
  dailyLimit: [
    10004,
    localized({
      en: 'You have reached the number of withdrawals for today',
      ar: 'لقد وصلت إلى الحد الأقصى لعمليات السحب اليوم',
    }),
  ],
  badAccount: [10005, localized({ en: 'The account number is not valid', ar: 'رقم الحساب غير صالح' })],
  badPlatform: [
    10006,
    localized({
      en: 'This withdrawal method is not available in your country',
      ar: 'طريقة السحب هذه غير متاحة في بلدك',
    }),
  ],
  exchangeLimit: [
    10007,
    localized({ en: 'This exchange is over your limit for today', ar: 'هذا التحويل يتجاوز حدك اليومي' }),
  ],
  notCoinSeller: [
    10008,
    localized({ en: 'Only coin sellers can exchange at this rate', ar: 'هذا السعر متاح لبائعي العملات فقط' }),
  ],
  voucherGone: [
    10009,
    localized({
      en: 'This voucher has expired or was already used',
      ar: 'انتهت صلاحية هذه القسيمة أو تم استخدامها من قبل',
    }),
  ],
  badMonth: [10010, localized({ en: 'Please choose a valid month', ar: 'يرجى اختيار شهر صالح' })],
} as const satisfies Record<string, readonly [number, Localized]>;

export function failWith(e: readonly [number, Localized]): never {
  return fail(e[0], e[1]);
}

export const DAILY_APPLICATIONS = 3;

export const PAGE_SIZE = 10;

export const CURRENCY_BY_COUNTRY: Record<string, string> = {
  IN: 'INR',
  EG: 'EGP',
  NG: 'NGN',
  PH: 'PHP',
  ID: 'IDR',
  MY: 'MYR',
  AE: 'AED',
};

/** Withdrawal grades per currency; high-withdraw users also get the `high` ones. */
export const GRADES: Record<string, { normal: number[]; high: number[] }> = {
  INR: { normal: [100, 500, 1000, 2000], high: [5000, 10000] },
  EGP: { normal: [50, 100, 250, 500], high: [1000, 5000] },
  NGN: { normal: [1000, 5000, 10000, 20000], high: [50000, 100000] },
  PHP: { normal: [100, 250, 500, 1000], high: [2500, 5000] },
  IDR: { normal: [50000, 100000, 250000, 500000], high: [1000000] },
  MYR: { normal: [20, 50, 100, 200], high: [500] },
  AED: { normal: [20, 50, 100, 200], high: [500] },
};

/** Gold per unit of money, for coin exchange. */
export const GOLD_RATE: Record<string, number> = {
  INR: 10,
  EGP: 30,
  NGN: 1,
  PHP: 15,
  IDR: 0.05,
  MYR: 180,
  AED: 220,
};

export const COIN_SELLER_DAILY_LIMIT: Record<string, number> = {
  INR: 20000,
  EGP: 10000,
  NGN: 500000,
  PHP: 20000,
  IDR: 5000000,
  MYR: 1500,
  AED: 1500,
};

// Brand names stay as they are in every language; a bank transfer is said in the page's language.
export const PLATFORMS: Record<PayoutPlatform, Omit<PlatformInfo, 'name'> & { name: string | Localized }> = {
  paypal: {
    platform: 'paypal',
    name: 'PayPal',
    countries: ['IN', 'EG', 'NG', 'PH', 'ID', 'MY', 'AE'],
    fee_rate: 0.03,
  },
  payoneer: {
    platform: 'payoneer',
    name: 'Payoneer',
    countries: ['IN', 'EG', 'NG', 'PH', 'ID', 'MY', 'AE'],
    fee_rate: 0.02,
  },
  gcash: { platform: 'gcash', name: 'GCash', countries: ['PH'], fee_rate: 0.01 },
  vodafone_cash: { platform: 'vodafone_cash', name: 'Vodafone Cash', countries: ['EG'], fee_rate: 0.01 },
  fawry: { platform: 'fawry', name: 'Fawry', countries: ['EG'], fee_rate: 0.01 },
  eg_bank: {
    platform: 'eg_bank',
    name: localized({ en: 'Bank transfer (Egypt)', ar: 'تحويل بنكي (مصر)' }),
    countries: ['EG'],
    fee_rate: 0.015,
  },
  ng_bank: {
    platform: 'ng_bank',
    name: localized({ en: 'Bank transfer (Nigeria)', ar: 'تحويل بنكي (نيجيريا)' }),
    countries: ['NG'],
    fee_rate: 0.015,
  },
  paytm: { platform: 'paytm', name: 'Paytm', countries: ['IN'], fee_rate: 0.02 },
};

export const BANKS: Record<'eg_bank' | 'ng_bank', Array<{ code: string; name: string }>> = {
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

/** Lines of the income statement the server writes. */
export const ENTRY_TITLES = {
  gifts: localized({ en: 'Gift income', ar: 'دخل الهدايا' }),
  exchanged: localized({ en: 'Exchanged for coins', ar: 'تم التحويل إلى عملات' }),
  coinSeller: localized({ en: 'Coin seller exchange', ar: 'تحويل بائع العملات' }),
  voucher: (gold: number) => localized({ en: `Voucher for ${gold} coins`, ar: `قسيمة مقابل ${gold} عملة` }),
};

/** Why the payout team turned an application down. */
export const NAME_MISMATCH = localized({
  en: 'The account name did not match',
  ar: 'اسم صاحب الحساب غير مطابق',
});

/** The payout servers answer `{ error_code, error_msg, data }`. */
export const FINANCE_ENVELOPE = { envelope: 'error_code' } as const;
