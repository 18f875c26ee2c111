// The live and KTV events as the server configures them: who each ranks (hosts, rooms, PK pairs),
// by what, its tabs and what each place wins. A new event is one entry here (on the real server:
// its configuration), never a new handler.

import type { EventUnit } from '@h5/core-api/contracts/live';
import { type Localized, localized } from '../../kit/localized.ts';

type Field = 'hosts' | 'rooms';

interface Tier {
  from: number;
  to: number;
  name: Localized;
  icon: 'crown' | 'trophy' | 'medal' | 'mic' | 'diamond';
}

export interface EventConfig {
  field: Field;
  unit: EventUnit;
  /** Places on the board. */
  size: number;
  rewards: Tier[];
  /** The event's tabs (server keys), `main` when it has one board. */
  tabs: readonly string[];
  /** Talent PK: the top hosts meet in pairs. */
  pairs?: boolean;
  /** Row detail: a host's ladder level, a room's owner, a segment's tier. */
  detail?: 'level' | 'owner' | 'tier';
  /**
   * Its own run: hours after the sandbox's common start it begins, and how long it lasts (a week
   * when not said). No two KTV events end at the same second; Speed KTV is a three-hour sprint.
   */
  run?: { afterH: number; hours: number };
  /**
   * Which of the sandbox's KTV rooms (indexes into ROOMS) a room event ranks: each event its own
   * (the new-room race only rooms opened lately), not the same twelve in another order.
   */
  rooms?: readonly number[];
}

const HOST_REWARDS: Tier[] = [
  {
    from: 1,
    to: 1,
    name: localized({ en: 'Live star crown and 8,000 coins', ar: 'تاج نجم البث و8,000 عملة' }),
    icon: 'crown',
  },
  {
    from: 2,
    to: 3,
    name: localized({ en: 'Golden mic frame for 7 days', ar: 'إطار الميكروفون الذهبي لمدة 7 أيام' }),
    icon: 'trophy',
  },
  {
    from: 4,
    to: 10,
    name: localized({ en: 'Featured live for a day', ar: 'بث مميز لمدة يوم' }),
    icon: 'medal',
  },
];

const tier = (from: number, to: number, en: string, ar: string, icon: Tier['icon']): Tier => ({
  from,
  to,
  name: localized({ en, ar }),
  icon,
});

const ROOM_REWARDS: Tier[] = [
  {
    from: 1,
    to: 1,
    name: localized({
      en: 'Room of the week banner and 20,000 diamonds',
      ar: 'شارة غرفة الأسبوع و20,000 ماسة',
    }),
    icon: 'diamond',
  },
  {
    from: 2,
    to: 3,
    name: localized({ en: 'Room entry effect for 7 days', ar: 'تأثير دخول الغرفة لمدة 7 أيام' }),
    icon: 'trophy',
  },
  {
    from: 4,
    to: 10,
    name: localized({ en: 'A free mic card', ar: 'بطاقة ميكروفون مجانية' }),
    icon: 'mic',
  },
];

const host = (unit: EventUnit, extra: Partial<EventConfig> = {}): EventConfig => ({
  field: 'hosts',
  unit,
  size: 20,
  rewards: HOST_REWARDS,
  tabs: ['main'],
  ...extra,
});
/** Rooms `from` to `from + count - 1` of ROOMS. */
const span = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const room = (extra: Partial<EventConfig> = {}): EventConfig => ({
  field: 'rooms',
  unit: 'diamonds',
  size: 20,
  rewards: ROOM_REWARDS,
  tabs: ['main'],
  detail: 'owner',
  ...extra,
});

