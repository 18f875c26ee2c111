// The sale and its packages, shared by the sale page and the activity: the sale's phase counted
// down on the server's clock, the user's flag deciding buy or renew, and the packages.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { usePhase } from '@h5/blocks/promotion';
import type { VipActivity, VipCard } from '@h5/core-api/contracts/vip';
import { ReadError, type Resource, t, useSignals } from '@h5/ui-kit';
import { SALE_BADGE, SALE_PHASE_TEXTS } from '../sale.ts';
import { useServerNow } from '../useVip.ts';
import { vipStatus } from '../vipState.ts';
import { Packages } from './Packages.tsx';

export function Sale({
  activity,
  card,
  activityError,
  onRetry,
}: {
  activity: VipActivity | undefined;
  card: Resource<VipCard>;
  /** The sale's read failed: said in the banner's place (the packages still sell, without its bonus). */
  activityError?: unknown;
  onRetry?: () => void;
}) {
  useSignals();
  const phase = usePhase(activity);
  const now = useServerNow();
  const c = card.data.value;
  const status = c && now !== null ? vipStatus(c, now) : null;
  return (
    <section className="vip-sale h5-card" data-testid="sale">
      {activityError ? (
        <ReadError error={activityError} onRetry={() => onRetry?.()} compact />
      ) : (
        <PhaseBanner phase={phase} texts={SALE_PHASE_TEXTS} className="vip-sale-phase" />
      )}
      <Packages
        status={status}
        phase={phase}
        bonusPercent={activity?.bonus_percent ?? 0}
        badge={
          phase?.phase === 'running' && activity ? (
            <span className="vip-sale-badge" data-testid="sale-badge">
              {t(SALE_BADGE, { n: activity.bonus_percent })}
            </span>
          ) : null
        }
      />
    </section>
  );
}
