// The seeded catalogue of the web store's other pages: the refusals in the page's language, the
// first-recharge offer, its gifts and lottery, the recharge activities and their tiers, the
// discounts, and the shops' goods with their prices per country.

import { localized } from '../../kit/localized.ts';
import type { PromotionSeed } from '../../promotions.ts';
import { COUNTRIES } from '../rapid/catalogue.ts';

/** The shops' rules, as this sandbox's shops behave: no refund, days from the purchase, country prices, one stock. */
export const SHOP_RULES = [
  localized({
    en: 'Goods are bought with golds and cannot be exchanged back.',
    ar: 'تُشترى السلع بالذهبيات ولا يمكن استبدالها.',
  }),
  localized({
    en: 'Each item lasts the days shown from the moment you buy it.',
    ar: 'تدوم كل سلعة عدد الأيام المبيّن من لحظة شرائها.',
  }),
  localized({ en: 'Prices are set for your country.', ar: 'الأسعار محددة لبلدك.' }),
  localized({ en: 'Stock is shared by all users.', ar: 'المخزون مشترك بين جميع المستخدمين.' }),
];

export const REFUSALS = {
  noOrder: localized({ en: 'This order was not found.', ar: 'لم يتم العثور على هذا الطلب.' }),
  noArea: localized({
    en: 'Recharge is not available in this area yet.',
    ar: 'الشحن غير متاح في هذه المنطقة بعد.',
  }),
  noChannel: localized({ en: 'This payment method is not available.', ar: 'طريقة الدفع هذه غير متاحة.' }),
  notRecharged: localized({
    en: 'Make your first recharge to draw.',
    ar: 'قم بأول عملية شحن لتتمكن من السحب.',
  }),
  drawn: localized({ en: 'You have already drawn your gift.', ar: 'لقد سحبت هديتك بالفعل.' }),
  notRunning: localized({ en: 'This activity is not running.', ar: 'هذا النشاط غير جارٍ الآن.' }),
  notReached: localized({
    en: 'Recharge more to reach this tier.',
    ar: 'اشحن أكثر للوصول إلى هذا المستوى.',
  }),
  claimed: localized({ en: 'This reward is already claimed.', ar: 'تم استلام هذه المكافأة بالفعل.' }),
  noGoods: localized({ en: 'These goods are not on sale.', ar: 'هذه السلعة غير معروضة للبيع.' }),
  soldOut: localized({ en: 'Sold out.', ar: 'نفدت الكمية.' }),
  noGolds: localized({
    en: 'Not enough golds. Recharge to buy this.',
    ar: 'لا توجد ذهبيات كافية. اشحن لتشتري هذا.',
  }),
};

/** A pending order the provider has not taken within this time is closed as failed. */
export const ORDER_EXPIRY_MS = 30 * 60_000;

/** The Gulf's countries buy in the Middle East store. */
const GULF = new Set(['AE', 'KW', 'QA', 'BH', 'OM']);

/** The store country of a country code: its own, the Middle East's for the Gulf, or null. */
export function storeCountry(code: string | undefined): string | null {
  const c = (code ?? '').toUpperCase();
  if (COUNTRIES[c]) return c;
  return GULF.has(c) ? 'ME' : null;
}

// ---- gifts (first recharge, lottery, tiers) ----

export const GIFTS = {
  frame: { id: 1, name: localized({ en: 'Starlight frame', ar: 'إطار ضوء النجوم' }), icon: 'sparkles' },
  mic: { id: 2, name: localized({ en: 'Golden mic', ar: 'الميكروفون الذهبي' }), icon: 'mic' },
  golds: { id: 3, name: localized({ en: 'Golds', ar: 'ذهبيات' }), icon: 'golds' },
  car: { id: 4, name: localized({ en: 'Party car entrance', ar: 'دخول بسيارة الحفلة' }), icon: 'car' },
  crown: { id: 5, name: localized({ en: 'Crown badge', ar: 'شارة التاج' }), icon: 'crown' },
  heart: { id: 6, name: localized({ en: 'Heart gift', ar: 'هدية القلب' }), icon: 'heart' },
} as const;

export type GiftKey = keyof typeof GIFTS;

export const FIRST_OFFER = { coins: 600, bonus_coins: 600 };
export const FIRST_GIFTS: Array<[GiftKey, number]> = [
  ['golds', 600],
  ['frame', 7],
  ['mic', 3],
];

/** The lottery's prizes and their weights. */
export const LOTTERY: Array<[GiftKey, number, number]> = [
  ['golds', 100, 40],
  ['heart', 5, 25],
  ['frame', 3, 15],
  ['golds', 500, 10],
  ['car', 7, 8],
  ['crown', 30, 2],
];

// ---- recharge activities ----

export const ACTIVITY_PROMOTIONS: PromotionSeed[] = [
  {
    id: 'recharge-activity',
    title: localized({ en: 'Recharge rewards', ar: 'مكافآت الشحن' }),
    startsInDays: -3,
    endsInDays: 4,
    page: '/v/recharge-activity',
  },
  {
    id: 'recharge-activity-new',
    title: localized({ en: 'New recharge rewards', ar: 'مكافآت الشحن الجديدة' }),
    startsInDays: -1,
    endsInDays: 6,
    page: '/v/recharge-activity-new',
  },
  {
    id: 'recharge-activity-april',
    title: localized({ en: 'April recharge festival', ar: 'مهرجان شحن أبريل' }),
    startsInDays: -40,
    endsInDays: -10,
    page: '/v/recharge-activity-april',
  },
  {
    id: 'august-recharge',
    title: localized({ en: 'August recharge festival', ar: 'مهرجان شحن أغسطس' }),
    startsInDays: 5,
    endsInDays: 15,
    page: '/v/august-recharge',
  },
];