export const EVENTS: Record<string, EventConfig> = {
  'ranking-live': host('gifts', { tabs: ['segment', 'hot-ranking'], detail: 'tier' }),
  'live-ladder': host('score', { detail: 'level' }),
  'live-night-v1': host('gifts'),
  'live-record': host('votes'),
  'talent-pk': host('votes', { pairs: true, size: 8 }),
  broadcast: host('gifts'),
  'ktv-new-room': room({
    run: { afterH: 6, hours: 7 * 24 - 5 },
    rooms: span(12, 12),
    rewards: [
      tier(
        1,
        1,
        'New room spotlight on the KTV home for 3 days',
        'إبراز الغرفة الجديدة في صفحة KTV لمدة 3 أيام',
        'crown',
      ),
      tier(2, 5, 'Room starter pack: 5,000 diamonds', 'حزمة بداية الغرفة: 5,000 ماسة', 'diamond'),
      tier(6, 20, 'A free mic card for the owner', 'بطاقة ميكروفون مجانية للمالك', 'mic'),
    ],
  }),
  'ktv-cheerful': room({
    run: { afterH: 26, hours: 5 * 24 + 3 },
    rooms: [1, 4, 7, 10, 13, 16, 19, 22],
    rewards: [
      tier(1, 1, 'Cheer crown room frame for 15 days', 'إطار غرفة تاج التشجيع لمدة 15 يومًا', 'crown'),
      tier(2, 3, 'Confetti entry effect for 7 days', 'تأثير دخول القصاصات الملونة لمدة 7 أيام', 'trophy'),
      tier(4, 10, '3,000 diamonds for the room', '3,000 ماسة للغرفة', 'diamond'),
    ],
  }),
  // A sprint: it began an hour before the sandbox's clock starts and lasts three hours.
  'speed-ktv': room({
    run: { afterH: 47, hours: 3 },
    rooms: [2, 5, 8, 11, 14, 17, 20, 23],
    rewards: [
      tier(1, 1, 'Lightning room badge and 10,000 diamonds', 'شارة غرفة البرق و10,000 ماسة', 'trophy'),
      tier(2, 3, 'Turbo entry effect for 3 days', 'تأثير دخول توربو لمدة 3 أيام', 'medal'),
      tier(4, 10, '1,000 diamonds for the room', '1,000 ماسة للغرفة', 'diamond'),
    ],
  }),
  'room-diamond-count': room({
    run: { afterH: -20, hours: 8 * 24 + 11 },
    rooms: span(0, 12),
  }),
  'mic-reserve': room({ unit: 'score' }),
  'mic-get-card': room({ unit: 'score' }),
};

/** Segment tiers, lowest first (spec: ranking by segment); each host belongs to one. */
export const TIERS: Array<{ key: string; name: Localized }> = [
  { key: 'bronze', name: localized({ en: 'Bronze tier', ar: 'الفئة البرونزية' }) },
  { key: 'silver', name: localized({ en: 'Silver tier', ar: 'الفئة الفضية' }) },
  { key: 'gold', name: localized({ en: 'Gold tier', ar: 'الفئة الذهبية' }) },
  { key: 'diamond', name: localized({ en: 'Diamond tier', ar: 'الفئة الماسية' }) },
];

/** Ladder levels: one every 10,000 points. */
export const LADDER_STEP = 10_000;
export const levelText = (n: number) => localized({ en: `Level ${n}`, ar: `المستوى ${n}` });
export const roundText = (n: number) => localized({ en: `Round ${n}`, ar: `الجولة ${n}` });
export const ownerText = (name: string) => localized({ en: `Host: ${name}`, ar: `المضيف: ${name}` });

/** The KTV rooms of the sandbox (server text). */
export const ROOMS: Localized[] = [
  localized({ en: 'Midnight Melodies', ar: 'ألحان منتصف الليل' }),
  localized({ en: 'Bollywood Beats', ar: 'إيقاعات بوليوود' }),
  localized({ en: 'Cairo Nights', ar: 'ليالي القاهرة' }),
  localized({ en: 'Jakarta Jam', ar: 'جلسة جاكرتا' }),
  localized({ en: 'Lagos Live Lounge', ar: 'صالة لاغوس' }),
  localized({ en: 'Manila Mic Club', ar: 'نادي ميكروفون مانيلا' }),
  localized({ en: 'Desert Voices', ar: 'أصوات الصحراء' }),
  localized({ en: 'Golden Oldies', ar: 'الأغاني الذهبية' }),
  localized({ en: 'Kuala Lumpur Karaoke', ar: 'كاريوكي كوالالمبور' }),
  localized({ en: 'Duet Corner', ar: 'ركن الثنائيات' }),
  localized({ en: 'Sufi Evenings', ar: 'أمسيات صوفية' }),
  localized({ en: 'Pop Party Room', ar: 'غرفة حفلة البوب' }),
  // Opened lately: the rooms of the new-room race.
  localized({ en: 'Rainy Day Radio', ar: 'راديو الأيام الممطرة' }),
  localized({ en: 'Gulf Groove', ar: 'إيقاع الخليج' }),
  localized({ en: 'Chai and Chords', ar: 'شاي وأوتار' }),
  localized({ en: 'Neon Nights', ar: 'ليالي النيون' }),
  localized({ en: 'Dangdut Party', ar: 'حفلة الدانغدوت' }),
  localized({ en: 'Afrobeats Avenue', ar: 'شارع الأفروبيت' }),
  localized({ en: 'Late Night Duets', ar: 'ثنائيات آخر الليل' }),
  localized({ en: 'The Green Room', ar: 'الغرفة الخضراء' }),
  localized({ en: 'Friday Jam', ar: 'جلسة الجمعة' }),
  localized({ en: 'Mic Drop Club', ar: 'نادي إسقاط الميكروفون' }),
  localized({ en: 'Retro Room', ar: 'غرفة الريترو' }),
  localized({ en: 'House of Melody', ar: 'بيت النغم' }),
];
export const ROOM_ID = 88_000;

