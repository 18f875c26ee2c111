// The reads a task screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import { getPreheat, getSidLots, getSignUp, getTaskBoard } from '@h5/core-api/contracts/tasks';
import { defineRead } from '@h5/ui-kit/reads';

/** A read of the page's promotion, started only with a well-formed id (readPromotionId). */
const PROMOTED = { promotion_id: '$query.promotion_id' } as const;
const ON_PROMOTION = { when: PROMOTION_GIVEN };

export const BOARD_READ = defineRead(getTaskBoard, PROMOTED, ON_PROMOTION);
export const SIGN_UP_READ = defineRead(getSignUp, PROMOTED, ON_PROMOTION);
export const PREHEAT_READ = defineRead(getPreheat, PROMOTED, ON_PROMOTION);
export const SID_LOTS_READ = defineRead(getSidLots, PROMOTED, ON_PROMOTION);
