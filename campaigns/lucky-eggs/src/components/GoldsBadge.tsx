import { formatNumber } from '@h5/i18n';
import { language, Skeleton, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

export function GoldsBadge({ page }: { page: LuckyEggPage }) {
  useSignals();
  const g = page.golds.value;
  return (
    <div className="egg-golds" data-testid="golds">
      <span className="egg-coin" aria-hidden="true" />
      {g.status === 'loading' ? (
        <Skeleton height="0.4rem" width="1.4rem" />
      ) : g.status === 'in' ? (
        <span>
          {t('My golds')}: <b data-testid="golds-amount">{formatNumber(language.value, g.golds)}</b>
        </span>
      ) : (
        <button type="button" className="h5-chip egg-login" onClick={() => void page.logIn()}>
          {t('Log in to see your golds')}
        </button>
      )}
    </div>
  );
}
