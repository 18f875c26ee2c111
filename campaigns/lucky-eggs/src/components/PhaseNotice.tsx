import type { Promotion } from '@h5/core-api/contracts/general';
import { Countdown, serverClock, serverClockReady, t } from '@h5/ui-kit';
import { useEffect, useState } from 'react';
import { type EggsPhase, eggsPhase } from '../phase.ts';

/** Longer timeouts overflow and fire at once; a campaign weeks away re-arms at this bound instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The phase on the server's clock once it is synced; re-read when a countdown reaches its target. */
export function usePhase(promotion: Promotion | undefined): EggsPhase | null {
  const [ready, setReady] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void serverClockReady().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const phase = promotion && ready ? eggsPhase(promotion, serverClock().now()) : null;
  // The phase changes by itself at the start and the end: re-read it then. `tick` re-arms the
  // timer when it fired a little early and the phase has not changed yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the re-arm trigger
  useEffect(() => {
    if (!phase?.nextChangeMs) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, phase.nextChangeMs - serverClock().now()));
    const id = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(id);
  }, [phase?.nextChangeMs, tick]);
  return phase;
}

/** Says why the eggs cannot be hit; its line is always reserved so nothing moves when it appears. */
export function PhaseNotice({ phase }: { phase: EggsPhase | null }) {
  return (
    <p className="egg-notice" aria-live="polite" data-testid="phase-notice">
      {phase?.notice ? t(phase.notice) : null}
      {phase?.phase === 'before' && phase.nextChangeMs ? (
        <>
          {' '}
          <Countdown targetMs={phase.nextChangeMs} />
        </>
      ) : null}
    </p>
  );
}
