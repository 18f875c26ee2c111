// Rankings, honor walls and music events: the sandbox side of campaigns/rankings. Every event is
// configuration (events.ts); boards, honor walls and the honored users are derived from it on the
// sandbox clock (boards.ts); duets are seeded; Engifest sign-ups are stored per user.

import {
  type Duet,
  ENGIFEST_CITY_MAX,
  ENGIFEST_COLLEGE_MAX,
  ENGIFEST_NAME_MAX,
  ENGIFEST_PHONE_PATTERN,
  type EngifestEntry,
  getBoard,
  getDuets,
  getEngifestEntry,
  getHonor,
  getHonoredUsers,
  RANKINGS_CODES,
  signUpEngifest,
} from '@h5/core-api/contracts/rankings';
import { defineArea, fail, on, str } from '../../area.ts';
import { myRow, pageOf } from '../../kit/index.ts';
import { type Localizable, localized } from '../../kit/localized.ts';
import type { Random } from '../../random.ts';
import { CROWD } from '../../users.ts';
import { artRoutes } from './art.ts';
import {
  HONOR_STAGES,
  honorStages,
  progress,
  ranking,
  rewardTiers,
  stageIndex,
  stageOf,
  startOfWeek,
  WEEK_MS,
} from './boards.ts';
import { COLLEGE_ID, COLLEGES, EVENTS, type EventConfig, REFUSALS, SONGS } from './events.ts';

/** Stages already run when the sandbox starts, so every honor wall is full. */
const PAST_STAGES = HONOR_STAGES + 2;
const DUETS = 24;
const DUETS_PAGE_SIZE = 8;
const HONORED_PAGE_SIZE = 10;

export interface RankingsState {
  /** Monday 00:00 UTC of the first stage of every event's season. */
  seasonStart: number;
  duets: Array<Localizable<Duet>>;
  /** Engifest tickets by uid. */
  entries: Map<number, EngifestEntry>;
  /** `uid:client_key` of sign-ups already made: a form sent twice signs up once. */
  sent: Map<string, EngifestEntry>;
}

function eventOf(raw: unknown): { key: string; cfg: EventConfig } {
  const key = str(raw) ?? '';
  const cfg = EVENTS[key];
  if (!cfg) fail(RANKINGS_CODES.unknownEvent, REFUSALS.unknownEvent);
  return { key, cfg };
}

function categoryOf(cfg: EventConfig, raw: unknown): string {
  const c = str(raw) || Object.keys(cfg.categories)[0]!;
  if (!cfg.categories[c]) fail(RANKINGS_CODES.unknownEvent, REFUSALS.unknownEvent);
  return c;
}

function seedDuets(rng: Random): Array<Localizable<Duet>> {
  return Array.from({ length: DUETS }, (_, i) => {
    const who = CROWD[i % CROWD.length]!;
    return {
      id: `duet-${i + 1}`,
      uid: who.uid,
      stage_name: who.stage_name,
      avatar: who.avatar,
      song: SONGS[(i * 3) % SONGS.length]!,
      cover: `/static/rankings/cover-duet-${i + 1}.svg`,
      joined: Math.floor(rng.next() * 400),
    };
  });
}

const trimmed = (v: unknown, max: number) => {
  const s = (str(v) ?? '').trim();
  return s.length > 0 && s.length <= max ? s : null;
};

