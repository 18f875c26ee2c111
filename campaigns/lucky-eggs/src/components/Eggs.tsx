import type { PhaseInfo } from '@h5/blocks/promotion';
import { EGGS, type Egg } from '@h5/core-api/contracts/luckyEgg';
import { t, useSignals, useSingleFlight } from '@h5/ui-kit';
import { canHit } from '../phase.ts';
import type { LuckyEggPage } from '../store.ts';

/** The three eggs. A tap hits one with the chosen count; while one is being hit, taps do nothing. */
export function Eggs({ page, phase }: { page: LuckyEggPage; phase: PhaseInfo | null }) {
  useSignals();
  const [hit] = useSingleFlight((egg: Egg) => page.hit(egg), 'egg_tap');
  const hitting = page.hitting.value;
  // While the phase is still loading the eggs cannot be tapped yet, but only a closed campaign
  // greys them out: a slow first load should not flash a "closed" look.
  const closed = phase !== null && !canHit(phase);
  return (
    <div className="egg-row" aria-busy={hitting !== null}>
      {EGGS.map((egg) => (
        <button
          key={egg}
          className={`egg egg-${egg}${hitting === egg ? ' egg-hitting' : ''}${closed ? ' egg-closed' : ''}`}
          disabled={!canHit(phase)}
          aria-label={t('Hit egg {n}', { n: egg })}
          onClick={() => void hit(egg)}
        >
          <span className="egg-shell" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
