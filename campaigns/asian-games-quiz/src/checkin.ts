// The daily check-in card: which days of the reward cycle are done, which one is today's, and
// what the next tap pays. The server keeps the streak; this only reads it.

import type { CheckinInfo } from '@h5/core-api/contracts/betting';

type DayState = 'claimed' | 'today' | 'upcoming';

interface CheckinDay {
  /** 1-based day of the cycle. */
  day: number;
  reward: number;
  state: DayState;
}

export interface CheckinView {
  days: CheckinDay[];
  /** What a claim pays now; null once today is claimed. */
  claimable: number | null;
  streak: number;
}

export function checkinView(info: CheckinInfo): CheckinView {
  const cycle = Math.max(1, info.rewards.length);
  // Days done in the current cycle: after a full cycle the card starts over.
  const doneInCycle = info.streak === 0 ? 0 : ((info.streak - 1) % cycle) + 1;
  const claimedDays = info.checked_today ? doneInCycle : doneInCycle % cycle;
  const todayIndex = info.checked_today ? doneInCycle - 1 : claimedDays;
  const days = info.rewards.map((reward, i) => ({
    day: i + 1,
    reward,
    state: (i < claimedDays ? 'claimed' : i === todayIndex ? 'today' : 'upcoming') as DayState,
  }));
  if (info.checked_today && days[todayIndex]) days[todayIndex]!.state = 'claimed';
  return {
    days,
    claimable: info.checked_today ? null : (info.rewards[todayIndex] ?? null),
    streak: info.streak,
  };
}
