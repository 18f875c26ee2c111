// A campaign page's promotion: loaded once, with its phase on the server's clock, re-read by
// itself at the start and the end so a page left open opens and closes on time.

import type { Promotion } from '@h5/core-api/contracts/general';
import { api, downloadOrigin, type Resource, serverClock, serverClockReady, useResource } from '@h5/ui-kit';
import { useEffect, useState } from 'react';
import { type PhaseInfo, promotionPhase } from './phase.ts';
import { PROMOTION_READ } from './promotionId.ts';

/** Longer timeouts overflow and fire at once; a campaign weeks away re-arms at this bound instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function usePromotion(id: string): Resource<Promotion> {
  const r = useResource(() => api().call(PROMOTION_READ.call, { id }), [id]);
  const origin = r.data.value?.layout?.downloadOrigin;
  // A visitor who opens the app from this page and has to install it first is credited to it.
  useEffect(() => {
    if (origin) downloadOrigin.value = origin;
  }, [origin]);
  return r;
}

/** The phase once both the promotion and the server's clock are known; null until then. */
export function usePhase(times: { begin_time: number; end_time: number } | undefined): PhaseInfo | null {
  const [ready, setReady] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void serverClockReady().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const info = times && ready ? promotionPhase(times, serverClock().now()) : null;
  // `tick` re-arms the timer when it fired a little early and the phase has not changed yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the re-arm trigger
  useEffect(() => {
    if (!info?.nextChangeMs) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, info.nextChangeMs - serverClock().now()));
    const id = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(id);
  }, [info?.nextChangeMs, tick]);
  return info;
}
