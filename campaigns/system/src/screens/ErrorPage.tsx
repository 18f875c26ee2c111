import { closePage, Page, type ScreenProps, t } from '@h5/ui-kit';
import { readErrorQuery } from '../errorPage.ts';

export function ErrorPage({ query }: ScreenProps) {
  const { code, message } = readErrorQuery(query);
  return (
    <Page title={t('Error')}>
      <section className="h5-state system-error">
        <div className="system-art" aria-hidden="true" />
        {code ? (
          <p className="system-error-code" dir="ltr" data-testid="error-code">
            {code}
          </p>
        ) : null}
        <p className="system-error-message" data-testid="error-message">
          {t(message)}
        </p>
        <button className="h5-button" onClick={closePage}>
          {t('Close')}
        </button>
      </section>
    </Page>
  );
}
