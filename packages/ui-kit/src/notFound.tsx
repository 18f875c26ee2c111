// The end of a road, drawn the same on every page (issue 44): a thing that does not exist, a page
// that is not there, a page left to close. One plain sentence and a way on: where the screen says
// (to the list, the contest, making one's own), and in the app Close; in a browser with nowhere
// named, Back, or the app itself when there is no page to go back to.

import { bridge } from '@h5/bridge';
import { appScreenLink } from '@h5/core-api';
import { type LinkButton, LinkButtons } from './link.tsx';
import { openAppScreen } from './login.tsx';
import { Page } from './page.tsx';
import { back } from './router.ts';
import { appInfo, t } from './store.ts';

/** The way on from a browser page with nowhere to go back to: the app's home. */
export const OPEN_THE_APP = 'Open the app';
export const PAGE_NOT_FOUND = 'Page not found';
export const PAGE_GONE = 'This page does not exist or has moved.';

/**
 * The buttons of a dead end: the screen's own way on first; then, in the app, Close (the web
 * view); in a browser without a way on, Back when there is a page to go back to, else the app.
 */
export function WayOn({ to }: { to?: LinkButton | undefined }) {
  const inApp = appInfo().inApp;
  const quiet = to ? 'h5-button h5-button-secondary' : 'h5-button';
  let own = null;
  if (inApp)
    own = (
      <button type="button" className={quiet} onClick={() => void bridge.close()}>
        {t('Close')}
      </button>
    );
  else if (!to)
    own =
      history.length > 1 ? (
        <button type="button" className="h5-button" onClick={back}>
          {t('Back')}
        </button>
      ) : (
        <button type="button" className="h5-button" onClick={() => openAppScreen(appScreenLink('home'))}>
          {t(OPEN_THE_APP)}
        </button>
      );
  return (
    <div className="h5-way-on">
      {to ? <LinkButtons links={[to]} /> : null}
      {own}
    </div>
  );
}

/**
 * What a screen shows in place of a thing the server says does not exist (`isNotFound`): the
 * sentence (an English key) and the way on. Never a retry: asking again finds nothing again.
 */
export function NotFoundState({
  text,
  heading,
  wayOn,
}: {
  text: string;
  heading?: string | undefined;
  wayOn?: LinkButton | undefined;
}) {
  return (
    <div className="h5-state h5-not-found" role="alert" data-testid="not-found">
      {heading ? <h2>{t(heading)}</h2> : null}
      <p>{t(text)}</p>
      <WayOn to={wayOn} />
    </div>
  );
}

/** The catch-all page: the path names no page. */
export function NotFound() {
  return (
    <Page title={t(PAGE_NOT_FOUND)}>
      <NotFoundState heading={PAGE_NOT_FOUND} text={PAGE_GONE} />
    </Page>
  );
}
