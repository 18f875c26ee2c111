// Spec 4, the family campaign's state: actStatus from the family's promotion level, its level
// and the campaign's end on server time; the tab a level opens on; semi-final and finished.

/** Spec 4: the family is not promoted (promotion_level 1). */
export const ACT_NOT_PROMOTED = 1;
/** Spec 4: the campaign runs for the family. */
export const ACT_RUNNING = 2;
/** Spec 4: the campaign is over (no level and the end date passed). */
export const ACT_ENDED = 3;
export type ActStatus = typeof ACT_NOT_PROMOTED | typeof ACT_RUNNING | typeof ACT_ENDED;

/** Spec 4 and 9: level 8 means finished. */
export const FINISHED_LEVEL = 8;
/** Spec 4: levels 5 to 7 are the semi-final. */
export const SEMI_FINAL_LEVELS = [5, 6, 7] as const;
/** Spec 4: a level above this switches to tab 3. */
export const LAST_GROUP_LEVEL = 4;
export const TABS = [1, 2, 3] as const;
export type CampaignTab = (typeof TABS)[number];

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
  /** The level the page works with (0 when not promoted, 8 when finished). */
  level: number;
  /** The tab the page opens on. */
  tab: CampaignTab;
  semiFinal: boolean;
  finished: boolean;
}

export function campaignState({ promotionLevel, level, endDate, serverTime }: CampaignInput): CampaignState {
  const empty = level === '' || level === null || level === undefined;
  let actStatus: ActStatus;
  let lv: number;
  if (promotionLevel === 1) {
    actStatus = ACT_NOT_PROMOTED;
    lv = 0;
  } else if (empty && serverTime > endDate) {
    actStatus = ACT_ENDED;
    lv = FINISHED_LEVEL;
  } else {
    actStatus = ACT_RUNNING;
    lv = empty ? 0 : level;
  }
  return {
    actStatus,
    level: lv,
    tab: lv > LAST_GROUP_LEVEL ? 3 : 1,
    semiFinal: (SEMI_FINAL_LEVELS as readonly number[]).includes(lv),
    finished: lv === FINISHED_LEVEL,
  };
}
