import { formatNumber } from '@h5/i18n';
import { language, type Resource, Skeleton, t, useSignals } from '@h5/ui-kit';

/** The user's golds, the one balance every draw spends. */
export function GoldsBadge({ r }: { r: Resource<{ golds: number }> }) {
  useSignals();
  const g = r.data.value;
  return (
    <div className="lot-golds" data-testid="golds">
      <span className="lot-coin" aria-hidden="true" />
      {g ? (
        <span>
          {t('My golds')}: <b data-testid="golds-amount">{formatNumber(language.value, g.golds)}</b>
        </span>
      ) : (
        <Skeleton height="0.4rem" width="1.4rem" />
      )}
    </div>
  );
}
