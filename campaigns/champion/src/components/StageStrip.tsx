// The contest's stages in a row, done, open or still to come, with the phase banner counting down
// to the next change on the server's clock.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import type { Stage } from '@h5/core-api/contracts/champion';
import { serverClock, t, useSignals } from '@h5/ui-kit';
import { STAGE_TEXTS, type StageState, stageView } from '../stage.ts';

const STATE_TEXT: Record<StageState, string> = {
  done: 'Done',
  open: 'On now',
  next: 'Next',
  later: 'Coming',
};

export function StageStrip({ stages, onChange }: { stages: Stage[]; onChange: () => void }) {
  useSignals();
  const view = stageView(stages, serverClock().now());
  return (
    <section className="h5-card ch-stages" data-testid="stages">
      <ol className="ch-stage-list">
        {stages.map((s, i) => (
          <li key={s.id} className={`ch-stage ch-stage-${view.states[i]}`} data-state={view.states[i]}>
            <bdi className="ch-stage-name">{s.name}</bdi>
            <span className="ch-stage-state">{t(STATE_TEXT[view.states[i] ?? 'later'])}</span>
          </li>
        ))}
      </ol>
      <PhaseBanner phase={view.phase} texts={STAGE_TEXTS} onChange={onChange} className="ch-stage-banner" />
    </section>
  );
}
