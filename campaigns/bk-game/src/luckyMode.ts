// Spec 4 and 9: the encirclement's lucky state. On only while a season is running and its round is
// strictly between 10 and 31, i.e. rounds 11 to 30; every other status or round turns it off.

import type { SscBkInfo } from '@h5/core-api/contracts/ssc';

const LUCKY_ROUND_AFTER = 10;
const LUCKY_ROUND_BEFORE = 31;

export function isLuckyMode(
  bk: Pick<SscBkInfo, 'season_status' | 'season_state'> | null | undefined,
): boolean {
  if (!bk) return false;
  const round = bk.season_state.round;
  return bk.season_status === 'during' && round > LUCKY_ROUND_AFTER && round < LUCKY_ROUND_BEFORE;
}
