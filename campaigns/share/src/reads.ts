// The reads a share page makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import {
  getPlaylistShare,
  getProfileShare,
  getRecordingShare,
  getRoomShare,
  getShareAwards,
  getShareCollabs,
  getShareComments,
  getSmShareDetail,
} from '@h5/core-api/contracts/share';
import { defineRead } from '@h5/ui-kit/reads';
import {
  CHANNEL,
  NUMERIC_ID,
  PLAYLIST_KEYS,
  RECORDING_ID,
  RECORDING_KEYS,
  ROOM_KEYS,
  USER_KEYS,
} from './shareLink.ts';

/** A shared link's id under any of its names (`shareLink.ts`), the first one the query gives. */
const idOf = (keys: readonly string[]) => `$query.${keys.join('|')}`;
/** Read only when the id is a number: the page says the link is incomplete otherwise. */
const idGiven = (keys: readonly string[], pattern = NUMERIC_ID) => ({ value: idOf(keys), pattern });
const RECORDING = idOf(RECORDING_KEYS);
const RECORDING_GIVEN = { when: idGiven(RECORDING_KEYS, RECORDING_ID) };

/**
 * The recording page's reads, which the HTML starts before any JavaScript: the recording itself
 * (its cover is the largest paint) and what surrounds it, with the sharer's detail, which carries
 * the link's sharer and channel when it names them.
 */
export const RECORDING_READ = defineRead(getRecordingShare, { id: RECORDING }, RECORDING_GIVEN);
export const SHARER_DETAIL_READ = defineRead(
  getSmShareDetail,
  {
    recording_id: RECORDING,
    share_user_id: '$query.share_user_id?',
    share_channel: '$query.share_channel|share_type?',
  },
  { ...RECORDING_GIVEN, patterns: { share_user_id: NUMERIC_ID, share_channel: CHANNEL } },
);
export const COMMENTS_READ = defineRead(
  getShareComments,
  { recording_id: RECORDING, page: 1 },
  RECORDING_GIVEN,
);
export const AWARDS_READ = defineRead(getShareAwards, { recording_id: RECORDING }, RECORDING_GIVEN);
export const COLLABS_READ = defineRead(
  getShareCollabs,
  { recording_id: RECORDING, page: 1 },
  RECORDING_GIVEN,
);
export const PROFILE_READ = defineRead(
  getProfileShare,
  { uid: idOf(USER_KEYS) },
  { when: idGiven(USER_KEYS) },
);
/** A shared room, live (a KTV room's route gives its kind: `readWith`). */
export const ROOM_READ = defineRead(
  getRoomShare,
  { kind: 'live', room_id: idOf(ROOM_KEYS) },
  { when: idGiven(ROOM_KEYS) },
);
export const PLAYLIST_READ = defineRead(
  getPlaylistShare,
  { id: idOf(PLAYLIST_KEYS) },
  { when: idGiven(PLAYLIST_KEYS) },
);
