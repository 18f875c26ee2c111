// Guild: the calls of campaigns/guild.

import { defineCall } from '../call.ts';

export interface GuildEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface GuildBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: GuildEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getGuildBoard = defineCall<{ promotion_id: string }, GuildBoard>({
  name: 'guild.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/guild/board',
});
