// Spec 4: a campaign's phase (before, running, ended) from its begin and end against the server's
// clock, and the moment it next changes, so a page can count down to it and re-read it then.

import { type CampaignPhase, campaignPhase } from '@h5/core-api';

export interface PhaseInfo {
  phase: CampaignPhase;
  /** When the phase changes next, in server ms: the start before it, the end while it runs. */
  nextChangeMs: number | null;
}

export function promotionPhase(
  times: { begin_time: number; end_time: number },
  serverNowMs: number,
): PhaseInfo {
  const phase = campaignPhase(times, serverNowMs);
  const nextChangeMs =
    phase === 'before' ? times.begin_time * 1000 : phase === 'running' ? times.end_time * 1000 : null;
  return { phase, nextChangeMs };
}
