// The events of the rankings campaign as the server configures them: what each ranks (users,
// covers, rooms, teams, colleges), by what, and what each place wins. A new event or season is
// one entry here (on the real server: its configuration), never a new handler.

import type { BoardUnit } from '@h5/core-api/contracts/rankings';
import { type Localized, localized } from '../../kit/localized.ts';
import { ROOM_NAMES } from '../../kit/people.ts';

/** Who stands on a board. */
type Contestants = 'users' | 'covers' | 'rooms' | 'teams' | 'colleges';

export interface Tier {
  from: number;
  to: number;
  name: Localized;
  /** A reward picture served at /static/rankings/{icon}.svg. */
  icon: 'crown' | 'trophy' | 'medal' | 'star' | 'mic';
}

export interface Category {
  contestants: Contestants;
  unit: BoardUnit;
  /** Covers of one song per stage (the week's hot song), not each singer's own. */
  oneSong?: boolean;
}

export interface EventConfig {
  /** Places shown on the board. */
  size: number;
  /** The categories of the event; `main` for an event with one board. */
  categories: Record<string, Category>;
  rewards: Tier[];
  /** How the stage is called: every stage is a week on the server's clock. */
  stage: 'week' | 'round';
}

const WEEKLY_REWARDS: Tier[] = [
  {
    from: 1,
    to: 1,
    name: localized({ en: 'Weekly star crown and 5,000 coins', ar: 'تاج نجم الأسبوع و5,000 عملة' }),
    icon: 'crown',
  },
  {
    from: 2,
    to: 3,
    name: localized({
      en: 'Star frame for 7 days and 2,000 coins',
      ar: 'إطار النجم لمدة 7 أيام و2,000 عملة',
    }),
    icon: 'trophy',
  },
  {
    from: 4,
    to: 10,
    name: localized({ en: 'Star badge for 7 days', ar: 'شارة النجم لمدة 7 أيام' }),
    icon: 'medal',
  },
];

const HONOR_REWARDS: Tier[] = [
  { from: 1, to: 1, name: localized({ en: 'Gold honor plaque', ar: 'لوحة الشرف الذهبية' }), icon: 'crown' },
  { from: 2, to: 2, name: localized({ en: 'Silver honor plaque', ar: 'لوحة الشرف الفضية' }), icon: 'trophy' },
  {
    from: 3,
    to: 3,
    name: localized({ en: 'Bronze honor plaque', ar: 'لوحة الشرف البرونزية' }),
    icon: 'medal',
  },
];

const MUSIC_REWARDS: Tier[] = [
  {
    from: 1,
    to: 1,
    name: localized({ en: 'Champion trophy and 10,000 coins', ar: 'كأس البطل و10,000 عملة' }),
    icon: 'trophy',
  },
  {
    from: 2,
    to: 3,
    name: localized({ en: 'Finalist medal and 3,000 coins', ar: 'ميدالية النهائي و3,000 عملة' }),
    icon: 'medal',
  },
  {
    from: 4,
    to: 10,
    name: localized({
      en: 'Featured on the home page for 3 days',
      ar: 'الظهور في الصفحة الرئيسية لمدة 3 أيام',
    }),
    icon: 'mic',
  },
];

const FEST_REWARDS: Tier[] = [
  {
    from: 1,
    to: 1,
    name: localized({ en: 'Headline show at the festival', ar: 'العرض الرئيسي في المهرجان' }),
    icon: 'star',
  },
  {
    from: 2,
    to: 5,
    name: localized({ en: 'Festival stage slot', ar: 'فقرة على مسرح المهرجان' }),
    icon: 'mic',
  },
];

const one = (contestants: Contestants, unit: BoardUnit) => ({ main: { contestants, unit } });

