// What the VIP area sells and shows: its levels and privileges, effect goods and MV templates,
// the packages per app and platform (rapid's VIP packages, priced as the VIP recharge page prices
// the Middle East, the VIP flow's default area), the seasonal activity, the intimacy and noble levels and the customer
// service's contacts. Every text a person reads is seeded in English and Arabic.

import { HOST_PREFIX } from '../../area.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import { COUNTRIES, VIP_PACKS, vipPackPrice } from '../rapid/catalogue.ts';

export const ICON_DIR = `${HOST_PREFIX.static}/vip`;
export const iconUrl = (glyph: Glyph, color: string) => `${ICON_DIR}/${glyph}-${color.slice(1)}.svg`;

export type Glyph =
  | 'crown'
  | 'badge'
  | 'entrance'
  | 'bubble'
  | 'gift'
  | 'frame'
  | 'film'
  | 'headset'
  | 'eye'
  | 'rebate'
  | 'heart'
  | 'ring'
  | 'star'
  | 'shield';

interface Seeded {
  name: Localized;
  desc: Localized;
  glyph: Glyph;
  color: string;
  min_level: number;
}

const p = (
  en: string,
  ar: string,
  desc: { en: string; ar: string },
  glyph: Glyph,
  color: string,
  min_level: number,
): Seeded => ({ name: localized({ en, ar }), desc: localized(desc), glyph, color, min_level });

// ---- VIP levels and privileges ----

export const VIP_LEVELS: Array<{ level: number; name: Localized; color: string }> = [
  { level: 1, name: localized({ en: 'VIP 1', ar: 'كبار الشخصيات 1' }), color: '#c58b2a' },
  { level: 2, name: localized({ en: 'VIP 2', ar: 'كبار الشخصيات 2' }), color: '#8e5bd8' },
  { level: 3, name: localized({ en: 'VIP 3', ar: 'كبار الشخصيات 3' }), color: '#d4304f' },
];

export const VIP_PRIVILEGES: Seeded[] = [
  p(
    'VIP badge',
    'شارة كبار الشخصيات',
    { en: 'A badge by your name everywhere in the app.', ar: 'شارة بجانب اسمك في كل مكان في التطبيق.' },
    'badge',
    '#c58b2a',
    1,
  ),
  p(
    'Entrance effect',
    'تأثير الدخول',
    { en: 'Rooms announce you with an animated entrance.', ar: 'تعلن الغرف عن دخولك بتأثير متحرك.' },
    'entrance',
    '#e0762b',
    1,
  ),
  p(
    'Recharge rebate',
    'استرداد على الشحن',
    {
      en: 'Coins back on every recharge: 2%, 5% or 8% by level.',
      ar: 'استرداد عملات على كل شحن: 2% أو 5% أو 8% حسب المستوى.',
    },
    'rebate',
    '#2a9d6f',
    1,
  ),
  p(
    'Colour chat bubble',
    'فقاعة دردشة ملونة',
    { en: 'Your messages stand out in rooms and chats.', ar: 'تبرز رسائلك في الغرف والمحادثات.' },
    'bubble',
    '#3a7bd5',
    2,
  ),
  p(
    'Exclusive gifts',
    'هدايا حصرية',
    { en: 'Send gifts only VIPs can send.', ar: 'أرسل هدايا لا يرسلها إلا كبار الشخصيات.' },
    'gift',
    '#d4304f',
    2,
  ),
  p(
    'Profile frame',
    'إطار الملف الشخصي',
    { en: 'A golden frame around your picture.', ar: 'إطار ذهبي حول صورتك.' },
    'frame',
    '#b8860b',
    2,
  ),
  p(
    'MV templates',
    'قوالب الفيديو',
    { en: 'Make music videos with VIP templates.', ar: 'اصنع مقاطع فيديو موسيقية بقوالب كبار الشخصيات.' },
    'film',
    '#6c4bc1',
    3,
  ),
  p(
    'Priority support',
    'دعم ذو أولوية',
    { en: 'Customer service answers you first.', ar: 'تجيبك خدمة العملاء أولاً.' },
    'headset',
    '#1f8a9e',
    3,
  ),
  p(
    'Invisible visits',
    'زيارات خفية',
    {
      en: 'Visit profiles without appearing in their visitors.',
      ar: 'زر الملفات الشخصية دون الظهور في قائمة زوارها.',
    },
    'eye',
    '#4a4a68',
    3,
  ),
];