export const rankingsArea = defineArea<RankingsState>({
  name: 'rankings',
  seed: ({ clock, rng }) => ({
    seasonStart: startOfWeek(clock.now()) - PAST_STAGES * WEEK_MS,
    duets: seedDuets(rng),
    entries: new Map(),
    sent: new Map(),
  }),
  promotions: [
    {
      id: 'rhapsody-music',
      title: localized({ en: 'Rhapsody Music', ar: 'رابسودي للموسيقى' }),
      startsInDays: -20,
      endsInDays: 40,
      slogan: localized({ en: 'Sing your cover, win the season', ar: 'غنِّ نسختك واربح الموسم' }),
      page: '/v/rhapsody-music',
    },
    {
      id: 'engifest',
      title: localized({ en: 'Engifest', ar: 'إنجيفست' }),
      startsInDays: -10,
      endsInDays: 25,
      slogan: localized({ en: 'Your college on the big stage', ar: 'كليتك على المسرح الكبير' }),
      page: '/v/engifest',
    },
    {
      id: 'hot-song-floor-page',
      title: localized({ en: 'Hot song floor', ar: 'منصة الأغنية الرائجة' }),
      startsInDays: -3,
      endsInDays: 30,
      slogan: localized({ en: 'Sing this week’s hot song with me!', ar: 'غنِّ أغنية الأسبوع الرائجة معي!' }),
      page: '/v/hot-song-floor-page',
    },
  ],
  handlers: [
    on(getBoard, ({ state, clock, user }, p) => {
      const { key, cfg } = eventOf(p.event);
      const category = categoryOf(cfg, p.category);
      const cat = cfg.categories[category]!;
      const now = clock.now();
      const index = stageIndex(state.seasonStart, now);
      const stage = stageOf(cfg, state.seasonStart, index);
      const list = ranking(key, category, cat, index, progress(stage, now));
      const mine = user ? state.entries.get(user.uid) : undefined;
      // A college's row is its own student's once they signed up for it; rooms and teams are nobody's.
      const meId =
        cat.contestants === 'colleges'
          ? mine && COLLEGE_ID + COLLEGES.indexOf(mine.college)
          : cat.contestants === 'users' || cat.contestants === 'covers'
            ? user?.uid
            : undefined;
      return {
        event: key,
        category,
        unit: cat.unit,
        stage,
        list: list.slice(0, cfg.size),
        me: myRow(list, meId),
        rewards: rewardTiers(cfg.rewards),
        // Everyone with a score this stage, not only the places shown.
        entrants: list.length,
      };
    }),

    on(getHonor, ({ state, clock }, p) => {
      const { key, cfg } = eventOf(p.event);
      const category = categoryOf(cfg, p.category);
      const current = stageIndex(state.seasonStart, clock.now());
      return { event: key, category, stages: honorStages(key, category, cfg, state.seasonStart, current) };
    }),

    on(getHonoredUsers, ({ state, clock }, p) => {
      const { key, cfg } = eventOf(p.event);
      const current = stageIndex(state.seasonStart, clock.now());
      const people = Object.entries(cfg.categories)
        .filter(([, c]) => c.contestants === 'users' || c.contestants === 'covers')
        .map(([category]) => honorStages(key, category, cfg, state.seasonStart, current));
      // Newest stage first, each stage's categories in order.
      const rows = Array.from({ length: Math.max(0, ...people.map((p) => p.length)) }, (_, s) =>
        people.flatMap((stages) => {
          const stage = stages[s];
          return stage
            ? stage.entries.map((e) => ({
                uid: e.uid,
                stage_name: e.stage_name,
                avatar: e.avatar,
                award: e.award,
                stage: stage.label,
              }))
            : [];
        }),
      ).flat();
      return pageOf(rows, p, { size: HONORED_PAGE_SIZE });
    }),

    on(getDuets, ({ state }, p) => pageOf(state.duets, p, { size: DUETS_PAGE_SIZE })),

    on(getEngifestEntry, ({ state, requireUser }) => ({
      entry: state.entries.get(requireUser().uid) ?? null,
    })),

    on(signUpEngifest, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      const clientKey = str(p.client_key) ?? '';
      const replay = state.sent.get(`${user.uid}:${clientKey}`);
      if (clientKey && replay) return { entry: replay };
      if (state.entries.has(user.uid)) fail(RANKINGS_CODES.alreadySignedUp, REFUSALS.alreadySignedUp);
      const name = trimmed(p.name, ENGIFEST_NAME_MAX);
      const college = trimmed(p.college, ENGIFEST_COLLEGE_MAX);
      const city = trimmed(p.city, ENGIFEST_CITY_MAX);
      const phone = (str(p.phone) ?? '').trim();
      if (!name || !college || !COLLEGES.includes(college) || !city || !ENGIFEST_PHONE_PATTERN.test(phone))
        fail(RANKINGS_CODES.badField, REFUSALS.badField);
      const entry: EngifestEntry = {
        code: `EF-${String(user.uid).padStart(5, '0')}-${state.entries.size + 1}`,
        name,
        college,
        city,
        created_at: clock.now(),
      };
      state.entries.set(user.uid, entry);
      if (clientKey) state.sent.set(`${user.uid}:${clientKey}`, entry);
      return { entry };
    }),
  ],
  raw: artRoutes(),
  switches: {
    /** Moves every event's season so that the sandbox clock stands `stage` stages in. */
    season: (state, body, clock) => {
      const stage = Number(body.stage ?? PAST_STAGES);
      state.seasonStart = startOfWeek(clock.now()) - stage * WEEK_MS;
      return { seasonStart: state.seasonStart };
    },
  },
});
