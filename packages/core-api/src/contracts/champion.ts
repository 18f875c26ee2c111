// Champion (spec 7 "Champion"): the Super Star Maker singing contest and its champion spin.
// The spec names the three champion calls; the contest's own calls (songs, my recordings, entries,
// votes, invitations, results) are not shown, and each below is the smallest a server of this app
// would offer, marked "Not from the spec" and listed in docs/api-gaps.md.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- shapes ----

export interface ContestFace {
  uid: number;
  stage_name: string;
  avatar: string;
}

export interface Song {
  id: number;
  /** A song's own name and its artist stay as written (names, not words to translate). */
  title: string;
  artist: string;
  cover: string;
}

export interface Recording {
  id: number;
  song: Song;
  /** The recording's audio, served by the app's media host. */
  audio: string;
  duration_s: number;
  /** Seconds since the epoch. */
  created_at: number;
}

export interface Entry {
  id: number;
  /** 1 for the first; 0 while the entry has no votes yet. */
  rank: number;
  user: ContestFace;
  recording: Recording;
  votes: number;
  /** The signed-in user voted for it today. */
  voted: boolean;
}

export interface Stage {
  id: number;
  /** Server text. */
  name: string;
  /** Seconds since the epoch. */
  begin_time: number;
  end_time: number;
}

export interface Contest {
  stages: Stage[];
  /** The signed-in user's entry; null for a visitor or before they enter. */
  my_entry: Entry | null;
  entry_count: number;
}

export interface Entries {
  /** Most votes first, the top of the contest. */
  list: Entry[];
  me: Entry | null;
}

export interface Invitations {
  entry: Entry | null;
  /** Who voted for the user's entry, newest first. */
  voters: ContestFace[];
}

export interface StageResult {
  stage: Stage;
  /** Most votes first; the first WINNERS_PER_STAGE of an ended stage are its winners. */
  entries: Entry[];
}

export interface Results {
  stages: StageResult[];
}

export interface SpinPrize {
  id: number;
  /** Server text. */
  name: string;
  icon: string;
}

export interface SpinWin {
  key: string;
  stage_name: string;
  prize_name: string;
  /** Seconds since the epoch. */
  won_at: number;
}

export interface ShareSpin {
  spin_type: number;
  /** The spin this share grants is already taken. */
  granted: boolean;
}

/** Spec 3 "champion data". */
export interface ChampionIndex {
  /** Server text: whose champion this is ("Super Star season 3"). */
  title: string;
  champion: Entry;
  /** The wheel's segments in order. */
  prizes: SpinPrize[];
  /** Null for a visitor. */
  spins_left: number | null;
  shares: ShareSpin[];
  winners: SpinWin[];
}

export interface SpinResult {
  prize: SpinPrize;
  spins_left: number;
}

export interface ShareResult {
  /** A spin was added by this share (false when its spin_type was already granted). */
  granted: boolean;
  spins_left: number;
}

// ---- wire values ----

/** What each share grants a spin for: the champion's page, or the user's own entry. */
export const SPIN_TYPES = { champion: 1, entry: 2 } as const;
export type SpinType = (typeof SPIN_TYPES)[keyof typeof SPIN_TYPES];

/**
 * Refusal codes of the area; the server's sentence is shown as is. Not from the spec
 * (docs/api-gaps.md, "Champion"): spec 8 gives no codes.
 */
export const CHAMPION_CODES = {
  notRunning: 4201,
  alreadyEntered: 4202,
  notContestSong: 4203,
  notYours: 4204,
  ownEntry: 4205,
  alreadyVoted: 4206,
  noSpins: 4301,
  badSpinType: 4302,
  noSuchEntry: 4404,
} as const;

type P = { promotion_id: string };

// ---- the spec's calls ----

export const getChampionIndex = defineCall<P, ChampionIndex>({
  name: 'champion.index',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/champion-index',
});

/** Spends one spin: one intent, sent with its idempotency key, so a double tap spins once. */
export const championSpin = defineCall<P, SpinResult>({
  name: 'champion.spin',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/champion-spin',
  moneyMoving: true,
});

export const championShare = defineCall<P & { spin_type: number }, ShareResult>({
  name: 'champion.share',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/champion-share',
  moneyMoving: true,
});

// ---- the contest's calls ----

/** Not from the spec: the contest's stages on server time, the user's entry and how many entered. */
export const getContest = defineCall<P, Contest>({
  name: 'champion.contest',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/contest',
});

/** Not from the spec: the contest's songs, searched by title or artist (empty `q`: all). */
export const getSongs = defineCall<P & { q?: string; page: number }, Paged<Song>>({
  name: 'champion.songs',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/songs',
});

/** Not from the spec: the signed-in user's recordings, newest first. */
export const getMyRecordings = defineCall<P & { page: number }, Paged<Recording & { eligible: boolean }>>({
  name: 'champion.myRecordings',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/my-recordings',
});

/** Not from the spec: enters one of the user's recordings (once per contest). */
export const enterContest = defineCall<P & { recording_id: number }, Entry>({
  name: 'champion.enter',
  method: 'POST',
  host: 'api',
  path: '/super-star/{promotion_id}/enter',
  moneyMoving: true,
});

/** Not from the spec: the contest's entries ranked by votes, and the user's own. */
export const getEntries = defineCall<P, Entries>({
  name: 'champion.entries',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/entries',
});

/** Not from the spec: one entry, for its share page (open to visitors). */
export const getEntry = defineCall<P & { entry_id: number }, Entry>({
  name: 'champion.entry',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/entries/{entry_id}',
});

/** Not from the spec: one vote for an entry, once a day per entry. */
export const voteEntry = defineCall<P & { entry_id: number }, Entry>({
  name: 'champion.vote',
  method: 'POST',
  host: 'api',
  path: '/super-star/{promotion_id}/vote',
  moneyMoving: true,
});

/** Not from the spec: the user's entry and who voted for it. */
export const getInvitations = defineCall<P, Invitations>({
  name: 'champion.invitations',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/invitations',
});

/** Not from the spec: every stage with its ranked entries (winners once it ended). */
export const getResults = defineCall<P, Results>({
  name: 'champion.results',
  method: 'GET',
  host: 'api',
  path: '/super-star/{promotion_id}/results',
});

/** The first places of an ended stage: its winners. */
export const WINNERS_PER_STAGE = 3;