/** Recharge rebate in percent by VIP level (0 without VIP). */
export const REBATE_PERCENT: Record<number, number> = { 0: 0, 1: 2, 2: 5, 3: 8 };

export const EFFECT_GOODS: Seeded[] = [
  p('Golden carpet', 'السجادة الذهبية', { en: 'Entrance', ar: 'دخول' }, 'entrance', '#d4a017', 1),
  p('Star trail', 'درب النجوم', { en: 'Entrance', ar: 'دخول' }, 'star', '#5b7cfa', 2),
  p('Rose frame', 'إطار الورد', { en: 'Frame', ar: 'إطار' }, 'frame', '#e5486b', 1),
  p('Crown frame', 'إطار التاج', { en: 'Frame', ar: 'إطار' }, 'crown', '#c58b2a', 3),
  p('Night bubble', 'فقاعة الليل', { en: 'Chat bubble', ar: 'فقاعة دردشة' }, 'bubble', '#2b3a67', 2),
  p('Candy bubble', 'فقاعة الحلوى', { en: 'Chat bubble', ar: 'فقاعة دردشة' }, 'bubble', '#e86fb0', 1),
];
export const EFFECT_KINDS = ['entrance', 'entrance', 'frame', 'frame', 'bubble', 'bubble'] as const;

export const MV_TEMPLATES: Seeded[] = [
  p('Stage lights', 'أضواء المسرح', { en: 'MV template', ar: 'قالب فيديو' }, 'film', '#6c4bc1', 1),
  p('Desert night', 'ليلة الصحراء', { en: 'MV template', ar: 'قالب فيديو' }, 'star', '#c96f2d', 2),
  p('Monsoon', 'الرياح الموسمية', { en: 'MV template', ar: 'قالب فيديو' }, 'film', '#1f8a9e', 2),
  p('Golden hour', 'الساعة الذهبية', { en: 'MV template', ar: 'قالب فيديو' }, 'crown', '#d4a017', 3),
];

// ---- packages ----

/** The apps whose store products the sandbox knows; another app gets the main app's. */
export const APPS = ['sm', 'sm_lite'] as const;
export const DEFAULT_APP = 'sm';
export const PLATFORMS = ['android', 'ios', 'web'] as const;

/** Days and level per package: the VIP recharge page's packages (one catalogue, rapid's). */
export const PACKS = VIP_PACKS.map(({ days, level }) => ({ days, level }));

/** Spec 9: the VIP store's default area, for a country the stores do not price in. */
const DEFAULT_VIP_AREA = 'ME';

/** The area whose prices `country` pays: its own where the stores price it, else the Middle East's. */
export function vipPriceArea(country: string | null | undefined): string {
  const c = (country ?? '').toUpperCase();
  return Object.hasOwn(COUNTRIES, c) ? c : DEFAULT_VIP_AREA;
}

/**
 * The price of pack `i` in `area`: the VIP recharge page's price there, on every platform. The
 * sale page hands every purchase to that page (the web store), so the price it names is the one
 * paid there; an app store's own tier would be a price nobody is charged.
 */
export function packPrice(i: number, area: string = DEFAULT_VIP_AREA): number {
  return vipPackPrice(i, vipPriceArea(area));
}
export const packCurrency = (area: string = DEFAULT_VIP_AREA): string =>
  COUNTRIES[vipPriceArea(area)]!.currency;
export const PACK_NAMES = VIP_PACKS.map((p) => p.name);

// ---- the seasonal activity ----

export const ACTIVITY = {
  activity_id: 'vip-winter-2026',
  title: localized({ en: 'VIP Winter Festival', ar: 'مهرجان الشتاء لكبار الشخصيات' }),
  slogan: localized({
    en: 'Become a VIP this winter and get extra days on every package',
    ar: 'كن من كبار الشخصيات هذا الشتاء واحصل على أيام إضافية مع كل باقة',
  }),
  /** The sale's window, in days from the seed time. */
  startsInDays: -2,
  endsInDays: 5,
  bonus_percent: 30,
};

