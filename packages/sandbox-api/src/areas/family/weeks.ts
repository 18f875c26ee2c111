// Weeks on the sandbox clock: the weekly family star runs Monday 00:00 to Monday 00:00 UTC, and
// its season of SEASON_WEEKS weeks walks the families through levels 2 to 7 (5 to 7 being the
// semi-final); past weeks' scores are derived from the family and the week, so they stay put.

export const WEEK_MS = 7 * 86_400_000;
/** Weeks in a season of the weekly family star: levels 2 to 7, one a week. */
export const SEASON_WEEKS = 6;
const FIRST_LEVEL = 2;

/** The Monday 00:00 UTC on or before `ms`. */
export function startOfWeek(ms: number): number {
  const d = new Date(ms);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

/** The week of the season `now` falls in, from 0 (negative before the season). */
export function weekIndex(seasonStart: number, now: number): number {
  return Math.floor((now - seasonStart) / WEEK_MS);
}

/** The season's level in week `w`, or '' once the season is over. */
export function levelInWeek(w: number): number | '' {
  if (w >= SEASON_WEEKS) return '';
  return FIRST_LEVEL + Math.max(0, w);
}

/** A past week's score of a family: the same family and week always give the same score. */
export function pastScore(familyId: number, week: number): number {
  let h = (familyId * 2_654_435_761 + week * 40_503) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  // `^` answers a signed 32-bit number: unsigned again, or half the scores came out negative.
  h = (h ^ (h >>> 15)) >>> 0;
  return 2_000 + (h % 48_000);
}
