// Guild PK: where a round stands on the server's clock, and how far each side leads.

import type { PkRound, PkRoundStatus } from '@h5/core-api/contracts/guild';

export const PK_STATUS_LABELS: Record<PkRoundStatus, string> = {
  upcoming: 'Starts soon',
  live: 'Live now',
  finished: 'Finished',
};

/** The status at `now`, from the round's times (the answer's own may be a moment old). */
export function statusAt(round: Pick<PkRound, 'start_time' | 'end_time'>, now: number): PkRoundStatus {
  if (now < round.start_time) return 'upcoming';
  if (now < round.end_time) return 'live';
  return 'finished';
}

/** The moment the countdown runs to: the start of an upcoming round, the end of a live one. */
export function countdownTarget(round: Pick<PkRound, 'start_time' | 'end_time'>, now: number): number | null {
  const s = statusAt(round, now);
  if (s === 'upcoming') return round.start_time;
  if (s === 'live') return round.end_time;
  return null;
}

/** The first side's share of the scores, 0 to 100; even at 0 to 0. */
export function leadShare(a: number, b: number): number {
  const total = Math.max(0, a) + Math.max(0, b);
  return total === 0 ? 50 : Math.round((Math.max(0, a) / total) * 100);
}

/** How often a live PK reads its scores again. */
export const PK_REFRESH_MS = 30_000;
