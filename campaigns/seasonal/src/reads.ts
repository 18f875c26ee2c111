// The reads a seasonal page makes as it shows: its route starts them in the HTML, its screen
// makes them (ui-kit reads.ts, defineRead).

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import { getSeason, getSeasonRanking } from '@h5/core-api/contracts/seasonal';
import { defineRead } from '@h5/ui-kit/reads';

export const SEASON_READ = defineRead(
  getSeason,
  { promotion_id: '$query.promotion_id' },
  { when: PROMOTION_GIVEN },
);
export const SEASON_RANKING_READ = defineRead(
  getSeasonRanking,
  { promotion_id: '$query.promotion_id' },
  { when: PROMOTION_GIVEN },
);