export const ROOM_NAMES = [
  'Midnight Melodies',
  'سهرة طرب',
  'Bollywood Beats',
  'Karaoke Kingdom',
  'ليالي الخليج',
  'Lagu Kita',
  'OPM Hits',
  'Naija Vibes',
  'Retro Room',
  'نغم الشرق',
  'Sufi Nights',
  'Dangdut Party',
];

// ---- intimacy ----

export const INTIMACY_LEVELS: Array<{ level: number; name: Localized; intimacy: number }> = [
  { level: 1, name: localized({ en: 'Acquaintances', ar: 'معارف' }), intimacy: 100 },
  { level: 2, name: localized({ en: 'Friends', ar: 'أصدقاء' }), intimacy: 1_000 },
  { level: 3, name: localized({ en: 'Close friends', ar: 'أصدقاء مقربون' }), intimacy: 5_000 },
  { level: 4, name: localized({ en: 'Best friends', ar: 'أعز الأصدقاء' }), intimacy: 20_000 },
  { level: 5, name: localized({ en: 'Soulmates', ar: 'توأم الروح' }), intimacy: 50_000 },
];

export const INTIMACY_PRIVILEGES: Seeded[] = [
  p(
    'Friend badge',
    'شارة الصداقة',
    { en: 'A shared badge on both profiles.', ar: 'شارة مشتركة على الملفين الشخصيين.' },
    'heart',
    '#e5486b',
    1,
  ),
  p(
    'Duet invitation',
    'دعوة للغناء الثنائي',
    { en: 'Invite each other to duets first.', ar: 'ادعوا بعضكما للغناء الثنائي أولاً.' },
    'star',
    '#5b7cfa',
    2,
  ),
  p(
    'Couple entrance',
    'دخول ثنائي',
    { en: 'Enter rooms together with one effect.', ar: 'ادخلا الغرف معاً بتأثير واحد.' },
    'entrance',
    '#e0762b',
    3,
  ),
  p(
    'Friendship ring',
    'خاتم الصداقة',
    { en: 'A ring shown beside both names.', ar: 'خاتم يظهر بجانب الاسمين.' },
    'ring',
    '#c58b2a',
    4,
  ),
  p(
    'Soulmate frame',
    'إطار توأم الروح',
    { en: 'A shared frame on both pictures.', ar: 'إطار مشترك على الصورتين.' },
    'frame',
    '#d4304f',
    5,
  ),
];

// ---- noble ----

export const NOBLE_LEVELS: Array<{ level: number; name: Localized; color: string; price: number }> = [
  { level: 1, name: localized({ en: 'Knight', ar: 'فارس' }), color: '#7c8a99', price: 3_000 },
  { level: 2, name: localized({ en: 'Baron', ar: 'بارون' }), color: '#2a9d6f', price: 9_000 },
  { level: 3, name: localized({ en: 'Viscount', ar: 'فيكونت' }), color: '#3a7bd5', price: 30_000 },
  { level: 4, name: localized({ en: 'Earl', ar: 'إيرل' }), color: '#8e5bd8', price: 90_000 },
  { level: 5, name: localized({ en: 'Duke', ar: 'دوق' }), color: '#d4304f', price: 300_000 },
  { level: 6, name: localized({ en: 'King', ar: 'ملك' }), color: '#c58b2a', price: 900_000 },
];

/** A noble privilege and the first level that has it; every higher level has it too. */
export const NOBLE_PRIVILEGES: Seeded[] = [
  p(
    'Noble badge',
    'شارة النبلاء',
    { en: 'Your rank shown by your name.', ar: 'رتبتك تظهر بجانب اسمك.' },
    'shield',
    '#7c8a99',
    1,
  ),
  p(
    'Monthly coins back',
    'عملات مستردة شهرياً',
    { en: 'Part of the monthly price back as coins.', ar: 'جزء من السعر الشهري يعود إليك عملات.' },
    'rebate',
    '#2a9d6f',
    1,
  ),
  p(
    'Noble entrance',
    'دخول النبلاء',
    { en: 'An entrance effect of your rank.', ar: 'تأثير دخول يليق برتبتك.' },
    'entrance',
    '#3a7bd5',
    2,
  ),
  p(
    'Noble gifts',
    'هدايا النبلاء',
    { en: 'Gifts only nobles can send.', ar: 'هدايا لا يرسلها إلا النبلاء.' },
    'gift',
    '#d4304f',
    3,
  ),
  p(
    'Top of the room list',
    'أعلى قائمة الغرفة',
    { en: 'Listed first among a room’s audience.', ar: 'تظهر أولاً بين جمهور الغرفة.' },
    'star',
    '#8e5bd8',
    4,
  ),
  p(
    'Mute protection',
    'حماية من الكتم',
    { en: 'Room hosts below your rank cannot mute you.', ar: 'لا يستطيع مضيفو الغرف الأدنى رتبة كتمك.' },
    'shield',
    '#c96f2d',
    5,
  ),
  p(
    'Royal crown',
    'التاج الملكي',
    { en: 'A crown on your picture in every room.', ar: 'تاج على صورتك في كل غرفة.' },
    'crown',
    '#c58b2a',
    6,
  ),
];

