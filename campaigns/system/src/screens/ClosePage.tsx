import { closePage, Page, type ScreenProps, t, WayOn } from '@h5/ui-kit';
import { useEffect } from 'react';

export const CLOSE_HEADING = 'All done';
export const CLOSE_TEXT = 'You can close this page now.';

/**
 * Spec 2 `/v/close`: closes the web view in the app, goes back in a browser. Whoever still sees it
 * (an app without the bridge's close, a browser tab with nothing to go back to) gets a finished
 * page with its way on: Close in the app, Back or the app itself in a browser.
 */
export function ClosePage(_: ScreenProps) {
  useEffect(() => {
    closePage();
  }, []);
  return (
    <Page title={t('Close')}>
      <div className="h5-state system-closed" data-testid="close-page">
        <h2>{t(CLOSE_HEADING)}</h2>
        <p>{t(CLOSE_TEXT)}</p>
        <WayOn />
      </div>
    </Page>
  );
}
