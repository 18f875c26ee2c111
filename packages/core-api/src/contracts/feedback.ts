// Feedback: the calls of campaigns/feedback.

import { defineCall } from '../call.ts';

export interface FeedbackEntry {
  uid: number;
  stage_name: string;
  avatar: string;
  score: number;
}

export interface FeedbackBoard {
  promotion_id: string;
  /** Highest score first. */
  entries: FeedbackEntry[];
}

/**
 * Not from the spec: the smallest call a server of this app would offer for the page's board.
 * Replace it with the spec's call of the area, or list it in docs/api-gaps.md.
 */
export const getFeedbackBoard = defineCall<{ promotion_id: string }, FeedbackBoard>({
  name: 'feedback.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/feedback/board',
});
