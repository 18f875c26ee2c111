import { closePage, Page, type ScreenProps, t } from '@h5/ui-kit';
import { readErrorQuery } from '../errorPage.ts';

export const ERROR_CODE_LABEL = 'Error code:';

export function ErrorPage({ query }: ScreenProps) {
  const { code, message } = readErrorQuery(query);
  return (
    <Page title={t('Error')}>
      <section className="h5-state system-error">
        <div className="system-art" aria-hidden="true" />
        {/* The sentence first; the code is small print for support. */}
        <p className="system-error-message" data-testid="error-message">
          {t(message)}
        </p>
        <p className="system-error-code">
          {code ? (
            <>
              {t(ERROR_CODE_LABEL)} <bdi data-testid="error-code">{code}</bdi>
            </>
          ) : null}
        </p>
        <button className="h5-button" onClick={closePage}>
          {t('Close')}
        </button>
      </section>
    </Page>
  );
}
