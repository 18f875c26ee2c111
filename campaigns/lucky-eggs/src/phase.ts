// Spec 2 and 4: the campaign's phase comes from the promotion's begin and end against the
// server's clock; eggs can be hit only while it runs, and the page says why otherwise.

import { type CampaignPhase, campaignPhase } from '@h5/core-api';

export const NOT_STARTED_NOTICE = 'The lucky eggs are not open yet. They open in';
export const ENDED_NOTICE = 'This campaign has ended. Thank you for taking part!';

export interface EggsPhase {
  phase: CampaignPhase;
  canHit: boolean;
  /** What the page says when the eggs cannot be hit (an English key). */
  notice: string | null;
  /** When the next phase starts, in server ms: the countdown's target. */
  nextChangeMs: number | null;
}

export function eggsPhase(times: { begin_time: number; end_time: number }, serverNowMs: number): EggsPhase {
  const phase = campaignPhase(times, serverNowMs);
  switch (phase) {
    case 'before':
      return { phase, canHit: false, notice: NOT_STARTED_NOTICE, nextChangeMs: times.begin_time * 1000 };
    case 'running':
      return { phase, canHit: true, notice: null, nextChangeMs: times.end_time * 1000 };
    case 'ended':
      return { phase, canHit: false, notice: ENDED_NOTICE, nextChangeMs: null };
  }
}
