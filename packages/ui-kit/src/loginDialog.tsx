// The login dialog (spec 6, 8). In the app it asks the app to log the user in, then re-runs the
// held navigation; in a browser it offers to open the page in the app. Its own chunk: a signed-in
// user, most of the platform's users, never sees it, and it (with the dialog) is 0.7 kB gzip of
// every campaign's first download otherwise.

import { useSignals } from '@preact/signals-react/runtime';
import { Dialog } from './dialog.tsx';
import { logInThroughApp, loginDialogOpen, openThisPageInApp, settle } from './login.tsx';
import { retryHeldNavigation, route, showHeldNavigation } from './router.ts';
import { appInfo, signInRequired, t } from './store.ts';

/**
 * The dialog closed without a login. On a page with nothing on screen yet (its first route held
 * for the login) the route shows as the sign-in page, the state a browser visitor gets, with its
 * own way to log in again; otherwise the page stays where it was.
 */
export function loginDeclined() {
  settle(false);
  if (route.value) return;
  signInRequired.value = true;
  void showHeldNavigation();
}

export function LoginDialog() {
  useSignals();
  const inApp = appInfo().inApp;
  const logIn = async () => {
    if (await logInThroughApp()) {
      settle(true);
      void retryHeldNavigation();
    }
  };
  const openApp = openThisPageInApp;
  return (
    <Dialog
      open={loginDialogOpen.value}
      title={t('Log in to continue')}
      onClose={loginDeclined}
      actions={
        inApp ? (
          <button className="h5-button" onClick={() => void logIn()}>
            {t('Log in')}
          </button>
        ) : (
          <button className="h5-button" onClick={openApp}>
            {t('Open in the app')}
          </button>
        )
      }
    >
      <p>{inApp ? t('Please log in to take part.') : t('Log in with the app to take part.')}</p>
    </Dialog>
  );
}
