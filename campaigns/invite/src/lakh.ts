// The lakh game: the balance counts towards one lakh (100,000); the live show is on, coming, or over.

export const LAKH_TEXTS = {
  live: 'Live now',
  startsIn: 'Starts in',
  over: 'The show is over. The next round opens soon.',
  toGoal: '{amount} to go',
  reached: 'You reached one lakh!',
} as const;

/** Share of the goal reached, 0 to 1. */
export function lakhProgress(balance: number, goal: number): number {
  if (!(goal > 0) || !Number.isFinite(balance)) return 0;
  return Math.min(1, Math.max(0, balance / goal));
}

export type ShowState = 'live' | 'soon' | 'over';

export function showState(
  show: { live: boolean; starts_at: number; ends_at: number },
  now: number,
): ShowState {
  if (show.live && now < show.ends_at) return 'live';
  return now < show.starts_at ? 'soon' : 'over';
}