export const TIERS: Array<{ coins: number; gift: GiftKey; amount: number }> = [
  { coins: 3_000, gift: 'golds', amount: 100 },
  { coins: 6_000, gift: 'frame', amount: 7 },
  { coins: 30_000, gift: 'golds', amount: 800 },
  { coins: 60_000, gift: 'car', amount: 15 },
];

// ---- discounts ----

export const DISCOUNTS = {
  vip: {
    title: localized({ en: 'VIP recharge bonus', ar: 'مكافأة الشحن لكبار الشخصيات' }),
    bonusPercent: 20,
    endsInMs: 2 * 86_400_000,
    /** Every package may be taken again while the discount runs. */
    oneTime: false,
  },
  gold: {
    title: localized({ en: 'Gold week: more coins', ar: 'أسبوع الذهب: عملات أكثر' }),
    bonusPercent: 10,
    endsInMs: 86_400_000,
    /** Each package once per account: a package paid is no longer offered. */
    oneTime: true,
  },
} as const;

// ---- shops ----

export interface GoodsSeed {
  id: number;
  name: ReturnType<typeof localized>;
  icon: string;
  /** Golds in India; other countries by their factor. */
  price: number;
  stock: number;
  days: number;
  room?: { seats: number; perks: Array<ReturnType<typeof localized>> };
}

const perk = (en: string, ar: string) => localized({ en, ar });

export const STORES: Array<{
  id: number;
  name: ReturnType<typeof localized>;
  pro: boolean;
  goods: GoodsSeed[];
}> = [
  {
    id: 1,
    name: localized({ en: 'Frames', ar: 'الإطارات' }),
    pro: false,
    goods: [
      {
        id: 11,
        name: localized({ en: 'Rose frame', ar: 'إطار الورد' }),
        icon: 'rose',
        price: 300,
        stock: 50,
        days: 7,
      },
      {
        id: 12,
        name: localized({ en: 'Star frame', ar: 'إطار النجمة' }),
        icon: 'star',
        price: 900,
        stock: 20,
        days: 30,
      },
      {
        id: 13,
        name: localized({ en: 'Moon frame', ar: 'إطار القمر' }),
        icon: 'moon',
        price: 600,
        stock: 0,
        days: 7,
      },
    ],
  },
  {
    id: 2,
    name: localized({ en: 'Entrances', ar: 'مؤثرات الدخول' }),
    pro: false,
    goods: [
      {
        id: 21,
        name: localized({ en: 'Party car', ar: 'سيارة الحفلة' }),
        icon: 'car',
        price: 1_200,
        stock: 30,
        days: 7,
      },
      {
        id: 22,
        name: localized({ en: 'Golden mic', ar: 'الميكروفون الذهبي' }),
        icon: 'mic',
        price: 500,
        stock: 99,
        days: 3,
      },
    ],
  },
  {
    id: 3,
    name: localized({ en: 'Party rooms', ar: 'غرف الحفلات' }),
    pro: false,
    goods: [
      {
        id: 31,
        name: localized({ en: 'Garden party room', ar: 'غرفة حفلة الحديقة' }),
        icon: 'room',
        price: 2_000,
        stock: 10,
        days: 7,
        room: {
          seats: 8,
          perks: [
            perk('A garden theme for the room', 'طابع الحديقة للغرفة'),
            perk('8 mic seats', '8 مقاعد للميكروفون'),
            perk('Welcome banner for guests', 'لافتة ترحيب للضيوف'),
          ],
        },
      },
    ],
  },
  {
    id: 4,
    name: localized({ en: 'Pro collection', ar: 'مجموعة المحترفين' }),
    pro: true,
    goods: [
      {
        id: 41,
        name: localized({ en: 'Palace party room', ar: 'غرفة حفلة القصر' }),
        icon: 'room',
        price: 8_000,
        stock: 5,
        days: 30,
        room: {
          seats: 15,
          perks: [
            perk('A palace theme for the room', 'طابع القصر للغرفة'),
            perk('15 mic seats', '15 مقعداً للميكروفون'),
            perk('Room entrance effect for every guest', 'مؤثر دخول لكل ضيف'),
            perk('A place at the top of the party list', 'مكان في أعلى قائمة الحفلات'),
          ],
        },
      },
      {
        id: 42,
        name: localized({ en: 'Royal crown', ar: 'التاج الملكي' }),
        icon: 'crown',
        price: 5_000,
        stock: 12,
        days: 30,
      },
    ],
  },
];

/** Golds per Indian gold in each store country: prices follow what golds cost there. */
const SHOP_PRICE_FACTOR: Record<string, number> = { EG: 0.8, NG: 0.7, MY: 1.2, ME: 1.5, SA: 1.5 };

export function shopPrice(base: number, country: string): number {
  return Math.round((base * (SHOP_PRICE_FACTOR[country] ?? 1)) / 10) * 10;
}

/** Golds the signed-in test users start with: rich, poor (1004) and in between. */
export const STARTING_GOLDS: Record<number, number> = { 1001: 6_000, 1002: 12_000, 1004: 100 };
export const DEFAULT_GOLDS = 2_500;
/** Coins each signed-in user holds before any store order; paid orders add to them. */
export const STARTING_COINS: Record<number, number> = { 1001: 1_200, 1002: 35_000, 1004: 0 };
export const DEFAULT_COINS = 500;
