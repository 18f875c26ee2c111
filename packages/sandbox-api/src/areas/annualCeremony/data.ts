// The annual ceremony's seeded catalogue: stages, rooms, guilds, countries, fragments, cards,
// turntables and the shop, every text in English and Arabic.

import type { StageType } from '@h5/core-api/contracts/annualCeremony';
import { HOST_PREFIX } from '../../area.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import type { Glyph } from '../lotteries/pools.ts';

export const CEREMONY_PROMOTION = '4901';
const DAY = 86400;

/** Stages of the ceremony, in days from its start. */
export const STAGES: Array<{ name: Localized; from: number; to: number }> = [
  { name: localized({ en: 'Auditions', ar: 'تجارب الأداء' }), from: 0, to: 5 },
  { name: localized({ en: 'Semi-final', ar: 'نصف النهائي' }), from: 5, to: 10 },
  { name: localized({ en: 'Grand final', ar: 'النهائي الكبير' }), from: 10, to: 14 },
];

export function stageAt(begin: number, now: number) {
  const day = Math.max(0, Math.floor((now - begin) / DAY));
  const s = STAGES.find((x) => day < x.to) ?? STAGES[STAGES.length - 1]!;
  return { name: s.name, begin_time: begin + s.from * DAY, end_time: begin + s.to * DAY };
}

export const ROOMS: Localized[] = [
  localized({ en: 'Golden Voices', ar: 'الأصوات الذهبية' }),
  localized({ en: 'Midnight Melodies', ar: 'ألحان منتصف الليل' }),
  localized({ en: 'Desert Rose', ar: 'وردة الصحراء' }),
  localized({ en: 'Monsoon Hits', ar: 'أغاني الرياح الموسمية' }),
  localized({ en: 'Lagos Lights', ar: 'أضواء لاغوس' }),
  localized({ en: 'Manila Mic', ar: 'ميكروفون مانيلا' }),
];

export const GUILDS: Localized[] = [
  localized({ en: 'Star Makers', ar: 'صنّاع النجوم' }),
  localized({ en: 'Night Owls', ar: 'بوم الليل' }),
  localized({ en: 'Sky Singers', ar: 'مغنّو السماء' }),
  localized({ en: 'Royal Echo', ar: 'الصدى الملكي' }),
];

export const COUNTRIES: Array<{ locale: string; name: Localized; level: number }> = [
  { locale: 'IN', name: localized({ en: 'India', ar: 'الهند' }), level: 1 },
  { locale: 'ID', name: localized({ en: 'Indonesia', ar: 'إندونيسيا' }), level: 1 },
  { locale: 'EG', name: localized({ en: 'Egypt', ar: 'مصر' }), level: 1 },
  { locale: 'NG', name: localized({ en: 'Nigeria', ar: 'نيجيريا' }), level: 2 },
  { locale: 'PH', name: localized({ en: 'Philippines', ar: 'الفلبين' }), level: 1 },
  { locale: 'MY', name: localized({ en: 'Malaysia', ar: 'ماليزيا' }), level: 2 },
  { locale: 'SA', name: localized({ en: 'Saudi Arabia', ar: 'السعودية' }), level: 2 },
  { locale: 'AE', name: localized({ en: 'United Arab Emirates', ar: 'الإمارات' }), level: 2 },
];

/** The national war's leagues: a country competes, and is paired for its war, within its level. */
export const WAR_LEVELS: Array<{ level: number; name: Localized }> = [
  { level: 1, name: localized({ en: 'Premier league', ar: 'الدوري الممتاز' }) },
  { level: 2, name: localized({ en: 'Challenger league', ar: 'دوري المتحدّين' }) },
];

/** The lists whose entries are users. */
export const USER_TYPES: StageType[] = ['singer', 'tuhao', 'live', 'goddess'];

export interface CatalogueItem {
  id: number;
  name: Localized;
  glyph: Glyph;
  color: string;
}

export const iconUrl = (glyph: Glyph, id: number) => `${HOST_PREFIX.static}/annual/${glyph}-${id}.svg`;

