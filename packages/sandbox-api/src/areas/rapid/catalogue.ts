// The seeded catalogue: operator certificates, account types, countries with their currency and
// prices, coin and VIP packs, and the payment channels per country (flat and grouped).

import type { Certificate, Channel } from '@h5/core-api/contracts/rapid';
import { type Localized, localized } from '../../kit/localized.ts';

export const CERTIFICATES: Record<string, Certificate> = {
  'op-7f3a9c': { token: 'bind-7f3a9c', on_use: 1, whatsapp: '+91 98200 11223' },
  'op-5d21e0': { token: 'bind-5d21e0', on_use: 0, whatsapp: '+971 50 123 4567' },
  official: { token: 'bind-official', on_use: 1, whatsapp: '+65 8000 1234' },
  'op-used': { token: 'bind-used', on_use: 2, whatsapp: '+91 98200 44556' },
  'op-notoken': { token: '', on_use: 1, whatsapp: '+62 811 2233 4455' },
};

/** Account types: 6 the public id (default), 1 the uid, 2 the phone number. */
export const ACCOUNT_CATEGORIES = [6, 1, 2] as const;

export const UNKNOWN_ACCOUNT = {
  code: 1001,
  msg: localized({ en: 'No account found with this number.', ar: 'لا يوجد حساب بهذا الرقم.' }),
};

export const BAD_CATEGORY = {
  code: 1002,
  msg: localized({ en: 'This account type is not supported.', ar: 'نوع الحساب هذا غير مدعوم.' }),
};

export const BAD_TOKEN = {
  code: 1003,
  msg: localized({ en: 'This certificate is invalid.', ar: 'هذه الشهادة غير صالحة.' }),
};

/** The recharge server's other refusals. */
export const RAPID_REFUSALS = {
  noAccount: localized({ en: 'Please enter your recharge account number', ar: 'يرجى إدخال رقم حساب الشحن' }),
  noArea: localized({
    en: 'Recharge is not available in this area yet.',
    ar: 'الشحن غير متاح في هذه المنطقة بعد.',
  }),
  noChannel: localized({ en: 'This payment method is not available.', ar: 'طريقة الدفع هذه غير متاحة.' }),
  badAmount: localized({
    en: 'This amount cannot be recharged with this payment method.',
    ar: 'لا يمكن شحن هذا المبلغ بطريقة الدفع هذه.',
  }),
  badEmail: localized({
    en: 'Please enter a valid e-mail address',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  }),
};

interface CountrySeed {
  display: Localized;
  currency: string;
  /** Local currency per coin pack unit (price of 600 coins). */
  unitPrice: number;
  userPercent: number;
}

export const COUNTRIES: Record<string, CountrySeed> = {
  IN: { display: localized({ en: 'India', ar: 'الهند' }), currency: 'INR', unitPrice: 79, userPercent: 5 },
  ID: {
    display: localized({ en: 'Indonesia', ar: 'إندونيسيا' }),
    currency: 'IDR',
    unitPrice: 15_000,
    userPercent: 4,
  },
  EG: { display: localized({ en: 'Egypt', ar: 'مصر' }), currency: 'EGP', unitPrice: 45, userPercent: 3 },
  NG: {
    display: localized({ en: 'Nigeria', ar: 'نيجيريا' }),
    currency: 'NGN',
    unitPrice: 1_500,
    userPercent: 3,
  },
  PH: {
    display: localized({ en: 'Philippines', ar: 'الفلبين' }),
    currency: 'PHP',
    unitPrice: 55,
    userPercent: 4,
  },
  MY: {
    display: localized({ en: 'Malaysia', ar: 'ماليزيا' }),
    currency: 'MYR',
    unitPrice: 4.5,
    userPercent: 4,
  },
  ME: {
    display: localized({ en: 'Middle East', ar: 'الشرق الأوسط' }),
    currency: 'USD',
    unitPrice: 0.99,
    userPercent: 6,
  },
  SA: {
    display: localized({ en: 'Saudi Arabia', ar: 'السعودية' }),
    currency: 'SAR',
    unitPrice: 3.75,
    userPercent: 6,
  },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES);

export const COIN_PACKS = [600, 3_000, 6_000, 30_000, 60_000];

/** The large flow's packs: each larger than quick recharge's largest. */
export const LARGE_COIN_PACKS = [150_000, 300_000, 600_000, 1_500_000, 3_000_000];

/** The large flow's amount of the user's own, in coins (not in the spec: docs/api-gaps.md). */
export const CUSTOM_AMOUNT = { min: 100_000, max: 10_000_000 };

/**
 * The VIP packages, in the order both VIP pages list them: the one catalogue the sale page's skus
 * (vip area) and the VIP recharge page's products (this area) are built from, so a package has
 * one name, period, level and price wherever it is shown and paid. `unitPrices` is its price in
 * coin-pack units of the area (the 600-coin pack's price).
 */
