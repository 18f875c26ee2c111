// The reads a contest screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import {
  getChampionIndex,
  getContest,
  getEntries,
  getEntry,
  getInvitations,
  getResults,
  getSongs,
} from '@h5/core-api/contracts/champion';
import { defineRead } from '@h5/ui-kit/reads';

/** A read of the contest's promotion (`?promotion_id=`), made only with a well-formed id. */
const PROMOTED = { promotion_id: '$query.promotion_id' } as const;
const ON_PROMOTION = { when: PROMOTION_GIVEN };

export const CONTEST_READ = defineRead(getContest, PROMOTED, ON_PROMOTION);
export const RESULTS_READ = defineRead(getResults, PROMOTED, ON_PROMOTION);
export const CHAMPION_READ = defineRead(getChampionIndex, PROMOTED, ON_PROMOTION);
/** The entry a share link names (`?entry_id=`, a whole number from 1, as entryIdOf reads it). */
export const ENTRY_READ = defineRead(
  getEntry,
  { ...PROMOTED, entry_id: '$query.entry_id' },
  { when: { value: '$query.entry_id', pattern: /^[1-9]\d{0,9}$/ } },
);
export const ENTRIES_READ = defineRead(getEntries, PROMOTED, ON_PROMOTION);
/** The search of a link without `?q=` (as the index opens it); a typed search adds `q`. */
export const SONGS_READ = defineRead(getSongs, { ...PROMOTED, page: 1 }, { ...ON_PROMOTION, later: ['q'] });
export const INVITATIONS_READ = defineRead(getInvitations, PROMOTED, ON_PROMOTION);
