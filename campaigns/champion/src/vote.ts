// Voting for an entry: one vote a day per entry, never for one's own, only while a stage is open.
// The server checks the same; the page says why before the tap rather than after it.

import type { Entry } from '@h5/core-api/contracts/champion';

export type VoteState = 'visitor' | 'own' | 'voted' | 'closed' | 'can';

export function voteState(entry: Entry, myUid: number | null, open: boolean): VoteState {
  if (myUid === null) return 'visitor';
  if (entry.user.uid === myUid) return 'own';
  if (entry.voted) return 'voted';
  return open ? 'can' : 'closed';
}

export const VOTE_TEXTS = {
  can: 'Vote',
  voted: 'Voted today',
  own: 'Your entry',
  closed: 'Voting is closed',
  visitor: 'Sign in to vote',
} as const satisfies Record<VoteState, string>;

export const VOTES = '{n, plural, one {# vote} other {# votes}}';
