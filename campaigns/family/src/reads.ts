// The reads a family screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import {
  getFamilyBaseInfo,
  getFamilyHonorWall,
  getFamilyInfoList,
  getFamilyLevelInfo,
  getFamilyUserMessage,
  getLoginUserFamilyInfo,
  getSpecialFamily,
  getStarlightList,
  getUserInvitation,
  getWeeklyFamilyStar,
  getWeeklyFamilyStarLastWeek,
} from '@h5/core-api/contracts/family';
import { defineRead } from '@h5/ui-kit/reads';

/** A screen of one family reads only when `:id` is a whole number (`familyIdOf`), as the number it names. */
const ID_GIVEN = { when: { value: '$param.id', pattern: /^(?:0|[1-9]\d{0,8})$/ } };

/** The family the route's `:id` names. */
export const FAMILY_READ = defineRead(getFamilyBaseInfo, { family_id: '$param.id' }, ID_GIVEN);
/** The user's own family and role. */
export const MY_FAMILY_READ = defineRead(getLoginUserFamilyInfo);
/** The family's level and tasks (the level and the Gamingo level pages). */
export const LEVEL_READ = defineRead(getFamilyLevelInfo, { family_id: '$param.id' }, ID_GIVEN);
/** The model families' page; the college families' gives its kind (`readWith`). */
export const SPECIAL_READ = defineRead(getSpecialFamily, { kind: 'model' });
/** The search's first page; a typed search adds `content`. */
export const FAMILIES_READ = defineRead(getFamilyInfoList, { page: 1 }, { later: ['content'] });
export const STARLIGHT_READ = defineRead(getStarlightList, { family_id: '$param.id', page: 1 }, ID_GIVEN);
export const MESSAGES_READ = defineRead(getFamilyUserMessage, { family_id: '$param.id', page: 1 }, ID_GIVEN);
export const INVITATIONS_READ = defineRead(getUserInvitation, { page: 1 });
/** The families' honor wall; the members' gives its type (`readWith`). */
export const HONOR_WALL_READ = defineRead(getFamilyHonorWall, { type: 'family' });
export const WEEKLY_STAR_READ = defineRead(getWeeklyFamilyStar);
export const LAST_WEEK_READ = defineRead(getWeeklyFamilyStarLastWeek);
