// Seasonal pages (campaigns/seasonal): one promotion per page, each with a season configured here
// as data (its score, rewards by rank, rules, in every shipped language) and a ranking of seeded
// people, the signed-in test users among them so "my place" shows. A new season is a new entry.

import { getSeason, getSeasonRanking, type SeasonEntry } from '@h5/core-api/contracts/seasonal';
import { defineArea, fail, HOST_PREFIX, on, str } from '../../area.ts';
import { artRoute, glyphArt } from '../../kit/art.ts';
import { avatarUrl } from '../../kit/avatars.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import { ROOM_NAMES, seededCrowd } from '../../kit/people.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import type { PromotionSeed } from '../../promotions.ts';
import { SIGNED_IN_USERS } from '../../users.ts';

const l = (en: string, ar: string) => localized({ en, ar });

export const NO_SUCH_PROMOTION = {
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
}

const GOLDS = l('Golds spent', 'الذهب المُنفق');
const POINTS = l('Points', 'النقاط');
const VOTES = l('Votes', 'الأصوات');
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
  extra: Partial<SeasonSeed> = {},
): SeasonSeed => ({
  seed: { id, title: l(en, ar), startsInDays: -4, endsInDays: 10, page },
  score,
  rules,
  top,
  rewards: [
    tier(1, 1, 'Champion trophy and 10,000 golds', 'كأس البطل و10,000 ذهب', 'trophy'),
    tier(2, 3, 'Silver medal and 5,000 golds', 'ميدالية فضية و5,000 ذهب', 'medal'),
    tier(4, 10, 'Gift box of 1,000 golds', 'صندوق هدايا بقيمة 1,000 ذهب', 'gift'),
    tier(11, 20, 'Season frame (15 days)', 'إطار الموسم (15 يومًا)', 'frame'),
  ],
  ...extra,
});

export const SEASONS: readonly SeasonSeed[] = [
  season(
    '3301',
    '/v/world-cup',
    'World Cup Fever',
    'حمى كأس العالم',
    POINTS,
    [
      l(
        'Predict match results in live rooms and cheer your team to earn points.',
        'توقّع نتائج المباريات في غرف البث وشجّع فريقك لتكسب النقاط.',
      ),
      rewardRule,
      fairRule,
    ],
    48_000,
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
  ),
  season(
    '3303',
    '/v/local-consumption',
    'Local Gift Festival',
    'مهرجان الهدايا المحلي',
    GOLDS,
    [spendRule, rewardRule, fairRule],
    120_000,
  ),
  season(
    '3304',
    '/v/local-activity-horse',
    'Golden Horse Race',
    'سباق الحصان الذهبي',
    POINTS,
    [
      l(
        'Each gift in a party room moves your horse forward; the fastest horses win.',
        'كل هدية في غرفة الحفلة تدفع حصانك إلى الأمام؛ أسرع الخيول تفوز.',
      ),
      rewardRule,
      fairRule,
    ],
    64_000,
  ),
  season(
    '3305',
    '/v/jollyChic-dec',
    'JollyChic December Party',
    'حفلة جولي شيك في ديسمبر',
    GOLDS,
    [spendRule, rewardRule],
    90_000,
  ),
  season(
    '3306',
    '/v/T22373',
    'Weekend Gift Rush',
    'اندفاعة هدايا نهاية الأسبوع',
    GOLDS,
    [spendRule, rewardRule, fairRule],
    75_000,
  ),
  season(
    '3307',
    '/v/T22555',
    'Room Party Challenge',
    'تحدي حفلات الغرف',
    POINTS,
    [
      l(
        'Points come from the time listeners spend in your room and the gifts they send.',
        'تأتي النقاط من الوقت الذي يقضيه المستمعون في غرفتك ومن الهدايا التي يرسلونها.',
      ),
      rewardRule,
    ],
    38_000,
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
    {
      recordings: true,
      rewards: [
        tier(1, 1, '₹10,000 cash', '10,000 روبية نقدًا', 'trophy'),
        tier(2, 3, '₹5,000 cash', '5,000 روبية نقدًا', 'medal'),
        tier(4, 10, '₹1,000 cash', '1,000 روبية نقدًا', 'gift'),
        tier(11, 20, '₹200 cash', '200 روبية نقدًا', 'frame'),
      ],
    },
  ),
  season(
    '3309',
    '/v/party-carnival',
    'Party Carnival',
    'كرنفال الحفلات',
    POINTS,
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
    {
      rooms: true,
      rewards: [
        tier(
          1,
          1,
          'Carnival crown room skin and 20,000 golds',
          'مظهر غرفة تاج الكرنفال و20,000 ذهب',
          'trophy',
        ),
        tier(2, 3, 'Carnival room skin and 8,000 golds', 'مظهر غرفة الكرنفال و8,000 ذهب', 'medal'),
        tier(4, 10, '2,000 golds for the room', '2,000 ذهب للغرفة', 'gift'),
        tier(11, 20, 'Carnival room badge (15 days)', 'شارة غرفة الكرنفال (15 يومًا)', 'frame'),
      ],
    },
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
        recording: s.recordings ? { id: `rec-${s.seed.id}-${p.uid}`, song: SONGS[i % SONGS.length]! } : null,
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
      const glyph = /^([a-z]+)\.svg$/.exec(file)?.[1] as Glyph | undefined;
      const colour = glyph ? ICON_COLOURS[glyph] : undefined;
      return glyph && colour ? glyphArt(glyph, colour) : null;
    }),
  ],
});
