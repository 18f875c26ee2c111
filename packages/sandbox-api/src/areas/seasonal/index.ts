// Seasonal pages (campaigns/seasonal): one promotion per page, each with a season configured here
// as data (its score, rewards by rank, rules, in every shipped language) and a ranking of seeded
// people, the signed-in test users among them so "my place" shows. A new season is a new entry.

import { getSeason, getSeasonRanking, type SeasonEntry } from '@h5/core-api/contracts/seasonal';
import { defineArea, fail, HOST_PREFIX, on, str } from '../../area.ts';
import { artRoute, clipWav, glyphArt } from '../../kit/art.ts';
import { avatarUrl } from '../../kit/avatars.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import { ROOM_NAMES, seededCrowd } from '../../kit/people.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import type { PromotionSeed } from '../../promotions.ts';
import { SIGNED_IN_USERS } from '../../users.ts';

const l = (en: string, ar: string) => localized({ en, ar });

const NO_SUCH_PROMOTION = {
  code: 404,
  msg: l('This promotion does not exist', 'هذا العرض غير موجود'),
};

/** How many places a ranking shows. */
export const RANKING_SIZE = 20;

type Glyph = 'trophy' | 'medal' | 'gift' | 'frame';
const ICON_COLOURS: Record<Glyph, string> = {
  trophy: '#d4a017',
  medal: '#5b7cfa',
  gift: '#e5486b',
  frame: '#2bb5a0',
};

interface SeasonSeed {
  seed: PromotionSeed;
  score: Localized;
  rewards: Array<[from: number, to: number, name: Localized, glyph: Glyph]>;
  rules: Localized[];
  /** A recording contest: each entry is a recording. */
  recordings?: boolean;
  /** A party-room event: each entry is a room, named by its host. */
  rooms?: boolean;
  /** Size of the highest score, so each season reads in its own numbers. */
  top: number;
  /** The teams a user may cheer (the World Cup). */
  teams?: Array<{ key: string; name: Localized }>;
}

const GOLDS = l('Golds spent on gifts', 'الذهب المُنفق على الهدايا');
const VOTES = l('Listener votes', 'أصوات المستمعين');
const spendRule = l(
  'Every gold you spend on gifts during the campaign counts towards your place.',
  'كل ذهبة تنفقها على الهدايا خلال الحملة تُحسب لترتيبك.',
);
const rewardRule = l(
  'Rewards are sent within 3 days after the campaign ends.',
  'تُرسل المكافآت خلال 3 أيام بعد انتهاء الحملة.',
);
const fairRule = l('Accounts that cheat are removed from the ranking.', 'تُحذف الحسابات التي تغش من الترتيب.');
/** A tier's prize in both languages. */
const tier = (
  from: number,
  to: number,
  en: string,
  ar: string,
  glyph: Glyph,
): SeasonSeed['rewards'][number] => [from, to, l(en, ar), glyph];

const season = (
  id: string,
  page: string,
  en: string,
  ar: string,
  score: Localized,
  rules: Localized[],
  top: number,
  /** Each season's own prizes: no two promotions give the same. */
  rewards: SeasonSeed['rewards'],
  extra: Partial<SeasonSeed> = {},
): SeasonSeed => ({
  seed: { id, title: l(en, ar), startsInDays: -4, endsInDays: 10, page },
  score,
  rules,
  top,
  rewards,
  ...extra,
});

