// The reads a war screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import {
  getFinalRankList,
  getGlobalFamilyMemberList,
  getGlobalFamilyRankList,
  getPersonalList,
  getRegionalList,
  getTotalPageInfo,
  getUserGroup,
} from '@h5/core-api/contracts/powerfulFamily';
import { defineRead } from '@h5/ui-kit/reads';

/** A read of the war for the page's promotion (`promo`); without a well-formed id the page says the link is broken and asks nothing. */
const PROMOTED = { promo: '$query.promotion_id' } as const;
const ON_PROMOTION = { when: PROMOTION_GIVEN };

/** The user's group in the war, which the entry's state and the regional rounds start from. */
export const USER_GROUP_READ = defineRead(getUserGroup, PROMOTED, ON_PROMOTION);
export const TOTAL_PAGE_READ = defineRead(getTotalPageInfo, PROMOTED, ON_PROMOTION);
export const REGIONAL_READ = defineRead(getRegionalList, PROMOTED, ON_PROMOTION);
/** The family a link names (`familyIdOf`: a whole number, read as the number it names). */
export const FAMILY_MEMBERS_READ = defineRead(
  getGlobalFamilyMemberList,
  { ...PROMOTED, family_id: '$query.family_id', page: 1 },
  { when: { value: '$query.family_id', pattern: /^(?:0|[1-9]\d{0,8})$/ } },
);
export const HEROES_READ = defineRead(getPersonalList, { ...PROMOTED, page: 1 }, ON_PROMOTION);
export const FINAL_RANK_READ = defineRead(getFinalRankList, PROMOTED, ON_PROMOTION);
export const GLOBAL_RANK_READ = defineRead(getGlobalFamilyRankList, { ...PROMOTED, page: 1 }, ON_PROMOTION);
