// The reads a ceremony page makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import {
  getAwards,
  getCards,
  getCarnival,
  getCheckIn,
  getFinalTop,
  getFragments,
  getHomeBanner,
  getHonorWall,
  getInviteCode,
  getShop,
  getTreasureBoxes,
  getTreasureInfo,
  getTurntables,
  getUserStar,
  getYearSummary,
} from '@h5/core-api/contracts/annualCeremony';
import { defineRead } from '@h5/ui-kit/reads';

/** A read of the page's promotion, started only with a well-formed id (readPromotionId). */
const PROMOTED = { promotion_id: '$query.promotion_id' } as const;
const ON_PROMOTION = { when: PROMOTION_GIVEN };

export const CARNIVAL_READ = defineRead(getCarnival, PROMOTED, ON_PROMOTION);
export const HOME_BANNER_READ = defineRead(getHomeBanner, PROMOTED, ON_PROMOTION);
export const USER_STAR_READ = defineRead(getUserStar, PROMOTED, ON_PROMOTION);
export const CHECK_IN_READ = defineRead(getCheckIn, PROMOTED, ON_PROMOTION);
export const INVITE_CODE_READ = defineRead(getInviteCode, PROMOTED, ON_PROMOTION);
export const TREASURE_INFO_READ = defineRead(getTreasureInfo, PROMOTED, ON_PROMOTION);
export const TREASURE_BOXES_READ = defineRead(getTreasureBoxes, PROMOTED, ON_PROMOTION);
export const FRAGMENTS_READ = defineRead(getFragments, PROMOTED, ON_PROMOTION);
export const CARDS_READ = defineRead(getCards, PROMOTED, ON_PROMOTION);
export const TURNTABLES_READ = defineRead(getTurntables, PROMOTED, ON_PROMOTION);
export const SHOP_READ = defineRead(getShop, PROMOTED, ON_PROMOTION);
export const AWARDS_READ = defineRead(getAwards, { ...PROMOTED, page: 1 }, ON_PROMOTION);
export const HONOR_WALL_READ = defineRead(getHonorWall, { ...PROMOTED, kind: 'user' }, ON_PROMOTION);
export const FINAL_TOP_READ = defineRead(getFinalTop, PROMOTED, ON_PROMOTION);
export const YEAR_SUMMARY_READ = defineRead(getYearSummary, { year: 2019 });
