// The VIP sale: a window on the server's clock (the activity's begin and end), inside which every
// package brings the activity's bonus percent more days. Before and after it, packages bring
// their own period.

import type { PhaseInfo } from '@h5/blocks/promotion';

export const SALE_PHASE_TEXTS = {
  before: 'The sale starts in',
  running: 'The sale ends in',
  ended: 'The sale has ended. Packages bring their usual days.',
} as const;

export const BONUS_DAYS = '{n, plural, one {+# bonus day} other {+# bonus days}}';
export const PERIOD_DAYS = '{n, plural, one {# day} other {# days}}';
export const SALE_BADGE = '{n}% more days';

/** Bonus days of a package of `days` in this phase: only while the sale runs, rounded down. */
export function bonusDays(days: number, bonusPercent: number, phase: PhaseInfo | null): number {
  if (phase?.phase !== 'running' || !(bonusPercent > 0)) return 0;
  return Math.floor((days * bonusPercent) / 100);
}
