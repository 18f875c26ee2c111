// Spec 4, the weekly family star's state: the family-war block's rule (actStatus from the
// family's promotion level, its level and the campaign's end on server time; the tab a level
// opens on; semi-final and finished) in the shape this campaign's screens read.

import { type ActStatus, actStatusOf, FINISHED, isSemiFinal, tabFor } from '@h5/blocks/family-war';

export interface CampaignInput {
  /** `userGroup.promotion_level`. */
  promotionLevel: number | null | undefined;
  /** The family's level; empty ('' or null) once it has none. */
  level: number | '' | null | undefined;
  /** The campaign's end and the server's time, ms. */
  endDate: number;
  serverTime: number;
}

export interface CampaignState {
  actStatus: ActStatus;
  /** The level the page works with (0 when not promoted or without one yet, 8 when finished). */
  level: number;
  /** The tab the page opens on. */
  tab: 1 | 3;
  semiFinal: boolean;
  finished: boolean;
}

export function campaignState({ promotionLevel, level, endDate, serverTime }: CampaignInput): CampaignState {
  const rule = actStatusOf(promotionLevel, level, endDate, serverTime);
  const lv = rule.level === '' ? 0 : rule.level;
  return {
    actStatus: rule.actStatus,
    level: lv,
    tab: tabFor(lv),
    semiFinal: isSemiFinal(lv),
    finished: lv === FINISHED,
  };
}
