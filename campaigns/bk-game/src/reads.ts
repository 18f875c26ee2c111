// The reads a game screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import {
  sscActivityUserList,
  sscEncirclementInfo,
  sscGetStrategy,
  sscIndex,
  sscIsTransferToGo,
  sscRank,
  sscRecords,
  webGameIsPopupAgeConfirm,
} from '@h5/core-api/contracts/ssc';
import { defineRead } from '@h5/ui-kit/reads';

/** A read of the game's promotion, made only with a well-formed `promotion_id` (readPromotionId). */
const PROMOTED = { promo: '$query.promotion_id' } as const;
const ON_PROMOTION = { when: PROMOTION_GIVEN };

export const BOARD_READ = defineRead(sscIndex, PROMOTED, ON_PROMOTION);
export const TRANSFER_READ = defineRead(sscIsTransferToGo, PROMOTED, ON_PROMOTION);
export const STRATEGY_READ = defineRead(sscGetStrategy, PROMOTED, ON_PROMOTION);
export const AGE_CONFIRM_READ = defineRead(webGameIsPopupAgeConfirm, {}, ON_PROMOTION);
export const ENCIRCLEMENT_READ = defineRead(sscEncirclementInfo, PROMOTED, ON_PROMOTION);
export const WINNERS_READ = defineRead(sscActivityUserList, PROMOTED, ON_PROMOTION);
export const RANK_READ = defineRead(sscRank, PROMOTED, ON_PROMOTION);
export const RECORDS_READ = defineRead(sscRecords, { ...PROMOTED, page: 1 }, ON_PROMOTION);
