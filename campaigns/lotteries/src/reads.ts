// The reads a lottery screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import {
  getDragonEggShop,
  getLotteryInfo,
  getMyPrizes,
  type LotteryId,
} from '@h5/core-api/contracts/lotteries';
import { defineRead } from '@h5/ui-kit/reads';
import { LOTTERY_PAGES } from './lotteryPages.ts';

/** A read of the page's promotion, started only with a well-formed id (readPromotionId). */
const PROMOTED = { promotion_id: '$query.promotion_id' } as const;
const ON_PROMOTION = { when: PROMOTION_GIVEN };

export const DRAGON_EGG_SHOP_READ = defineRead(getDragonEggShop, PROMOTED, ON_PROMOTION);
export const MY_PRIZES_READ = defineRead(getMyPrizes, { page: 1 });

const lotteryRead = (lottery: LotteryId) =>
  defineRead(getLotteryInfo, { ...PROMOTED, lottery }, ON_PROMOTION);
/** Each draw page's read of its lottery, by the lottery its route names (lotteryPages.ts). */
export const LOTTERY_READS = Object.fromEntries(
  Object.values(LOTTERY_PAGES).map((p) => [p.lottery, lotteryRead(p.lottery)]),
) as Record<LotteryId, ReturnType<typeof lotteryRead>>;
