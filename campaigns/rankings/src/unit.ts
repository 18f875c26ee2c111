// How a board's score reads: gifts received, votes, or points (colleges, listens), in ICU plural
// English keys, so every language says one, two, few and many its own way.

import type { BoardUnit } from '@h5/core-api/contracts/rankings';

export const UNIT_TEXTS: Record<BoardUnit, string> = {
  gifts: '{n, plural, one {# gift} other {# gifts}}',
  votes: '{n, plural, one {# vote} other {# votes}}',
  score: '{n, plural, one {# point} other {# points}}',
};

/** The key of a score in `unit`; an unknown unit (a newer server) reads as points. */
export function unitText(unit: string): string {
  return UNIT_TEXTS[unit as BoardUnit] ?? UNIT_TEXTS.score;
}
