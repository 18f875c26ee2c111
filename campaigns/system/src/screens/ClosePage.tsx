import { closePage, Page, type ScreenProps, t } from '@h5/ui-kit';
import { useEffect } from 'react';

/** Spec 2 `/v/close`: closes the web view in the app, goes back in a browser. */
export function ClosePage(_: ScreenProps) {
  useEffect(() => {
    closePage();
  }, []);
  return (
    <Page title={t('Close')}>
      <p className="h5-state">{t('You can close this page now.')}</p>
    </Page>
  );
}
