// Feedback: the sandbox side of campaigns/feedback.

import { type FeedbackEntry, getFeedbackBoard } from '@h5/core-api/contracts/feedback';
import { defineArea, on, str } from '../area.ts';
import { seededCrowd } from '../kit/index.ts';

const BOARD_SIZE = 5;
const FIRST_UID = 7100;
const TOP_SCORE = 9800;
const SCORE_STEP = 740;

export interface FeedbackState {
  entries: FeedbackEntry[];
}

export const feedbackArea = defineArea<FeedbackState>({
  name: 'feedback',
  seed: ({ rng }) => ({
    entries: seededCrowd(rng, BOARD_SIZE, FIRST_UID).map(({ uid, stage_name, avatar }, i) => ({
      uid,
      stage_name,
      avatar,
      score: TOP_SCORE - i * SCORE_STEP,
    })),
  }),
  handlers: [
    on(getFeedbackBoard, ({ state }, p) => ({
      promotion_id: str(p.promotion_id) ?? '',
      entries: state.entries,
    })),
  ],
});
