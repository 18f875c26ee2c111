// The reads a singers page makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import {
  getProgramme,
  getSingerPosts,
  getVerifiedSinger,
  getVerifiedSingers,
} from '@h5/core-api/contracts/singers';
import { defineRead } from '@h5/ui-kit/reads';
import { PROGRAMMES } from './programmes.ts';

/**
 * A singer's page is about `?uid=` when it is a whole number (as singerUid reads it); without
 * one it is the signed-in user's own, read only once the login is known.
 */
const UID_GIVEN = { when: { value: '$query.uid', pattern: /^[1-9]\d{0,11}$/ } };
/** The track is uploaded for `?programme=` when it names one (original song otherwise). */
const PROGRAMME_GIVEN = {
  when: { value: '$query.programme', pattern: new RegExp(`^(${PROGRAMMES.map((p) => p.key).join('|')})$`) },
};

export const SINGER_READ = defineRead(getVerifiedSinger, { uid: '$query.uid' }, UID_GIVEN);
export const POSTS_READ = defineRead(getSingerPosts, { uid: '$query.uid', page: 1 }, UID_GIVEN);
export const ALL_VERIFIED_READ = defineRead(getVerifiedSingers, { page: 1 });
export const PROGRAMME_READ = defineRead(getProgramme, { programme: '$query.programme' }, PROGRAMME_GIVEN);
/** A programme page's read of its own programme (programmes.ts): the call PROGRAMME_READ makes. */
export const programmeRead = (programme: string) => defineRead(getProgramme, { programme });
