// Vip: the calls of campaigns/vip.

import { defineCall } from '../call.ts';

export interface VipEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface VipBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: VipEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getVipBoard = defineCall<{ promotion_id: string }, VipBoard>({
  name: 'vip.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/vip/board',
});
