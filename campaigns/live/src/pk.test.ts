// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { voteIntent, voteRefusal } from './pk.ts';

const round = { no: 3, begin_time: 1_000, end_time: 2_000, votes_left: 2, votes_per_round: 3 };

describe('talent PK votes', () => {
  it('are open while the round runs on the server’s clock and votes are left', () => {
    expect(voteRefusal(round, 1_500_000)).toBeNull();
  });

  it('are refused once the round ends, whatever votes are left', () => {
    expect(voteRefusal(round, 2_000_000)).toBe('roundOver');
    expect(voteRefusal({ ...round, votes_left: 0 }, 2_500_000)).toBe('roundOver');
  });

  it('are refused with no votes left', () => {
    expect(voteRefusal({ ...round, votes_left: 0 }, 1_500_000)).toBe('noVotes');
  });

  it('name one intent per round, pair and side', () => {
    expect(voteIntent(3, 'r3-pk-1', 'left')).toBe('pk-vote:3:r3-pk-1:left');
    expect(voteIntent(3, 'r3-pk-1', 'left')).not.toBe(voteIntent(4, 'r3-pk-1', 'left'));
  });
});
