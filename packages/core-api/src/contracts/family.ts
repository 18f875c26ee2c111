// Family: the calls of campaigns/family.

import { defineCall } from '../call.ts';

export interface FamilyEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface FamilyBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: FamilyEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getFamilyBoard = defineCall<{ promotion_id: string }, FamilyBoard>({
  name: 'family.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/family/board',
});