export const TOPICS: Localized[] = [
  localized({ en: 'Singing your requests tonight', ar: 'أغني طلباتكم الليلة' }),
  localized({ en: 'Old songs, new voice', ar: 'أغانٍ قديمة بصوت جديد' }),
  localized({ en: 'Duets with fans', ar: 'ثنائيات مع المعجبين' }),
  localized({ en: 'Acoustic hour', ar: 'ساعة الغناء الهادئ' }),
];

/** The live-content game's rules and its upgrade rules, as the live server publishes them. */
export const CONTENT_RULES: Localized[] = [
  localized({
    en: 'Every signed-in user receives free tickets to support the hosts they like.',
    ar: 'يحصل كل مستخدم مسجّل الدخول على تذاكر مجانية لدعم المضيفين الذين يحبهم.',
  }),
  localized({
    en: 'Each ticket you use adds one to the host’s count; a ticket can be used once.',
    ar: 'كل تذكرة تستخدمها تضيف واحدًا إلى عدّاد المضيف، ويمكن استخدام التذكرة مرة واحدة.',
  }),
  localized({
    en: 'Hosts join the game from this page and are listed by the tickets they received.',
    ar: 'ينضم المضيفون إلى اللعبة من هذه الصفحة ويُرتَّبون حسب التذاكر التي تلقّوها.',
  }),
  localized({
    en: 'Tickets cannot be bought, sold or moved to another account.',
    ar: 'لا يمكن شراء التذاكر أو بيعها أو نقلها إلى حساب آخر.',
  }),
  localized({
    en: 'Counts built by cheating are removed.',
    ar: 'تُحذف العدّادات التي بُنيت بالغش.',
  }),
];
export const UPGRADE_RULES: Localized[] = [
  localized({
    en: 'Every ticket a fan sends you adds one to your count.',
    ar: 'كل تذكرة يرسلها لك معجب تضيف واحدًا إلى عدّادك.',
  }),
  localized({
    en: 'At 100 tickets you move up to the Rising host level; at 300, to Star host; at 600, to Super star.',
    ar: 'عند 100 تذكرة تنتقل إلى مستوى المضيف الصاعد، وعند 300 إلى المضيف النجم، وعند 600 إلى النجم الخارق.',
  }),
  localized({
    en: 'Each level up brings a bigger spot on the live page for the next week.',
    ar: 'كل ترقية تمنحك مكانًا أكبر في صفحة البث للأسبوع التالي.',
  }),
  localized({
    en: 'Counts start again from zero on the first day of each month.',
    ar: 'تبدأ العدّادات من الصفر في اليوم الأول من كل شهر.',
  }),
];

export const REFUSALS = {
  noTicket: localized({
    en: 'You have no tickets left. Watch lives to earn more.',
    ar: 'لم يتبق لديك أي تذاكر. شاهد البث المباشر لتكسب المزيد.',
  }),
  unknownPlayer: localized({
    en: 'This player is no longer in the game.',
    ar: 'هذا المشارك لم يعد في اللعبة.',
  }),
  alreadyJoined: localized({ en: 'You have already joined the game.', ar: 'لقد انضممت إلى اللعبة بالفعل.' }),
  unknownEvent: localized({ en: 'This event could not be found.', ar: 'تعذر العثور على هذه الفعالية.' }),
  slotTaken: localized({
    en: 'Someone reserved this slot just before you. Please choose another.',
    ar: 'حجز شخص آخر هذه الفترة قبلك مباشرة. يرجى اختيار فترة أخرى.',
  }),
  roundOver: localized({
    en: 'This PK round is over. Vote again in the next round.',
    ar: 'انتهت جولة التحدي هذه. صوّت مجددًا في الجولة التالية.',
  }),
  noVotes: localized({
    en: 'You have no votes left in this round. New votes come with the next round.',
    ar: 'لم يتبق لديك أي أصوات في هذه الجولة. تأتي أصوات جديدة مع الجولة التالية.',
  }),
  unknownPair: localized({ en: 'This PK pair could not be found.', ar: 'تعذر العثور على ثنائي التحدي هذا.' }),
  cardClaimed: localized({
    en: 'You already claimed today’s mic card. Come back tomorrow.',
    ar: 'لقد حصلت على بطاقة الميكروفون لهذا اليوم. عد غدًا.',
  }),
};
