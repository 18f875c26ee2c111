// The seeded quiz: matches on the sandbox clock (open, upcoming, closed and settled ones), the
// crowd's bets on every opened game, a returning player with a streak, and the casts.

import type { Game } from '@h5/core-api/contracts/betting';
import type { SandboxClock } from '../../clock.ts';
import { type Localizable, type Localized, localized } from '../../kit/localized.ts';
import type { Random } from '../../random.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import { HOUR } from './rules.ts';
import { settleDue, stake } from './settlement.ts';
import { type BettingState, dayIndex, walletOf } from './state.ts';

/** Teams and outcomes, as the options of a match name them. */
const TEAMS = {
  India: 'الهند',
  Pakistan: 'باكستان',
  Indonesia: 'إندونيسيا',
  Malaysia: 'ماليزيا',
  Japan: 'اليابان',
  Korea: 'كوريا',
  Philippines: 'الفلبين',
  Thailand: 'تايلاند',
  China: 'الصين',
  'Chinese Taipei': 'تايبيه الصينية',
  Iran: 'إيران',
  Qatar: 'قطر',
  'Saudi Arabia': 'السعودية',
  UAE: 'الإمارات',
  Bangladesh: 'بنغلاديش',
  Egypt: 'مصر',
  Nigeria: 'نيجيريا',
  Draw: 'تعادل',
} as const;

type Team = keyof typeof TEAMS;

const SPORTS = {
  Cricket: 'الكريكيت',
  Badminton: 'الريشة الطائرة',
  Football: 'كرة القدم',
  Basketball: 'كرة السلة',
  'Table tennis': 'كرة الطاولة',
  Volleyball: 'الكرة الطائرة',
  Kabaddi: 'الكبادي',
  Handball: 'كرة اليد',
} as const;

const team = (name: Team) => localized({ en: name, ar: TEAMS[name] });

/** "India vs Pakistan", and a friendly match says so. */
function matchTitle(home: Team, away: Team, exhibition = false): Localized {
  return localized({
    en: `${home} vs ${away}${exhibition ? ' (exhibition)' : ''}`,
    ar: `${TEAMS[home]} ضد ${TEAMS[away]}${exhibition ? ' (مباراة ودية)' : ''}`,
  });
}

interface Fixture {
  title: Localized;
  sport: keyof typeof SPORTS;
  options: Array<[Team, number]>;
  /** Hours from the seed time. */
  opens: number;
  closes: number;
  settles: number;
}

const FIXTURES: Fixture[] = [
  {
    title: matchTitle('India', 'Pakistan'),
    sport: 'Cricket',
    options: [
      ['India', 1.85],
      ['Pakistan', 2.1],
    ],
    opens: -20,
    closes: 2,
    settles: 5,
  },
  {
    title: matchTitle('Indonesia', 'Malaysia'),
    sport: 'Badminton',
    options: [
      ['Indonesia', 1.6],
      ['Malaysia', 2.45],
    ],
    opens: -10,
    closes: 6,
    settles: 8,
  },
  {
    title: matchTitle('Japan', 'Korea'),
    sport: 'Football',
    options: [
      ['Japan', 2.2],
      ['Draw', 3.1],
      ['Korea', 2.9],
    ],
    opens: -5,
    closes: 26,
    settles: 28,
  },
  {
    title: matchTitle('Philippines', 'Thailand'),
    sport: 'Basketball',
    options: [
      ['Philippines', 1.75],
      ['Thailand', 2.05],
    ],
    opens: 3,
    closes: 30,
    settles: 32,
  },
  {
    title: matchTitle('China', 'Chinese Taipei'),
    sport: 'Table tennis',
    options: [
      ['China', 1.3],
      ['Chinese Taipei', 3.6],
    ],
    opens: -30,
    closes: -1,
    settles: 1,
  },
  {
    title: matchTitle('Iran', 'Qatar'),
    sport: 'Volleyball',
    options: [
      ['Iran', 1.9],
      ['Qatar', 1.95],
    ],
    opens: -50,
    closes: -26,
    settles: -24,
  },
  {
    title: matchTitle('Saudi Arabia', 'UAE'),
    sport: 'Football',
    options: [
      ['Saudi Arabia', 2.0],
      ['Draw', 3.2],
      ['UAE', 3.4],
    ],
    opens: -74,
    closes: -50,
    settles: -48,
  },
  {
    title: matchTitle('India', 'Bangladesh'),
    sport: 'Kabaddi',
    options: [
      ['India', 1.4],
      ['Bangladesh', 3.0],
    ],
    opens: -98,
    closes: -74,
    settles: -72,
  },
  {
    title: matchTitle('Egypt', 'Nigeria', true),
    sport: 'Handball',
    options: [
      ['Egypt', 1.7],
      ['Nigeria', 2.15],
    ],
    opens: -122,
    closes: -98,
    settles: -96,
  },
];

export function seed({ clock, rng }: { clock: SandboxClock; rng: Random }): BettingState {
  const now = Math.floor(clock.now() / 1000);
  let optionId = 101;
  const games: Localizable<Game>[] = FIXTURES.map((f, i) => ({
    id: i + 1,
    title: f.title,
    sport: localized({ en: f.sport, ar: SPORTS[f.sport] }),
    open_time: now + f.opens * HOUR,
    close_time: now + f.closes * HOUR,
    settle_time: now + f.settles * HOUR,
    options: f.options.map(([label, odds]) => ({ bet_id: optionId++, label: team(label), odds })),
    result_bet_id: null,
    min_bet: 10,
    max_bet: 5000,
    pool: 0,
  }));
  const state: BettingState = {
    games,
    bets: [],
    wallets: new Map(),
    casts: [],
    forcedResults: new Map(),
    nextBetId: 1,
    nextRecordId: 1,
  };
  const nowMs = clock.now();
  for (const u of SIGNED_IN_USERS) walletOf(state, u.uid, nowMs);
  // The crowd bets on every game that has opened, so pools, settled results and the ranking are real.
  for (const game of games) {
    if (game.open_time > now) continue;
    for (const u of CROWD) {
      if (rng.next() < 0.35) continue;
      const option = rng.pick(game.options);
      const amount = rng.int(1, 40) * 25;
      const at =
        (game.open_time + rng.int(0, Math.max(1, Math.min(game.close_time, now) - game.open_time))) * 1000;
      stake(state, u.uid, game, option.bet_id, amount, Math.min(at, nowMs));
    }
  }
  // A returning player with a streak, to show a check-in in progress.
  const ret = walletOf(state, 1002, nowMs);
  ret.checkinDay = dayIndex(nowMs) - 1;
  ret.streak = 3;
  state.casts = [
    {
      id: 1,
      title: 'Cricket live: India vs Pakistan',
      host_name: 'Rohan Mehta',
      cover: '/static/casts/1.svg',
      viewers: rng.int(800, 4000),
      game_id: 1,
    },
    {
      id: 2,
      title: 'Smash talk: badminton final',
      host_name: 'Siti Rahayu',
      cover: '/static/casts/2.svg',
      viewers: rng.int(300, 2000),
      game_id: 2,
    },
    {
      id: 3,
      title: 'Matchday preview: Japan vs Korea',
      host_name: 'Carlo Reyes',
      cover: '/static/casts/3.svg',
      viewers: rng.int(100, 900),
      game_id: 3,
    },
    {
      id: 4,
      title: 'تحليل كرة القدم: السعودية والإمارات',
      host_name: 'خالد منصور',
      cover: '/static/casts/4.svg',
      viewers: rng.int(100, 900),
      game_id: 7,
    },
  ];
  settleDue(state, nowMs, rng);
  return state;
}