export const SEASONS: readonly SeasonSeed[] = [
  season(
    '3301',
    '/v/world-cup',
    'World Cup Fever',
    'حمى كأس العالم',
    l('Cheer points', 'نقاط التشجيع'),
    [
      l(
        'Predict match results in live rooms and cheer your team to earn points.',
        'توقّع نتائج المباريات في غرف البث وشجّع فريقك لتكسب النقاط.',
      ),
      rewardRule,
      fairRule,
    ],
    48_000,
    [
      tier(1, 1, 'Golden boot trophy and 12,000 golds', 'كأس الحذاء الذهبي و12,000 ذهب', 'trophy'),
      tier(2, 3, 'Captain’s armband frame (30 days)', 'إطار شارة القائد (30 يومًا)', 'frame'),
      tier(4, 10, 'Stadium entry effect (15 days)', 'تأثير دخول الملعب (15 يومًا)', 'medal'),
      tier(11, 20, '800 golds', '800 ذهب', 'gift'),
    ],
    {
      teams: [
        { key: 'arg', name: l('Argentina', 'الأرجنتين') },
        { key: 'bra', name: l('Brazil', 'البرازيل') },
        { key: 'mar', name: l('Morocco', 'المغرب') },
        { key: 'ksa', name: l('Saudi Arabia', 'السعودية') },
        { key: 'fra', name: l('France', 'فرنسا') },
        { key: 'ind', name: l('India', 'الهند') },
      ],
    },
  ),
  season(
    '3302',
    '/v/zsj',
    'Star Singer Season',
    'موسم نجم الغناء',
    VOTES,
    [
      l(
        'Sing any song in the campaign list; each listener vote counts once a day.',
        'غنِّ أي أغنية من قائمة الحملة؛ يُحتسب صوت كل مستمع مرة واحدة في اليوم.',
      ),
      rewardRule,
      fairRule,
    ],
    26_000,
    [
      tier(1, 1, 'Star Singer title and a featured cover', 'لقب نجم الغناء وغلاف مميز', 'trophy'),
      tier(2, 3, 'Golden mic frame (30 days)', 'إطار الميكروفون الذهبي (30 يومًا)', 'frame'),
      tier(4, 10, '3,000 golds', '3,000 ذهب', 'gift'),
      tier(11, 20, 'Rising voice badge (15 days)', 'شارة الصوت الصاعد (15 يومًا)', 'medal'),
    ],
  ),
  season(
    '3303',
    '/v/local-consumption',
    'Local Gift Festival',
    'مهرجان الهدايا المحلي',
    GOLDS,
    [spendRule, rewardRule, fairRule],
    120_000,
    [
      tier(1, 1, 'Hometown hero trophy and 15,000 golds', 'كأس بطل المدينة و15,000 ذهب', 'trophy'),
      tier(2, 3, 'Local legend frame (30 days)', 'إطار أسطورة المدينة (30 يومًا)', 'frame'),
      tier(4, 10, 'Festival gift box of 1,500 golds', 'صندوق هدايا المهرجان بقيمة 1,500 ذهب', 'gift'),
    ],
  ),
  season(
    '3304',
    '/v/local-activity-horse',
    'Golden Horse Race',
    'سباق الحصان الذهبي',
    l('Metres your horse ran', 'الأمتار التي قطعها حصانك'),
    [
      l(
        'Each gift in a party room moves your horse forward; the fastest horses win.',
        'كل هدية في غرفة الحفلة تدفع حصانك إلى الأمام؛ أسرع الخيول تفوز.',
      ),
      rewardRule,
      fairRule,
    ],
    64_000,
    [
      tier(
        1,
        1,
        'Golden horse mount (30 days) and 10,000 golds',
        'مطية الحصان الذهبي (30 يومًا) و10,000 ذهب',
        'trophy',
      ),
      tier(2, 3, 'Silver saddle frame (15 days)', 'إطار السرج الفضي (15 يومًا)', 'frame'),
      tier(4, 10, 'Horseshoe badge (15 days)', 'شارة حدوة الحصان (15 يومًا)', 'medal'),
      tier(11, 20, '500 golds', '500 ذهب', 'gift'),
    ],
  ),
  season(
    '3305',
    '/v/jollyChic-dec',
    'JollyChic December Party',
    'حفلة جولي شيك في ديسمبر',
    GOLDS,
    [spendRule, rewardRule],
    90_000,
    [
      tier(1, 1, 'Snow king crown and 9,000 golds', 'تاج ملك الثلج و9,000 ذهب', 'trophy'),
      tier(2, 3, 'Christmas tree room skin (15 days)', 'مظهر غرفة شجرة الميلاد (15 يومًا)', 'frame'),
      tier(4, 10, 'Gift stocking of 1,000 golds', 'جورب هدايا بقيمة 1,000 ذهب', 'gift'),
    ],
  ),
  season(
    '3306',
    '/v/T22373',
    'Weekend Gift Rush',
    'اندفاعة هدايا نهاية الأسبوع',
    GOLDS,
    [spendRule, rewardRule, fairRule],
    75_000,
    [
      tier(1, 1, 'Weekend king title and 7,500 golds', 'لقب ملك نهاية الأسبوع و7,500 ذهب', 'trophy'),
      tier(2, 5, 'Rush hour entry effect (7 days)', 'تأثير دخول ساعة الذروة (7 أيام)', 'medal'),
      tier(6, 20, '300 golds back', 'استرداد 300 ذهب', 'gift'),
    ],
  ),
  season(
    '3307',
    '/v/T22555',
    'Room Party Challenge',
    'تحدي حفلات الغرف',
    l('Room points', 'نقاط الغرفة'),
    [
      l(
        'Points come from the time listeners spend in your room and the gifts they send.',
        'تأتي النقاط من الوقت الذي يقضيه المستمعون في غرفتك ومن الهدايا التي يرسلونها.',
      ),
      rewardRule,
    ],
    38_000,
    [
      tier(1, 1, 'Party palace room skin (30 days)', 'مظهر غرفة قصر الحفلات (30 يومًا)', 'trophy'),
      tier(2, 3, 'Room of fame banner (7 days)', 'لافتة غرفة المشاهير (7 أيام)', 'frame'),
      tier(4, 10, '1,200 golds for the room', '1,200 ذهب للغرفة', 'gift'),
      tier(11, 20, 'Party host badge (15 days)', 'شارة مضيف الحفلات (15 يومًا)', 'medal'),
    ],
  ),
  season(
    '3308',
    '/v/record-win-rupees',
    'Record and Win Rupees',
    'سجّل واربح الروبيات',
    VOTES,
    [
      l(
        'Record a song in the app and share it; every vote from a listener counts.',
        'سجّل أغنية في التطبيق وشاركها؛ كل صوت من مستمع يُحتسب.',
      ),
      l(
        'The top 20 recordings win cash in rupees, paid to your wallet.',
        'أفضل 20 تسجيلًا تربح مبالغ نقدية بالروبية تُدفع إلى محفظتك.',
      ),
      fairRule,
    ],
    18_000,
    [
      tier(1, 1, '₹10,000 cash', '10,000 روبية نقدًا', 'trophy'),
      tier(2, 3, '₹5,000 cash', '5,000 روبية نقدًا', 'medal'),
      tier(4, 10, '₹1,000 cash', '1,000 روبية نقدًا', 'gift'),
      tier(11, 20, '₹200 cash', '200 روبية نقدًا', 'frame'),
    ],
    { recordings: true },
  ),
  season(
    '3309',
    '/v/party-carnival',
    'Party Carnival',
    'كرنفال الحفلات',
    l('Room points', 'نقاط الغرفة'),
    [
      l(
        'Party rooms earn points from gifts, guests and time on the mic.',
        'تكسب غرف الحفلات النقاط من الهدايا والضيوف ووقت الغناء على الميكروفون.',
      ),
      l(
        'The room’s host receives the room’s reward and shares it with the room’s admins.',
        'يتسلّم مضيف الغرفة مكافأتها ويتقاسمها مع مشرفيها.',
      ),
      rewardRule,
    ],
    210_000,
    [
      tier(1, 1, 'Carnival crown room skin and 20,000 golds', 'مظهر غرفة تاج الكرنفال و20,000 ذهب', 'trophy'),
      tier(2, 3, 'Carnival room skin and 8,000 golds', 'مظهر غرفة الكرنفال و8,000 ذهب', 'medal'),
      tier(4, 10, '2,000 golds for the room', '2,000 ذهب للغرفة', 'gift'),
      tier(11, 20, 'Carnival room badge (15 days)', 'شارة غرفة الكرنفال (15 يومًا)', 'frame'),
    ],
    { rooms: true },
  ),
  season(
    '3310',
    '/v/new-year-countdown',
    'New Year Countdown',
    'العد التنازلي لرأس السنة',
    GOLDS,
    [spendRule, rewardRule, fairRule],
    150_000,
    [
      tier(
        1,
        1,
        'Midnight crown frame (30 days) and 12,000 golds',
        'إطار تاج منتصف الليل (30 يومًا) و12,000 ذهب',
        'trophy',
      ),
      tier(2, 3, 'Fireworks entry effect (30 days)', 'تأثير دخول الألعاب النارية (30 يومًا)', 'medal'),
      tier(4, 10, '2,026 golds', '2,026 ذهب', 'gift'),
      tier(11, 20, 'Countdown badge (15 days)', 'شارة العد التنازلي (15 يومًا)', 'frame'),
    ],
  ),
];

