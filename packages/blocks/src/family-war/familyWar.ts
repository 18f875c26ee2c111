// Spec 4, the family war's state, shared by every family-war page (the weekly family star and
// the global family war): actStatus from the family's promotion level, its level and the war's
// end on server time; the tab a level opens on; the semi-final levels; level 8, finished.

/** Spec 4: "actStatus is 1 when promotion_level is 1 (the level is then treated as 0)". */
export const NOT_PROMOTED = 1;
/** Spec 4: "… otherwise 2". */
export const IN_WAR = 2;
/** Spec 4: "3 when the level is empty and the end date has passed (the level is set to 8)". */
export const WAR_OVER = 3;
export type ActStatus = typeof NOT_PROMOTED | typeof IN_WAR | typeof WAR_OVER;

/** The `promotion_level` that means the family was not promoted. */
export const PROMOTION_LEVEL_NOT_PROMOTED = 1;
/** Spec 4: "Level 8 means finished." */
export const FINISHED = 8;
/** Spec 4: "Levels 5 to 7 are the semi-final levels." */
export const SEMI_FIRST = 5;
export const SEMI_LAST = 7;
/** Spec 4: "A level above 4 switches to tab 3." */
export const REGIONAL_LAST = 4;

/** The tabs a level opens on: 1 the regional rounds (or the groups), 3 the global final. */
export const TAB_REGIONAL = 1;
export const TAB_GLOBAL = 3;

const isEmpty = (v: unknown): boolean => v === '' || v === null || v === undefined;

/** The actStatus rule of spec 4, with the level it leaves. */
export function actStatusOf(
  promotionLevel: number | null | undefined,
  level: number | '' | null | undefined,
  endDate: number,
  serverTime: number,
): { actStatus: ActStatus; level: number | '' } {
  if (promotionLevel === PROMOTION_LEVEL_NOT_PROMOTED) return { actStatus: NOT_PROMOTED, level: 0 };
  if (isEmpty(level) && serverTime > endDate) return { actStatus: WAR_OVER, level: FINISHED };
  return { actStatus: IN_WAR, level: isEmpty(level) ? '' : (level as number) };
}

/** Spec 4: "A level above 4 switches to tab 3." */
export function tabFor(level: number): typeof TAB_REGIONAL | typeof TAB_GLOBAL {
  return level > REGIONAL_LAST ? TAB_GLOBAL : TAB_REGIONAL;
}

/** Spec 4: "Levels 5 to 7 are the semi-final levels." */
export function isSemiFinal(level: number): boolean {
  return level >= SEMI_FIRST && level <= SEMI_LAST;
}
