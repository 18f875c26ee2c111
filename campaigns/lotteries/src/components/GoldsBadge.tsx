import { isNotLoggedIn } from '@h5/core-api';
import { formatNumber } from '@h5/i18n';
import { language, type Resource, requestLogin, Skeleton, t, useSignals } from '@h5/ui-kit';

export const GOLDS_SIGN_IN = 'Log in to see your golds';
export const GOLDS_FAILED = 'Golds not loaded. Tap to try again';

/**
 * The user's golds, the one balance every draw spends; a visitor gets the way to log in, a failed
 * read a retry in the badge's place (never a placeholder for ever).
 */
export function GoldsBadge({ r }: { r: Resource<{ golds: number }> }) {
  useSignals();
  const g = r.data.value;
  const err = r.error.value;
  const visitor = err !== null && isNotLoggedIn(err);
  return (
    <div className="lot-golds" data-testid="golds">
      <span className="lot-coin" aria-hidden="true" />
      {g ? (
        <span>
          {t('My golds')}: <b data-testid="golds-amount">{formatNumber(language.value, g.golds)}</b>
        </span>
      ) : err ? (
        <button
          type="button"
          className="lot-golds-action"
          data-testid="golds-action"
          onClick={() =>
            visitor ? void requestLogin().then((ok) => (ok ? r.load() : undefined)) : void r.load()
          }
        >
          {t(visitor ? GOLDS_SIGN_IN : GOLDS_FAILED)}
        </button>
      ) : (
        <Skeleton height="0.4rem" width="1.4rem" />
      )}
    </div>
  );
}
