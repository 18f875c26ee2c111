// The rewards by rank, and what my place would win now.

import type { RewardTier } from '@h5/core-api/contracts/rankings';
import { t } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { placesKey, tierFor } from '../rewards.ts';

/** What each place wins, and what my place would win now. */
export function Rewards({ tiers, myRank }: { tiers: RewardTier[]; myRank?: number | undefined }) {
  const mine = myRank ? tierFor(tiers, myRank) : null;
  if (tiers.length === 0) return null;
  return (
    <section className="h5-card rk-rewards" data-testid="rewards">
      <h2>{t('Rewards')}</h2>
      <ul>
        {tiers.map((tier) => (
          <li
            key={tier.from}
            className={tier === mine ? 'rk-tier rk-tier-mine' : 'rk-tier'}
            data-testid="reward"
          >
            <Img src={tier.icon} alt="" width={36} height={36} />
            <span className="rk-tier-places">{t(placesKey(tier), { from: tier.from, to: tier.to })}</span>
            <bdi className="rk-tier-name">{tier.name}</bdi>
          </li>
        ))}
      </ul>
      {mine ? (
        <p className="rk-tier-note" data-testid="my-reward">
          {t('If the ranking closed now, you would win:')} <bdi>{mine.name}</bdi>
        </p>
      ) : null}
    </section>
  );
}
