// Rankings: the calls of campaigns/rankings.

import { defineCall } from '../call.ts';

export interface RankingsEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface RankingsBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: RankingsEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getRankingsBoard = defineCall<{ promotion_id: string }, RankingsBoard>({
  name: 'rankings.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/rankings/board',
});
