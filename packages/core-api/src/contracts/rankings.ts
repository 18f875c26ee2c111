// Rankings, honor walls and music events (campaigns/rankings): weekly stars, honor walls, award
// lists, music events, top-10 covers, duets and the Engifest college festival. The spec names
// these routes (section 2) but none of their calls; each call below is the smallest a server of
// this app would offer, one per kind of screen, keyed by the event so a new event or a new season
// is server data and page configuration, not a new call. Texts come in the request's language.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- wire values ----

/** What a board ranks by: gifts received (users), votes (covers), a score (colleges, listens). */
export type BoardUnit = 'gifts' | 'votes' | 'score';

/** A recording on a board of covers: it plays in the page. */
export interface BoardRecording {
  id: string;
  /** Server text: the song's title. */
  song: string;
  cover: string;
  /** A short audio file the page can play. */
  audio: string;
}

export interface BoardRow {
  uid: number;
  rank: number;
  stage_name: string;
  avatar: string;
  score: number;
  /** Set on boards of covers. */
  recording?: BoardRecording;
  /** Server text under the name (a college, a room). */
  detail?: string;
}

/** One stage of an event: a week, a round, a season. */
export interface EventStage {
  key: string;
  /** Server text: "Week 12", "Season 3". */
  label: string;
  /** Milliseconds on the server's clock; the board closes at `end`. */
  start: number;
  end: number;
}

/** What places `from` to `to` (inclusive) win; server text. */
export interface RewardTier {
  from: number;
  to: number;
  name: string;
  icon: string;
}

export interface Board {
  event: string;
  category: string;
  unit: BoardUnit;
  stage: EventStage;
  /** Highest first. */
  list: BoardRow[];
  /** The signed-in user's row; null when not ranked or a visitor. */
  me: BoardRow | null;
  rewards: RewardTier[];
  /**
   * Not from the spec (docs/api-gaps.md): how many took part in the stage, beyond the places
   * `list` shows (the hot song's "N singers have sung it this week"). Absent where not counted.
   */
  entrants?: number;
}

export interface HonorRow {
  uid: number;
  rank: number;
  stage_name: string;
  avatar: string;
  /** Server text: what they were awarded. */
  award: string;
}

export interface HonorStage extends EventStage {
  entries: HonorRow[];
}

export interface Honor {
  event: string;
  category: string;
  /** Newest first. */
  stages: HonorStage[];
}

export interface HonoredUser {
  uid: number;
  stage_name: string;
  avatar: string;
  /** Server text: the award and the stage it was won in. */
  award: string;
  stage: string;
}

export interface Duet {
  id: string;
  uid: number;
  stage_name: string;
  avatar: string;
  song: string;
  cover: string;
  /** Singers who joined the duet. */
  joined: number;
}

export interface EngifestEntry {
  /** The ticket code the gate scans. */
  code: string;
  name: string;
  college: string;
  city: string;
  /** Server ms. */
  created_at: number;
}

/** Not from the spec: the Engifest sign-up's limits, checked by the page and again by the server. */
export const ENGIFEST_NAME_MAX = 40;
export const ENGIFEST_COLLEGE_MAX = 60;
export const ENGIFEST_CITY_MAX = 40;
/** Indian mobile numbers: ten digits starting 6 to 9. */
export const ENGIFEST_PHONE_PATTERN = /^[6-9]\d{9}$/;

/** Refusal codes the rankings server answers (their texts come with them, in the page's language). */
export const RANKINGS_CODES = {
  unknownEvent: 4401,
  alreadySignedUp: 4402,
  badField: 4403,
} as const;

// ---- calls ----

/** Not from the spec: an event's current ranking on the server's clock, its rewards and my row. */
export const getBoard = defineCall<{ event: string; category?: string }, Board>({
  name: 'rankings.board',
  method: 'GET',
  host: 'api',
  path: '/web/rankings/{event}/board',
});

/** Not from the spec: an event's past stages and who won them (the honor wall). */
export const getHonor = defineCall<{ event: string; category?: string }, Honor>({
  name: 'rankings.honor',
  method: 'GET',
  host: 'api',
  path: '/web/rankings/{event}/honor',
});

/** Not from the spec: everyone an event honored, paged (the honor wall's user list). */
export const getHonoredUsers = defineCall<{ event: string; page: number }, Paged<HonoredUser>>({
  name: 'rankings.honoredUsers',
  method: 'GET',
  host: 'api',
  path: '/web/rankings/{event}/honored-users',
});

/** Not from the spec: open duets (chorus invites) to join in the app, paged. */
export const getDuets = defineCall<{ page: number }, Paged<Duet>>({
  name: 'rankings.duets',
  method: 'GET',
  host: 'api',
  path: '/web/rankings/duets',
});

/** Not from the spec: the signed-in user's Engifest ticket, null before they sign up. */
export const getEngifestEntry = defineCall<Record<string, never>, { entry: EngifestEntry | null }>({
  name: 'rankings.engifestEntry',
  method: 'GET',
  host: 'api',
  path: '/web/engifest/entry',
});

/**
 * Not from the spec: the Engifest sign-up. `client_key` (one per form) makes a double tap or a
 * retry one sign-up; a second sign-up with another key is refused (4402).
 */
export const signUpEngifest = defineCall<
  { name: string; college: string; city: string; phone: string; client_key: string },
  { entry: EngifestEntry }
>({
  name: 'rankings.engifestSignUp',
  method: 'POST',
  host: 'api',
  path: '/web/engifest/entry',
});

export const rankingsCalls = [
  getBoard,
  getHonor,
  getHonoredUsers,
  getDuets,
  getEngifestEntry,
  signUpEngifest,
];
