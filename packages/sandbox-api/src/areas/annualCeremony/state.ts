// The annual ceremony's state, its error answers and the helpers its handlers share.

import {
  ALREADY_CHECKED_IN_CODE,
  type Award,
  NO_STARS_CODE,
  NOT_ENOUGH_FRAGMENTS_CODE,
  NOT_OPEN_CODE,
  type Purchase,
  SOLD_OUT_CODE,
  type StageEntry,
  type StageType,
} from '@h5/core-api/contracts/annualCeremony';
import { NOT_ENOUGH_GOLDS_CODE } from '@h5/core-api/contracts/luckyEgg';
import { fail, str } from '../../area.ts';
import { type Localizable, localized } from '../../kit/localized.ts';
import { userByUid } from '../../users.ts';
import { CEREMONY_PROMOTION, USER_TYPES } from './data.ts';

export const DAY = 86400;

const NO_SUCH_PROMOTION = {
  code: 404,
  msg: localized({ en: 'This ceremony does not exist', ar: 'هذا الحفل غير موجود' }),
};
export const NO_STARS = {
  code: NO_STARS_CODE,
  msg: localized({
    en: 'You have no stars left. Check in or spin the turntable to get more.',
    ar: 'لم يتبقَّ لديك نجوم. سجّل حضورك أو أدر العجلة لتحصل على المزيد.',
  }),
};
export const NOT_OPEN = {
  code: NOT_OPEN_CODE,
  msg: localized({ en: 'The ceremony is not open now.', ar: 'الحفل غير مفتوح الآن.' }),
};
export const NO_SUCH_TARGET = {
  code: 400,
  msg: localized({ en: 'Please choose who gets your star.', ar: 'يرجى اختيار من يحصل على نجمتك.' }),
};
export const NOT_ENOUGH_GOLDS = {
  code: NOT_ENOUGH_GOLDS_CODE,
  msg: localized({ en: 'Not enough golds. Recharge to go on.', ar: 'لا يوجد ذهب كافٍ. اشحن رصيدك لتواصل.' }),
};
export const NOT_ENOUGH_FRAGMENTS = {
  code: NOT_ENOUGH_FRAGMENTS_CODE,
  msg: localized({
    en: 'You need one of each fragment to turn a card.',
    ar: 'تحتاج إلى قطعة من كل نوع لقلب بطاقة.',
  }),
};
export const CARD_TURNED = {
  code: 400,
  msg: localized({ en: 'This card is already turned.', ar: 'هذه البطاقة مقلوبة بالفعل.' }),
};
export const SOLD_OUT = {
  code: SOLD_OUT_CODE,
  msg: localized({
    en: 'This item is sold out. You were not charged.',
    ar: 'نفد هذا العنصر. لم يُخصم منك شيء.',
  }),
};
export const CHECKED_IN = {
  code: ALREADY_CHECKED_IN_CODE,
  msg: localized({ en: 'You have checked in today.', ar: 'سجّلت حضورك اليوم.' }),
};
export const NO_SUCH_THING = {
  code: 404,
  msg: localized({ en: 'This was not found.', ar: 'لم يتم العثور على هذا.' }),
};

export type Entry = Localizable<Omit<StageEntry, 'rank'>>;

export interface AnnualCeremonyState {
  begin_time: number;
  end_time: number;
  lists: Map<StageType, Entry[]>;
  /** Uid -> stars held. */
  stars: Map<number, number>;
  /** Uid -> fragment type -> count. */
  fragments: Map<number, Record<string, number>>;
  /** Uid -> card number -> prize id. */
  cards: Map<number, Map<number, number>>;
  /** What turning a card takes this season, fragment type -> count (config, the `cardCost` switch). */
  cardCost: Record<string, number>;
  stock: Map<number, number>;
  purchases: Map<number, Localizable<Purchase>[]>;
  awards: Map<number, Localizable<Award>[]>;
  /** Uid -> days of the ceremony checked in. */
  checkIns: Map<number, Set<number>>;
  /** Uid -> stars sent in the ceremony; the crowd's today, for the treasure's leader. */
  sent: Map<number, number>;
  /** Golds in today's treasure. */
  pool: number;
  /** Uid -> `type:id` of a list's entry -> starlight the user's stars gave it (war contributions). */
  given: Map<number, Map<string, number>>;
  /**
   * `type:id` of a list's entry -> day (`YYYYMMDD`) -> starlight it gathered that day: a past
   * day's ranking is the starlight then, so the day selector shows each day's own order.
   */
  gains: Map<string, Map<string, number>>;
  /** Uid -> their 2019 in the app (the year summary), kept from their history. */
  years: Map<
    number,
    {
      songs: number;
      listeners: number;
      gifts_received: number;
      followers_gained: number;
      top_song: number;
      best_rank: number;
    }
  >;
  /** Uid -> the users who joined with their invite code. */
  invited: Map<number, number[]>;
  /** Guild id -> its hosts (guild-live details). */
  hosts: Map<
    number,
    Array<{ uid: number; name: string; avatar: string; room_id: number; live: boolean; share: number }>
  >;
  nextKey: number;
}

/** Stars each signed-in user starts with. */
export const STARTING_STARS = 5;
/** Starlight a star gives. */
export const STAR_SCORE = 10;
/** Stars a check-in gives. */
export const CHECK_IN_STARS = 1;

export const STARTING_FRAGMENTS = { sun: 2, moon: 2, note: 1 };

export function promotionOf(p: { promotion_id?: unknown }) {
  if (str(p.promotion_id) !== CEREMONY_PROMOTION) fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
}

export const nowOf = (ctx: { clock: { now(): number } }) => Math.floor(ctx.clock.now() / 1000);
export const open = (s: AnnualCeremonyState, now: number) => now >= s.begin_time && now < s.end_time;

function ymd(t: number): string {
  return new Date(t * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

export function rankDays(s: AnnualCeremonyState, now: number): string[] {
  const days: string[] = [];
  for (let t = Math.min(now, s.end_time - 1); t >= s.begin_time; t -= DAY) days.push(ymd(t));
  return days;
}

/** Adds starlight an entry gathered on the day of `at` (seconds) to its history. */
export function addGain(s: AnnualCeremonyState, key: string, at: number, starlight: number) {
  const days = s.gains.get(key) ?? new Map<string, number>();
  const day = ymd(at);
  days.set(day, (days.get(day) ?? 0) + starlight);
  s.gains.set(key, days);
}

/** An entry's starlight at the end of `day` (`YYYYMMDD`): today's less what it gathered after. */
export function starlightOn(s: AnnualCeremonyState, key: string, today: number, day: string): number {
  let after = 0;
  for (const [d, n] of s.gains.get(key) ?? []) if (d > day) after += n;
  return Math.max(0, today - after);
}

export function ranked(list: Entry[], at?: (e: Entry) => number) {
  return [...list]
    .map((e) => (at ? { ...e, starlight: at(e) } : e))
    .sort((a, b) => b.starlight - a.starlight || a.id - b.id)
    .map((e, i) => ({ ...e, rank: i + 1 }));
}

/** selfData: the user's own entry in a list (their uid, the first room or guild, their country). */
export function selfId(type: StageType, uid: number): (e: Entry) => boolean {
  if (USER_TYPES.includes(type)) return (e) => e.id === uid;
  if (type === 'national-war') {
    const country = userByUid(uid)?.country;
    return (e) => e.locale === country;
  }
  // The signed-in users host the first room and lead the first guild.
  return (e) => e.id === 1;
}
