// The reads the lucky-egg page makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import { getLuckyEggInfo } from '@h5/core-api/contracts/luckyEgg';
import { defineRead } from '@h5/ui-kit/reads';

export const LUCKY_EGG_READ = defineRead(
  getLuckyEggInfo,
  { promotion_id: '$query.promotion_id' },
  { when: PROMOTION_GIVEN },
);
