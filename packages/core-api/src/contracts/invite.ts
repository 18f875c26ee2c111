// Invite: the calls of campaigns/invite.

import { defineCall } from '../call.ts';

export interface InviteEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface InviteBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: InviteEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getInviteBoard = defineCall<{ promotion_id: string }, InviteBoard>({
  name: 'invite.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/invite/board',
});
