// The campaign's phase in one line: when it starts, when it ends, or that it has ended, counting
// down on the server's clock. The line keeps its height before the phase is known, so nothing moves.

import { Countdown, t } from '@h5/ui-kit';
import type { PhaseInfo } from '../promotion/phase.ts';
import './styles.css';

export const PHASE_TEXTS = {
  before: 'Starts in',
  running: 'Ends in',
  ended: 'This campaign has ended. Thank you for taking part!',
} as const;

export type PhaseTexts = { [K in keyof typeof PHASE_TEXTS]?: string };

export function PhaseBanner({
  phase,
  texts,
  onChange,
  className,
}: {
  phase: PhaseInfo | null;
  /** The campaign's own words for each phase (English keys). */
  texts?: PhaseTexts;
  /** When the countdown reaches the next phase. */
  onChange?: () => void;
  className?: string;
}) {
  const words = { ...PHASE_TEXTS, ...texts };
  return (
    <p
      className={className ? `blk-phase ${className}` : 'blk-phase'}
      aria-live="polite"
      data-testid="phase-banner"
      data-phase={phase?.phase ?? 'unknown'}
    >
      {phase ? t(words[phase.phase]) : null}
      {phase?.nextChangeMs ? (
        <>
          {' '}
          <Countdown targetMs={phase.nextChangeMs} onEnd={onChange} />
        </>
      ) : null}
    </p>
  );
}
