// The war's texts, in every language the pages ship: region names, tasks and refusals. Family
// and person names are names and stay as they are.

import { localized } from '../../kit/localized.ts';

export const REGIONS = [
  { id: 'south-asia', name: localized({ en: 'South Asia', ar: 'جنوب آسيا' }), countries: ['IN'] },
  {
    id: 'mena',
    name: localized({ en: 'Middle East and North Africa', ar: 'الشرق الأوسط وشمال أفريقيا' }),
    countries: ['EG', 'SA', 'AE'],
    // The largest region fights in three groups, the others in two.
    groups: 3,
  },
  {
    id: 'southeast-asia',
    name: localized({ en: 'Southeast Asia', ar: 'جنوب شرق آسيا' }),
    countries: ['ID', 'PH', 'MY'],
  },
  { id: 'africa', name: localized({ en: 'Africa', ar: 'أفريقيا' }), countries: ['NG'] },
] as const;

export type RegionId = (typeof REGIONS)[number]['id'];

/** The whole family's war tasks (spec 3 `all_task`) and a member's own (`one_task`). */
export const ALL_TASKS = [
  {
    id: 'points',
    title: localized({ en: 'Win 60,000 war points together', ar: 'اجمعوا 60,000 نقطة حرب معًا' }),
    target: 60_000,
  },
  {
    id: 'songs',
    title: localized({ en: 'Sing 40 songs in the war', ar: 'غنّوا 40 أغنية في الحرب' }),
    target: 40,
  },
];
export const ONE_TASKS = [
  { id: 'tickets', title: localized({ en: 'Earn 5 tickets today', ar: 'اربح 5 تذاكر اليوم' }), target: 5 },
  {
    id: 'gifts',
    title: localized({ en: 'Send 10 gifts to your family', ar: 'أرسل 10 هدايا لعائلتك' }),
    target: 10,
  },
];

export const REFUSALS = {
  familyNotFound: localized({ en: 'This family is not in the war.', ar: 'هذه العائلة ليست في الحرب.' }),
  regionNotFound: localized({ en: 'This region is not in the war.', ar: 'هذه المنطقة ليست في الحرب.' }),
  unknownWar: localized({ en: 'This war does not exist.', ar: 'هذه الحرب غير موجودة.' }),
};

/** Names of the families that joined the war from outside the family area's seed, per region. */
export const OTHER_FAMILIES: Record<RegionId, string[]> = {
  'south-asia': [
    'Raag Rangers',
    'Sur Sangam',
    'Golden Voices',
    'Mumbai Mic',
    'Dil Se Singers',
    'Taal Tribe',
    'Monsoon Melody',
  ],
  mena: [
    'صقور الطرب',
    'نجوم الشرق',
    'ليالي القاهرة',
    'Desert Echoes',
    'قلوب عربية',
    'Gulf Stars',
    'أنغام الخليج',
    'Nile Legends',
  ],
  'southeast-asia': [
    'Bintang Timur',
    'Manila Harmony',
    'KL Voices',
    'Pelangi Suara',
    'Visayas Vibes',
    'Nada Cinta',
  ],
  africa: [
    'Abuja Anthem',
    'Eko Echoes',
    'Highlife Heroes',
    'Naija Stars',
    'Kano Chorus',
    'Jollof Jams',
    'Delta Drums',
    'Ibadan Idols',
  ],
};

/** The war's own rules, as the promotion publishes them (`rules` on `GET /promotions/{id}`). */
export const WAR_RULES = [
  localized({
    en: 'The war runs in seven levels of two days each, on the server’s time.',
    ar: 'تجري الحرب في سبعة مستويات، كل منها يومان، حسب توقيت الخادم.',
  }),
  localized({
    en: 'Levels 1 to 4 are the regional rounds: families fight in groups of their region.',
    ar: 'المستويات من 1 إلى 4 هي الجولات الإقليمية: تتنافس العائلات في مجموعات داخل منطقتها.',
  }),
  localized({
    en: 'After each regional round the best families of each group go on; after level 4 the two best of each region reach the global rounds.',
    ar: 'بعد كل جولة إقليمية تتأهل أفضل عائلات كل مجموعة؛ وبعد المستوى 4 تصل أفضل عائلتين من كل منطقة إلى الجولات العالمية.',
  }),
  localized({
    en: 'Levels 5 to 7 are the global semi-final levels: the round of 8, the semi-final and the final.',
    ar: 'المستويات من 5 إلى 7 هي مستويات نصف النهائي العالمية: دور الثمانية ونصف النهائي والنهائي.',
  }),
  localized({
    en: 'A family’s points are what its members bring: songs, gifts and tickets. Each ticket is worth points for your family.',
    ar: 'نقاط العائلة هي ما يجلبه أعضاؤها: الأغاني والهدايا والتذاكر. كل تذكرة تمنح عائلتك نقاطًا.',
  }),
  localized({
    en: 'Heroes are the singers who brought their families the most points.',
    ar: 'الأبطال هم المغنون الذين جلبوا لعائلاتهم أكثر النقاط.',
  }),
  localized({
    en: 'Level 8 means the war is finished: the family that wins the final is the champion.',
    ar: 'المستوى 8 يعني انتهاء الحرب: العائلة الفائزة في النهائي هي البطلة.',
  }),
];
