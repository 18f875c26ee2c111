// Share: the calls of campaigns/share.

import { defineCall } from '../call.ts';

export interface ShareEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface ShareBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: ShareEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getShareBoard = defineCall<{ promotion_id: string }, ShareBoard>({
  name: 'share.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/share/board',
});
