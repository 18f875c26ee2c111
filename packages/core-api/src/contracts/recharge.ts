// Recharge: the calls of campaigns/recharge.

import { defineCall } from '../call.ts';

export interface RechargeEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface RechargeBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: RechargeEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getRechargeBoard = defineCall<{ promotion_id: string }, RechargeBoard>({
  name: 'recharge.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/recharge/board',
});
