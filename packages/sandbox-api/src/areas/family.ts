// Family: the sandbox side of campaigns/family.

import { type FamilyEntry, getFamilyBoard } from '@h5/core-api/contracts/family';
import { defineArea, on, str } from '../area.ts';
import { seededCrowd } from '../kit/index.ts';

const BOARD_SIZE = 5;
const FIRST_UID = 7100;
const TOP_SCORE = 9800;
const SCORE_STEP = 740;

export interface FamilyState {
  entries: FamilyEntry[];
}

export const familyArea = defineArea<FamilyState>({
  name: 'family',
  seed: ({ rng }) => ({
    entries: seededCrowd(rng, BOARD_SIZE, FIRST_UID).map(({ uid, stage_name, avatar }, i) => ({
      uid,
      stage_name,
      avatar,
      score: TOP_SCORE - i * SCORE_STEP,
    })),
  }),
  handlers: [
    on(getFamilyBoard, ({ state }, p) => ({
      promotion_id: str(p.promotion_id) ?? '',
      entries: state.entries,
    })),
  ],
});
