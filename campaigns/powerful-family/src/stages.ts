// What each level of the war is called and what the user's family's state in it reads as
// (English keys, translated by t()). Levels 1 to 4 are the regional rounds, 5 to 7 the
// semi-final levels of spec 4, 8 the finished war.

import { FINISHED, IN_WAR, NOT_PROMOTED, REGIONAL_LAST } from '@h5/blocks/family-war';
import type { WarState } from './warState.ts';

/**
 * Spec 4: "Levels 5 to 7 are semi-final levels." The spec gives them no other name (how many
 * families each holds is the server's), so a semi-final level is named by its number.
 */
const SEMI_FINAL_LEVEL = 'Semi-final level {n}';

/** The name of a level (an English key; `{n}` the round or the level). */
export function levelName(level: number): { key: string; n?: number } {
  if (level <= 0) return { key: 'Not begun' };
  if (level <= REGIONAL_LAST) return { key: 'Regional round {n}', n: level };
  if (level < FINISHED) return { key: SEMI_FINAL_LEVEL, n: level };
  return { key: 'Finished' };
}

export const STATUS = {
  noFamily: 'Join a family to fight in the war.',
  notPromoted: 'Your family was not promoted. Cheer for your region!',
  finished: 'The war is finished. See you next season!',
  waiting: 'The war begins soon. Get your family ready!',
  regional: 'Your family fights in group {group}, {level}.',
  semi: 'Your family reached {level}!',
} as const;

/** The sentence that tells the user where their family stands. */
export function statusLine(s: WarState, hasFamily: boolean): string {
  if (s.actStatus === NOT_PROMOTED) return STATUS.notPromoted;
  if (s.finished || s.actLevel === FINISHED) return STATUS.finished;
  if (!hasFamily) return STATUS.noFamily;
  if (s.actStatus === IN_WAR && s.curLevel === '') return STATUS.waiting;
  return s.semiLevel ? STATUS.semi : STATUS.regional;
}
