// What the Super Star contests are made of: their promotions and stages on the sandbox clock,
// the songs, the champion wheel's weighted prizes, and the area's refusals, each in every
// language the pages ship.

import { CHAMPION_CODES } from '@h5/core-api/contracts/champion';
import { HOST_PREFIX } from '../../area.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import type { PromotionSeed } from '../../promotions.ts';

export const ASSET = `${HOST_PREFIX.static}/super-star`;

// ---- promotions and their stages ----

interface StageSeed {
  name: Localized;
  /** Days from the seed time. */
  from: number;
  to: number;
}

export interface ContestSeed {
  promotion: PromotionSeed;
  title: Localized;
  stages: StageSeed[];
}

const AUDITION = localized({ en: 'Auditions', ar: 'تجارب الأداء' });
const SEMI = localized({ en: 'Semi-final', ar: 'نصف النهائي' });
const FINAL = localized({ en: 'Final', ar: 'النهائي' });

export const CONTESTS: ContestSeed[] = [
  {
    promotion: {
      id: '5001',
      title: localized({ en: 'Super Star Maker', ar: 'صانع النجوم' }),
      startsInDays: -10,
      endsInDays: 12,
      slogan: localized({ en: 'Sing, get votes, become the Super Star', ar: 'غنِّ واجمع الأصوات وكن النجم' }),
      page: '/v/super-star-maker/index',
    },
    title: localized({ en: 'Super Star season 2 champion', ar: 'بطل موسم النجم الثاني' }),
    stages: [
      { name: AUDITION, from: -10, to: -4 },
      { name: SEMI, from: -4, to: 5 },
      { name: FINAL, from: 5, to: 12 },
    ],
  },
  {
    promotion: {
      id: '5002',
      title: localized({ en: 'Supernova', ar: 'سوبرنوفا' }),
      startsInDays: -30,
      endsInDays: 6,
      slogan: localized({ en: 'Meet the Supernova champion', ar: 'تعرّف على بطل سوبرنوفا' }),
      page: '/v/supernova-champion',
    },
    title: localized({ en: 'Supernova champion', ar: 'بطل سوبرنوفا' }),
    stages: [
      { name: AUDITION, from: -30, to: -20 },
      { name: SEMI, from: -20, to: -10 },
      { name: FINAL, from: -10, to: -2 },
    ],
  },
  {
    promotion: {
      id: '5003',
      title: localized({ en: 'Super Star Maker: season 4', ar: 'صانع النجوم: الموسم الرابع' }),
      startsInDays: 3,
      endsInDays: 25,
      page: '/v/super-star-maker/index',
    },
    title: localized({ en: 'Super Star season 3 champion', ar: 'بطل موسم النجم الثالث' }),
    stages: [
      { name: AUDITION, from: 3, to: 10 },
      { name: SEMI, from: 10, to: 18 },
      { name: FINAL, from: 18, to: 25 },
    ],
  },
];

// ---- songs: names, kept as written ----

export const SONGS: ReadonlyArray<{ id: number; title: string; artist: string; color: string }> = [
  { id: 101, title: 'Tum Hi Ho', artist: 'Arijit Singh', color: '#e5486b' },
  { id: 102, title: 'Perfect', artist: 'Ed Sheeran', color: '#5b7cfa' },
  { id: 103, title: 'Tamally Maak', artist: 'Amr Diab', color: '#2bb5a0' },
  { id: 104, title: 'Kal Ho Naa Ho', artist: 'Sonu Nigam', color: '#f2b230' },
  { id: 105, title: 'Someone Like You', artist: 'Adele', color: '#8e44e8' },
  { id: 106, title: 'Bunga Terakhir', artist: 'Bebi Romeo', color: '#d93250' },
  { id: 107, title: 'Ya Lili', artist: 'Balti', color: '#17a2b8' },
  { id: 108, title: 'Ikaw', artist: 'Yeng Constantino', color: '#e59a10' },
  { id: 109, title: 'Shape of You', artist: 'Ed Sheeran', color: '#3aa55d' },
  { id: 110, title: 'Ye Tune Kya Kiya', artist: 'Javed Bashir', color: '#c7741a' },
  { id: 111, title: 'Kiss Me More', artist: 'Doja Cat', color: '#ff6f91' },
  { id: 112, title: 'Lagu Untukmu', artist: 'Ungu', color: '#4b6584' },
  { id: 113, title: '3 Daqat', artist: 'Abu', color: '#a55eea' },
  { id: 114, title: 'Dil Diyan Gallan', artist: 'Atif Aslam', color: '#eb3b5a' },
  { id: 115, title: 'Halo', artist: 'Beyoncé', color: '#20bf6b' },
  { id: 116, title: 'Ophelia', artist: 'The Lumineers', color: '#fa8231' },
];

