// Spec 3 and 4, the global family war's page state: from the user's group (userGroup), the war's
// level on server time (serverLevel) and its end date, the page works out actStatus, the level it
// acts on, the tab it opens on, whether the family is in the semi-final or the war is finished.
// The rule itself (actStatus, tabs, semi-final, finished) is the family-war block's.

import {
  type ActStatus,
  actStatusOf,
  FINISHED,
  isSemiFinal,
  REGIONAL_LAST,
  type TAB_GLOBAL,
  type TAB_REGIONAL,
  tabFor,
  WAR_OVER,
} from '@h5/blocks/family-war';
import type { UserGroup } from '@h5/core-api/contracts/powerfulFamily';

/** The entry's tabs: 1 the regional rounds, 2 the heroes, 3 the global final. */
export const TAB_HERO = 2;
export type WarTab = typeof TAB_REGIONAL | typeof TAB_HERO | typeof TAB_GLOBAL;

export interface WarInput {
  /** Spec 3 `userGroup`; null for a user without a family. */
  userGroup: UserGroup | null;
  /** Spec 3 `serverLevel`: the war's own level now (0 before it begins). */
  serverLevel: number;
  /** The war's end and spec 3 `serverTime`, ms. */
  endDate: number;
  serverTime: number;
}

export interface WarState {
  actStatus: ActStatus;
  /** Spec 3 `curLevel`: the family's level as the server gave it ('' when it has none). */
  curLevel: number | '';
  /** Spec 3 `actLevel`: the level the page acts on after the actStatus rule. */
  actLevel: number;
  /** Spec 3 `semiLevel`: the semi-final level (5 to 7) the page acts on, or 0 outside it. */
  semiLevel: number;
  /** Spec 3 `realLevel`: the war's stage whose lists the page shows. */
  realLevel: number;
  finished: boolean;
  /** Spec 3 `curTab`: the tab the entry opens on. */
  curTab: WarTab;
  /** Spec 3 `globalNav`: the global rounds have begun (the war is past level 4). */
  globalNav: boolean;
  /** Spec 3 `curGroup`: the family's group, '' without one. */
  curGroup: string;
}

const isEmpty = (v: unknown): boolean => v === '' || v === null || v === undefined;

export function warState({ userGroup, serverLevel, endDate, serverTime }: WarInput): WarState {
  const curLevel = userGroup && !isEmpty(userGroup.curLevel) ? userGroup.curLevel : '';
  const { actStatus, level } = actStatusOf(userGroup?.promotion_level, curLevel, endDate, serverTime);
  // A user without a level of their family's (no family, or the war not yet begun for it) follows
  // the war itself.
  const actLevel = level === '' ? serverLevel : level;
  const realLevel = actStatus === WAR_OVER ? FINISHED : serverLevel;
  return {
    actStatus,
    curLevel,
    actLevel,
    semiLevel: isSemiFinal(actLevel) ? actLevel : 0,
    realLevel,
    finished: actLevel === FINISHED || realLevel === FINISHED,
    curTab: tabFor(actLevel),
    globalNav: realLevel > REGIONAL_LAST,
    curGroup: userGroup?.group ?? '',
  };
}
