// Talent PK votes: each user has a few votes per round, given one at a time to one host of a
// pair. A vote is refused on the page, before anything is sent, once the round is over on the
// server's clock or when the user has no votes left; the server's answer carries the counts.

import type { PkRound } from '@h5/core-api/contracts/live';

export const PK_TEXTS = {
  round: 'Round {n}',
  endsIn: 'ends in',
  votesLeft: '{n, plural, one {You have # vote left this round} other {You have # votes left this round}}',
  vote: 'Vote',
  ask: 'Vote for {name}?',
  cost: '{n, plural, one {This uses one of your votes; # vote is left after it.} other {This uses one of your votes; # votes are left after it.}}',
  final: 'A vote cannot be taken back.',
  voted: 'Your vote for {name} is counted.',
  roundOver: 'This PK round is over. Vote again in the next round.',
  noVotes: 'You have no votes left in this round. New votes come with the next round.',
} as const;

export type VoteRefusal = 'roundOver' | 'noVotes';

/** Why a vote cannot be given now (then the page says so and sends nothing), or null. */
export function voteRefusal(round: PkRound, serverNowMs: number): VoteRefusal | null {
  if (serverNowMs >= round.end_time * 1000) return 'roundOver';
  if (round.votes_left !== null && round.votes_left <= 0) return 'noVotes';
  return null;
}

/** One intent per round, pair and side: a double tap on the same vote is one vote. */
export const voteIntent = (round: number, pair: string, side: 'left' | 'right') =>
  `pk-vote:${round}:${pair}:${side}`;