// ---- customer service ----

export const CUSTOMER_SERVICE = {
  whatsapp: '+971 50 555 0199',
  email: 'vip-care@starmaker.example',
  hours: localized({
    en: 'Every day, 9:00 to 23:00 (Gulf time)',
    ar: 'يومياً من 9:00 إلى 23:00 (بتوقيت الخليج)',
  }),
};

// ---- seeded users ----

/** VIP state of the signed-in test users, expiry in days from the seed time. */
export const SEEDED_VIPS: Record<number, { level: number; expiresInDays: number }> = {
  1002: { level: 2, expiresInDays: 20 },
  1005: { level: 3, expiresInDays: 200 },
  // Was a VIP: the flag is off and the page says when it ended.
  1003: { level: 1, expiresInDays: -10 },
};

export const SEEDED_NOBLES: Record<number, number> = { 1002: 2, 1005: 4 };

/** Intimacy points each signed-in user has with their closest friend (0 for the others). */
export const SEEDED_INTIMACY: Record<number, number> = { 1001: 1_200, 1002: 6_500, 1005: 52_000 };

/** Coins recharged this month by the signed-in users. */
export const SEEDED_RECHARGED: Record<number, number> = { 1001: 6_000, 1002: 30_000, 1005: 120_000 };

/** The VIP programme's rules (`rules` of the VIP store), as this sandbox's VIP server behaves. */
export const VIP_RULES: Localized[] = [
  localized({
    en: 'A VIP package runs for its days from the moment it is paid. Buying again before it ends adds the days after the current end.',
    ar: 'تسري باقة كبار الشخصيات لعدد أيامها من لحظة الدفع. الشراء مجدداً قبل انتهائها يضيف الأيام بعد تاريخ الانتهاء الحالي.',
  }),
  localized({
    en: 'Your VIP level is the level of the package you bought; while your VIP runs, a new package never lowers it.',
    ar: 'مستواك هو مستوى الباقة التي اشتريتها؛ وطالما عضويتك سارية لا تخفضه أي باقة جديدة.',
  }),
  localized({
    en: 'During a VIP sale, every package brings the announced share of extra days, counted in whole days.',
    ar: 'خلال التخفيضات تمنح كل باقة النسبة المعلنة من الأيام الإضافية، محسوبة بالأيام الكاملة.',
  }),
  localized({
    en: 'Privileges, effects and MV templates of your level are yours while your VIP runs and pause when it ends.',
    ar: 'امتيازات مستواك وتأثيراته وقوالب الفيديو لك طالما عضويتك سارية، وتتوقف عند انتهائها.',
  }),
  localized({
    en: 'VIPs get coins back on every recharge, a share set by their level, credited monthly.',
    ar: 'يسترد كبار الشخصيات عملات على كل شحن، بنسبة يحددها مستواهم، تُضاف شهرياً.',
  }),
  localized({
    en: 'Payments are made on the VIP recharge page: choose how to pay and enter the purchasing account. A paid package cannot be refunded.',
    ar: 'يتم الدفع في صفحة شحن العضوية: اختر طريقة الدفع وأدخل حساب الشراء. لا يمكن استرداد ثمن باقة مدفوعة.',
  }),
  localized({
    en: 'Trading, selling or sharing a VIP account breaks the terms of service and ends the VIP without refund.',
    ar: 'تداول حساب كبار الشخصيات أو بيعه أو مشاركته يخالف شروط الخدمة وينهي العضوية دون استرداد.',
  }),
];
