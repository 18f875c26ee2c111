import { Link, t } from '@h5/ui-kit';

export const EGGS = '{n, plural, one {# dragon egg} other {# dragon eggs}}';

/** The dragon eggs the user holds, and the way to the exchange that spends them. */
export function EggCount({ eggs }: { eggs: number }) {
  return (
    <div className="lot-eggs" data-testid="egg-count">
      <span className="lot-egg-art" aria-hidden="true" />
      <span>{t('You have {eggs}', { eggs: t(EGGS, { n: eggs }) })}</span>
      <Link
        to="/v/dragon-egg/exchange"
        className="h5-button h5-button-secondary lot-eggs-go"
        testId="exchange-link"
      >
        {t('Exchange')}
      </Link>
    </div>
  );
}