/** Songs that are not the contest's: a recording of one cannot enter. */
export const OTHER_SONG_IDS: readonly number[] = [115, 116];

export const coverUrl = (songId: number) => `${ASSET}/cover-${songId}.svg`;
export const audioUrl = (recordingId: number) => `${ASSET}/audio/${recordingId}.wav`;

// ---- the champion wheel ----

export interface WheelPrize {
  id: number;
  name: Localized;
  glyph: 'coin' | 'mic' | 'star' | 'crown' | 'gift' | 'note';
  color: string;
  /** Chance out of the wheel's total weight. */
  weight: number;
}

export const WHEEL: readonly WheelPrize[] = [
  { id: 1, name: localized({ en: '10 Golds', ar: '10 ذهب' }), glyph: 'coin', color: '#f2b230', weight: 300 },
  {
    id: 2,
    name: localized({ en: 'Mic sticker', ar: 'ملصق ميكروفون' }),
    glyph: 'mic',
    color: '#5b7cfa',
    weight: 240,
  },
  {
    id: 3,
    name: localized({ en: 'Star frame (3 days)', ar: 'إطار النجمة (3 أيام)' }),
    glyph: 'star',
    color: '#8e44e8',
    weight: 180,
  },
  { id: 4, name: localized({ en: '50 Golds', ar: '50 ذهب' }), glyph: 'coin', color: '#e59a10', weight: 150 },
  {
    id: 5,
    name: localized({ en: 'Gift box', ar: 'صندوق هدايا' }),
    glyph: 'gift',
    color: '#e5486b',
    weight: 90,
  },
  {
    id: 6,
    name: localized({ en: 'Champion crown (7 days)', ar: 'تاج البطل (7 أيام)' }),
    glyph: 'crown',
    color: '#d4a017',
    weight: 30,
  },
  {
    id: 7,
    name: localized({ en: 'Duet with the champion', ar: 'ثنائي مع البطل' }),
    glyph: 'note',
    color: '#2bb5a0',
    weight: 10,
  },
];

export const prizeIcon = (p: WheelPrize) => `${ASSET}/prize-${p.id}.svg`;

/** Spins every user starts with on each promotion. */
export const FREE_SPINS = 1;
/** Spins one share of each spin_type grants, once. */
export const SPINS_PER_SHARE = 1;
/** Spin wins kept in the feed. */
export const WINNERS_KEPT = 30;
/** Entries the contest's ranking shows. */
export const TOP_ENTRIES = 30;

// ---- refusals ----

const msg = (en: string, ar: string) => localized({ en, ar });

export const REFUSALS = {
  noSuchPromotion: { code: 404, msg: msg('This contest does not exist.', 'هذه المسابقة غير موجودة.') },
  noSuchEntry: {
    code: CHAMPION_CODES.noSuchEntry,
    msg: msg('This entry is not in the contest.', 'هذه المشاركة ليست في المسابقة.'),
  },
  notRunning: {
    code: CHAMPION_CODES.notRunning,
    msg: msg('No stage of the contest is open right now.', 'لا توجد مرحلة مفتوحة من المسابقة الآن.'),
  },
  alreadyEntered: {
    code: CHAMPION_CODES.alreadyEntered,
    msg: msg('You have already entered this contest.', 'لقد شاركت في هذه المسابقة بالفعل.'),
  },
  notContestSong: {
    code: CHAMPION_CODES.notContestSong,
    msg: msg('This song is not one of the contest songs.', 'هذه الأغنية ليست من أغاني المسابقة.'),
  },
  notYours: {
    code: CHAMPION_CODES.notYours,
    msg: msg('Choose one of your own recordings.', 'اختر أحد تسجيلاتك.'),
  },
  ownEntry: {
    code: CHAMPION_CODES.ownEntry,
    msg: msg('You cannot vote for your own entry.', 'لا يمكنك التصويت لمشاركتك.'),
  },
  alreadyVoted: {
    code: CHAMPION_CODES.alreadyVoted,
    msg: msg('You already voted for this entry today.', 'لقد صوّتّ لهذه المشاركة اليوم بالفعل.'),
  },
  noSpins: {
    code: CHAMPION_CODES.noSpins,
    msg: msg('No spins left. Share to get another spin.', 'لم تتبقَّ لديك لفات. شارك لتحصل على لفة أخرى.'),
  },
  badSpinType: {
    code: CHAMPION_CODES.badSpinType,
    msg: msg('This share does not give a spin.', 'هذه المشاركة لا تمنح لفة.'),
  },
  spinClosed: {
    code: CHAMPION_CODES.notRunning,
    msg: msg('The champion wheel is closed.', 'عجلة البطل مغلقة.'),
  },
} as const;
