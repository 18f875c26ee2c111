// The words of the event pages: headings, the entries' buttons, how a score reads (ICU plural
// English keys, so every language says one, two, few and many its own way).

import type { EventUnit } from '@h5/core-api/contracts/live';

export const EVENT_TEXTS = {
  final: 'Final ranking',
  honor: 'Past winners',
  rewards: 'Rewards',
  watch: 'Watch',
  enterRoom: 'Enter room',
  notYet: 'The ranking opens when the event starts.',
  empty: 'Nobody is ranked yet.',
  place: 'Place {from}',
  places: 'Places {from} to {to}',
} as const;

const UNIT_TEXTS: Record<EventUnit, string> = {
  gifts: '{n, plural, one {# gift} other {# gifts}}',
  diamonds: '{n, plural, one {# diamond} other {# diamonds}}',
  score: '{n, plural, one {# point} other {# points}}',
  votes: '{n, plural, one {# vote} other {# votes}}',
};

/** The key of a score in `unit`; an unknown unit (a newer server) reads as points. */
export function unitText(unit: string): string {
  return UNIT_TEXTS[unit as EventUnit] ?? UNIT_TEXTS.score;
}