export const EVENTS: Record<string, EventConfig> = {
  'weekly-star': { size: 20, categories: one('users', 'gifts'), rewards: WEEKLY_REWARDS, stage: 'week' },
  'weekly-star-red': { size: 20, categories: one('users', 'gifts'), rewards: WEEKLY_REWARDS, stage: 'week' },
  'weekly-cover-star': {
    size: 20,
    categories: one('covers', 'votes'),
    rewards: WEEKLY_REWARDS,
    stage: 'week',
  },
  'honor-wall': {
    size: 10,
    categories: {
      'most-popular': { contestants: 'users', unit: 'gifts' },
      bestroom: { contestants: 'rooms', unit: 'gifts' },
      'most-powerful': { contestants: 'users', unit: 'score' },
      'best-team': { contestants: 'teams', unit: 'score' },
    },
    rewards: HONOR_REWARDS,
    stage: 'week',
  },
  'award-list': {
    size: 10,
    categories: {
      live: { contestants: 'users', unit: 'gifts' },
      ktv: { contestants: 'rooms', unit: 'gifts' },
      recod: { contestants: 'covers', unit: 'votes' },
    },
    rewards: HONOR_REWARDS,
    stage: 'week',
  },
  'rhapsody-music': { size: 20, categories: one('covers', 'votes'), rewards: MUSIC_REWARDS, stage: 'round' },
  'top10-covers-collection': { size: 10, categories: one('covers', 'votes'), rewards: [], stage: 'week' },
  'hot-song-floor-page': {
    size: 20,
    categories: { main: { contestants: 'covers', unit: 'score', oneSong: true } },
    rewards: MUSIC_REWARDS,
    stage: 'week',
  },
  engifest: { size: 10, categories: one('colleges', 'score'), rewards: FEST_REWARDS, stage: 'round' },
};

/** Songs sung on the boards of covers (titles are server text: written in the page's language). */
export const SONGS: Localized[] = [
  localized({ en: 'Moonlight Road', ar: 'طريق ضوء القمر' }),
  localized({ en: 'Rain in Mumbai', ar: 'مطر في مومباي' }),
  localized({ en: 'Desert Rose', ar: 'وردة الصحراء' }),
  localized({ en: 'Hold My Hand', ar: 'أمسك يدي' }),
  localized({ en: 'Golden Hour', ar: 'الساعة الذهبية' }),
  localized({ en: 'City of Stars', ar: 'مدينة النجوم' }),
  localized({ en: 'Morning Song', ar: 'أغنية الصباح' }),
  localized({ en: 'Blue River', ar: 'النهر الأزرق' }),
];

/** Names of rooms, teams and colleges: chosen by their owners, shown as names in every language. */
export const ROOMS = ROOM_NAMES.slice(0, 12);
export const TEAMS = [
  'Team Thunder',
  'فريق النجوم',
  'Sur Sangam',
  'Harmoni',
  'Team Mabuhay',
  'Lagos Voices',
  'Echo Squad',
  'فرسان الغناء',
  'Rhythm Riders',
  'Melody Makers',
];
export const COLLEGES = [
  'IIT Delhi',
  'St. Xavier’s College',
  'Anna University',
  'Jadavpur University',
  'Christ University',
  'NIT Trichy',
  'Delhi University',
  'Pune University',
  'Manipal Institute',
  'BITS Pilani',
];

/** The first id of each kind of contestant that is not a user. */
export const ROOM_ID = 5001;
export const TEAM_ID = 6001;
export const COLLEGE_ID = 9001;

export const STAGE_LABEL = {
  week: (n: number) => localized({ en: `Week ${n}`, ar: `الأسبوع ${n}` }),
  round: (n: number) => localized({ en: `Round ${n}`, ar: `الجولة ${n}` }),
};

export const REFUSALS = {
  unknownEvent: localized({ en: 'This event does not exist.', ar: 'هذه الفعالية غير موجودة.' }),
  alreadySignedUp: localized({
    en: 'You have already signed up for Engifest.',
    ar: 'لقد سجّلت في إنجيفست من قبل.',
  }),
  badField: localized({
    en: 'Please check your name, college, city and phone number.',
    ar: 'يرجى التحقق من الاسم والكلية والمدينة ورقم الهاتف.',
  }),
};