const SONGS = [
  'Tum Hi Ho',
  'Perfect',
  'Ya Lili',
  'Kesariya',
  'Bahasa Kalbu',
  'Shape of You',
  'Enta Omri',
  'Someone Like You',
];

export interface SeasonalState {
  rankings: Map<string, SeasonEntry[]>;
}

export const seasonalArea = defineArea<SeasonalState>({
  name: 'seasonal',
  promotions: SEASONS.map((s) => s.seed),
  seed: ({ rng }) => {
    const rankings = new Map<string, SeasonEntry[]>();
    SEASONS.forEach((s, n) => {
      const crowd = seededCrowd(rng, 26, 8100 + n * 100);
      // Signed-in users 1001 and 1002 take part; 1003 and the others do not.
      const people = [
        ...crowd,
        ...SIGNED_IN_USERS.slice(0, 2).map((u) => ({ ...u, avatar: avatarUrl(u.uid) })),
      ];
      const rows = people.map((p, i) => ({
        uid: p.uid,
        // A party room's row is the room, by the name its host gave it; the host's uid finds "me".
        stage_name: s.rooms ? ROOM_NAMES[i % ROOM_NAMES.length]! : p.stage_name,
        avatar: p.avatar,
        score: Math.round(s.top * 0.97 ** i * (0.8 + rng.next() * 0.2)),
        recording: s.recordings
          ? {
              id: `rec-${s.seed.id}-${p.uid}`,
              song: SONGS[i % SONGS.length]!,
              media_url: `${HOST_PREFIX.static}/seasonal/clip-rec-${s.seed.id}-${p.uid}.wav`,
            }
          : null,
      }));
      rankings.set(
        s.seed.id,
        rankBy(rows, (r) => r.score),
      );
    });
    return { rankings };
  },
  handlers: [
    on(getSeason, (_ctx, p) => {
      const s = SEASONS.find((x) => x.seed.id === str(p.promotion_id));
      if (!s) return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
      return {
        score_name: s.score,
        rules: s.rules,
        ...(s.teams ? { teams: s.teams } : {}),
        rewards: s.rewards.map(([rank_from, rank_to, name, glyph]) => ({
          rank_from,
          rank_to,
          name,
          icon: `${HOST_PREFIX.static}/seasonal/${glyph}.svg`,
        })),
      };
    }),
    on(getSeasonRanking, ({ state, user }, p) => {
      const ranked = state.rankings.get(str(p.promotion_id) ?? '');
      if (!ranked) return fail(NO_SUCH_PROMOTION.code, NO_SUCH_PROMOTION.msg);
      return { entries: ranked.slice(0, RANKING_SIZE), me: myRow(ranked, user?.uid) };
    }),
  ],
  raw: [
    artRoute(`${HOST_PREFIX.static}/seasonal/{file}`, (file) => {
      // Each ranked recording's clip, a tune of its own (seeded by its id).
      const clip = /^clip-(rec-\d{1,12}-\d{1,12})\.wav$/.exec(file)?.[1];
      if (clip) return clipWav(clip);
      const glyph = /^([a-z]+)\.svg$/.exec(file)?.[1] as Glyph | undefined;
      const colour = glyph ? ICON_COLOURS[glyph] : undefined;
      return glyph && colour ? glyphArt(glyph, colour) : null;
    }),
  ],
});