export const FRAGMENTS: Array<CatalogueItem & { type: string }> = [
  {
    id: 51,
    type: 'sun',
    name: localized({ en: 'Sun fragment', ar: 'قطعة الشمس' }),
    glyph: 'star',
    color: '#f59e0b',
  },
  {
    id: 52,
    type: 'moon',
    name: localized({ en: 'Moon fragment', ar: 'قطعة القمر' }),
    glyph: 'gem',
    color: '#6366f1',
  },
  {
    id: 53,
    type: 'note',
    name: localized({ en: 'Note fragment', ar: 'قطعة النغمة' }),
    glyph: 'note',
    color: '#ec4899',
  },
];

/** Turning one card takes one of each fragment. */
export const CARD_COST: Record<string, number> = { sun: 1, moon: 1, note: 1 };
export const CARD_COUNT = 6;

export const CARD_PRIZES: Array<CatalogueItem & { weight: number }> = [
  {
    id: 61,
    name: localized({ en: 'Ceremony frame (7 days)', ar: 'إطار الحفل (7 أيام)' }),
    glyph: 'frame',
    color: '#8b5cf6',
    weight: 3,
  },
  { id: 62, name: localized({ en: '50 golds', ar: '50 ذهبة' }), glyph: 'coin', color: '#eab308', weight: 4 },
  {
    id: 63,
    name: localized({ en: 'Golden mic (3 days)', ar: 'ميكروفون ذهبي (3 أيام)' }),
    glyph: 'mic',
    color: '#f97316',
    weight: 2,
  },
  { id: 64, name: localized({ en: 'Two stars', ar: 'نجمتان' }), glyph: 'star', color: '#0ea5e9', weight: 3 },
];

export const TURNTABLE_PRIZES: Record<'super' | 'normal', Array<CatalogueItem & { weight: number }>> = {
  super: [
    {
      id: 71,
      name: localized({ en: 'Royal crown (30 days)', ar: 'تاج ملكي (30 يومًا)' }),
      glyph: 'crown',
      color: '#d97706',
      weight: 1,
    },
    {
      id: 72,
      name: localized({ en: 'Ceremony car (7 days)', ar: 'سيارة الحفل (7 أيام)' }),
      glyph: 'car',
      color: '#dc2626',
      weight: 2,
    },
    {
      id: 73,
      name: localized({ en: '500 golds', ar: '500 ذهبة' }),
      glyph: 'coin',
      color: '#ca8a04',
      weight: 4,
    },
    {
      id: 74,
      name: localized({ en: 'Five stars', ar: 'خمس نجوم' }),
      glyph: 'star',
      color: '#0284c7',
      weight: 6,
    },
    {
      id: 75,
      name: localized({ en: 'Sun fragment', ar: 'قطعة الشمس' }),
      glyph: 'gem',
      color: '#f59e0b',
      weight: 8,
    },
    {
      id: 76,
      name: localized({ en: 'Golden mic (7 days)', ar: 'ميكروفون ذهبي (7 أيام)' }),
      glyph: 'mic',
      color: '#ea580c',
      weight: 5,
    },
  ],
  normal: [
    {
      id: 81,
      name: localized({ en: 'One star', ar: 'نجمة واحدة' }),
      glyph: 'star',
      color: '#0ea5e9',
      weight: 8,
    },
    {
      id: 82,
      name: localized({ en: '20 golds', ar: '20 ذهبة' }),
      glyph: 'coin',
      color: '#eab308',
      weight: 5,
    },
    {
      id: 83,
      name: localized({ en: 'Moon fragment', ar: 'قطعة القمر' }),
      glyph: 'gem',
      color: '#6366f1',
      weight: 6,
    },
    {
      id: 84,
      name: localized({ en: 'Note fragment', ar: 'قطعة النغمة' }),
      glyph: 'note',
      color: '#ec4899',
      weight: 6,
    },
    {
      id: 85,
      name: localized({ en: 'Ceremony frame (1 day)', ar: 'إطار الحفل (يوم واحد)' }),
      glyph: 'frame',
      color: '#8b5cf6',
      weight: 3,
    },
    {
      id: 86,
      name: localized({ en: 'Golden mic (1 day)', ar: 'ميكروفون ذهبي (يوم واحد)' }),
      glyph: 'mic',
      color: '#f97316',
      weight: 2,
    },
  ],
};

