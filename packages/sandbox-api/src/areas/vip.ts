// Vip: the sandbox side of campaigns/vip.

import { getVipBoard, type VipEntry } from '@h5/core-api/contracts/vip';
import { defineArea, on, str } from '../area.ts';
import { seededCrowd } from '../kit/index.ts';

const BOARD_SIZE = 5;
const FIRST_UID = 7100;
const TOP_SCORE = 9800;
const SCORE_STEP = 740;

export interface VipState {
  entries: VipEntry[];
}

export const vipArea = defineArea<VipState>({
  name: 'vip',
  seed: ({ rng }) => ({
    entries: seededCrowd(rng, BOARD_SIZE, FIRST_UID).map(({ uid, stage_name, avatar }, i) => ({
      uid,
      stage_name,
      avatar,
      score: TOP_SCORE - i * SCORE_STEP,
    })),
  }),
  handlers: [
    on(getVipBoard, ({ state }, p) => ({
      promotion_id: str(p.promotion_id) ?? '',
      entries: state.entries,
    })),
  ],
});
