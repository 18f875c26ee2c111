// Guild: the sandbox side of campaigns/guild.

import { type GuildEntry, getGuildBoard } from '@h5/core-api/contracts/guild';
import { defineArea, on, str } from '../area.ts';
import { seededCrowd } from '../kit/index.ts';

const BOARD_SIZE = 5;
const FIRST_UID = 7100;
const TOP_SCORE = 9800;
const SCORE_STEP = 740;

export interface GuildState {
  entries: GuildEntry[];
}

export const guildArea = defineArea<GuildState>({
  name: 'guild',
  seed: ({ rng }) => ({
    entries: seededCrowd(rng, BOARD_SIZE, FIRST_UID).map(({ uid, stage_name, avatar }, i) => ({
      uid,
      stage_name,
      avatar,
      score: TOP_SCORE - i * SCORE_STEP,
    })),
  }),
  handlers: [
    on(getGuildBoard, ({ state }, p) => ({
      promotion_id: str(p.promotion_id) ?? '',
      entries: state.entries,
    })),
  ],
});
