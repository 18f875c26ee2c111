// Seasonal pages (campaigns/seasonal): the world cup, zsj, local consumption, the local horse
// race, JollyChic's December, T22373, T22555 and the record-win-rupees contest. Each is a
// promotion (spec 7 GET /promotions/{id}: title, dates, share) with a season the server
// configures: its rewards by rank, its rules and its ranking. The spec names the routes and not
// these calls; each is the smallest a server of this app would offer (docs/api-gaps.md, "Seasonal").

import { defineCall } from '../call.ts';

export interface SeasonReward {
  /** Ranks from and to, both included. */
  rank_from: number;
  rank_to: number;
  /** Server text. */
  name: string;
  icon: string;
}

export interface Season {
  /** What the ranking counts (server text): "Golds spent", "Votes". */
  score_name: string;
  rewards: SeasonReward[];
  /** Server texts, in order. */
  rules: string[];
  /**
   * Not from the spec: the teams a user may cheer (the World Cup), `key` the app's match lives
   * take (`smapp://lives?team=`); absent where the season has none.
   */
  teams?: Array<{ key: string; name: string }>;
}

export interface SeasonEntry {
  uid: number;
  rank: number;
  stage_name: string;
  avatar: string;
  score: number;
  /**
   * The recording a contest ranks (its song), or null. `media_url`, where it plays from, is not
   * from the spec (docs/api-gaps.md): the page lists recordings to listen to.
   */
  recording: { id: string; song: string; media_url?: string } | null;
}

export interface SeasonRanking {
  /** The top of the ranking, first place first. */
  entries: SeasonEntry[];
  /** The signed-in user's place, or null (not ranked, or a visitor). */
  me: SeasonEntry | null;
}

/** Not from the spec: a season's rewards by rank and its rules. Open to visitors. */
export const getSeason = defineCall<{ promotion_id: string }, Season>({
  name: 'seasonal.season',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/season',
});

/** Not from the spec: a season's ranking, with the user's own place. Open to visitors. */
export const getSeasonRanking = defineCall<{ promotion_id: string }, SeasonRanking>({
  name: 'seasonal.ranking',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/season/ranking',
});