/** Spec 9: the turntable ids per environment; the sandbox answers the test ones and production's. */
export const TURNTABLES: Array<{ ids: number[]; type: 'super' | 'normal'; cost: number }> = [
  { ids: [1517, 1645], type: 'super', cost: 100 },
  { ids: [1516, 1644], type: 'normal', cost: 10 },
];

export const SHOP: Array<CatalogueItem & { price: number; stock: number }> = [
  {
    id: 91,
    name: localized({ en: 'Ceremony badge', ar: 'شارة الحفل' }),
    glyph: 'crown',
    color: '#b45309',
    price: 60,
    stock: 200,
  },
  {
    id: 92,
    name: localized({ en: 'Star bundle (3 stars)', ar: 'حزمة نجوم (3 نجوم)' }),
    glyph: 'star',
    color: '#0284c7',
    price: 30,
    stock: 500,
  },
  {
    id: 93,
    name: localized({ en: 'Golden mic (30 days)', ar: 'ميكروفون ذهبي (30 يومًا)' }),
    glyph: 'mic',
    color: '#ea580c',
    price: 900,
    stock: 10,
  },
  {
    id: 94,
    name: localized({ en: 'Limited ceremony car', ar: 'سيارة الحفل المحدودة' }),
    glyph: 'car',
    color: '#dc2626',
    price: 400,
    stock: 0,
  },
];

export const ALL_ICONS = (): CatalogueItem[] => [
  ...TREASURE_BOXES,
  ...FRAGMENTS,
  ...CARD_PRIZES,
  ...TURNTABLE_PRIZES.super,
  ...TURNTABLE_PRIZES.normal,
  ...SHOP,
];

export const SOURCES = {
  super: localized({ en: 'Super turntable', ar: 'العجلة الكبرى' }),
  normal: localized({ en: 'Turntable', ar: 'العجلة' }),
  card: localized({ en: 'Card turn', ar: 'قلب البطاقة' }),
  stage: localized({ en: 'Stage reward', ar: 'مكافأة المرحلة' }),
  checkIn: localized({ en: 'Daily check-in', ar: 'تسجيل الحضور اليومي' }),
  box: localized({ en: 'Treasure box', ar: 'صندوق الكنز' }),
};

export const HONOR_AWARDS = [
  localized({ en: 'Champion', ar: 'البطل' }),
  localized({ en: 'Runner-up', ar: 'الوصيف' }),
  localized({ en: 'Third place', ar: 'المركز الثالث' }),
  localized({ en: 'Star of the stage', ar: 'نجم المرحلة' }),
];

export const SONGS: Localized[] = [
  localized({ en: 'Tum Hi Ho', ar: 'توم هي هو' }),
  localized({ en: 'Perfect', ar: 'بيرفكت' }),
  localized({ en: 'Despacito', ar: 'ديسباسيتو' }),
  localized({ en: 'Bawa Cintaku', ar: 'باوا سينتاكو' }),
];

/** Golds a sent star adds to the day's treasure. */
export const TREASURE_PER_STAR = 2;
export const TREASURE_SEED = 500;

/** The treasure boxes: stars sent to open each, and what it holds. */
export const TREASURE_BOXES: Array<CatalogueItem & { need: number }> = [
  {
    id: 41,
    need: 3,
    name: localized({ en: 'Bronze box: 30 golds', ar: 'الصندوق البرونزي: 30 ذهبة' }),
    glyph: 'chest',
    color: '#b45309',
  },
  {
    id: 42,
    need: 10,
    name: localized({ en: 'Silver box: golden mic (3 days)', ar: 'الصندوق الفضي: ميكروفون ذهبي (3 أيام)' }),
    glyph: 'chest',
    color: '#64748b',
  },
  {
    id: 43,
    need: 30,
    name: localized({ en: 'Gold box: ceremony car (3 days)', ar: 'الصندوق الذهبي: سيارة الحفل (3 أيام)' }),
    glyph: 'chest',
    color: '#ca8a04',
  },
];