export const VIP_PACKS: Array<{ name: Localized; days: number; level: number; unitPrices: number }> = [
  {
    name: localized({ en: 'VIP 7 days', ar: 'عضوية كبار الشخصيات 7 أيام' }),
    days: 7,
    level: 1,
    unitPrices: 5,
  },
  {
    name: localized({ en: 'VIP 30 days', ar: 'عضوية كبار الشخصيات 30 يوماً' }),
    days: 30,
    level: 2,
    unitPrices: 17.5,
  },
  {
    name: localized({ en: 'VIP 90 days', ar: 'عضوية كبار الشخصيات 90 يوماً' }),
    days: 90,
    level: 3,
    unitPrices: 45,
  },
];

/** A local price: whole units from 100 up, cents below. */
export function roundPrice(n: number): number {
  return n >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
}

/** The one price of VIP package `pack` (0 for the first) in `country`'s currency. */
export function vipPackPrice(pack: number, country: string): number {
  const c = COUNTRIES[country];
  const p = VIP_PACKS[pack];
  if (!c || !p) throw new Error(`no VIP price for pack ${pack} in ${country}`);
  return roundPrice(c.unitPrice * p.unitPrices);
}

/** A coin pack: "6,000 coins". */
export function coinPackName(coins: number): Localized {
  return localized({ en: `${coins.toLocaleString('en')} coins`, ar: `${coins.toLocaleString('en')} عملة` });
}

// Brand names (UPI, Fawry, GCash, STC Pay, mada…) stay as they are in every language; a kind of
// payment (a recharge card, net banking) is said in the page's language.
export interface ChannelSeed {
  name: string | Localized;
  kind?: Channel['kind'];
  sub: string;
  email?: boolean;
}

export const CHANNELS: Record<
  string,
  { flat: ChannelSeed[]; groups: Array<[Localized, boolean, ChannelSeed[]]> }
> = {
  IN: {
    flat: [
      { name: 'UPI', sub: 'upi' },
      { name: localized({ en: 'Paytm Wallet', ar: 'محفظة Paytm' }), sub: 'paytm' },
      { name: localized({ en: 'Recharge card', ar: 'بطاقة شحن' }), kind: 'point_card', sub: 'card_in' },
    ],
    groups: [
      [
        localized({ en: 'Net banking', ar: 'الخدمات المصرفية عبر الإنترنت' }),
        true,
        [
          { name: 'HDFC Bank', sub: 'nb_hdfc' },
          { name: 'ICICI Bank', sub: 'nb_icici' },
          { name: 'State Bank of India', sub: 'nb_sbi' },
        ],
      ],
    ],
  },
  ID: {
    flat: [
      { name: 'DANA', sub: 'dana' },
      { name: 'OVO', sub: 'ovo' },
      {
        name: localized({ en: 'Indomaret voucher', ar: 'قسيمة Indomaret' }),
        kind: 'point_card',
        sub: 'card_id',
      },
    ],
    groups: [
      [
        localized({ en: 'Bank transfer', ar: 'تحويل بنكي' }),
        false,
        [{ name: 'BCA Virtual Account', sub: 'va_bca' }],
      ],
    ],
  },
  EG: {
    flat: [
      { name: 'Fawry', sub: 'fawry' },
      { name: 'Vodafone Cash', sub: 'vodafone' },
    ],
    groups: [],
  },
  NG: {
    flat: [{ name: localized({ en: 'Bank card', ar: 'بطاقة بنكية' }), sub: 'card_ng', email: true }],
    groups: [],
  },
  PH: {
    flat: [
      { name: 'GCash', sub: 'gcash' },
      { name: localized({ en: 'Load card', ar: 'بطاقة تعبئة رصيد' }), kind: 'point_card', sub: 'card_ph' },
    ],
    groups: [],
  },
  MY: { flat: [{ name: 'Touch n Go', sub: 'tng' }], groups: [] },
  ME: {
    flat: [
      { name: localized({ en: 'Credit card', ar: 'بطاقة ائتمان' }), sub: 'cc_me', email: true },
      { name: 'Like Card', kind: 'point_card', sub: 'likecard' },
    ],
    groups: [
      [
        localized({ en: 'Wallets', ar: 'المحافظ الإلكترونية' }),
        true,
        [
          { name: 'STC Pay', sub: 'stcpay' },
          { name: 'Apple Pay', sub: 'applepay' },
        ],
      ],
    ],
  },
  SA: {
    flat: [
      { name: 'mada', sub: 'mada' },
      { name: 'Like Card', kind: 'point_card', sub: 'likecard_sa' },
    ],
    groups: [],
  },
};

/**
 * Malaysian online banking (FPX), the banks the payment-collect page offers: a flow of its own, so
 * the quick, large and VIP pages never list them.
 */
export const COLLECT_BANKS: Record<string, ChannelSeed[]> = {
  MY: [
    { name: 'Maybank2u', sub: 'fpx_maybank' },
    { name: 'CIMB Clicks', sub: 'fpx_cimb' },
    { name: 'Public Bank', sub: 'fpx_pbb' },
    { name: 'RHB Now', sub: 'fpx_rhb' },
  ],
};
