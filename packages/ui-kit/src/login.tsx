// The login dialog (spec 6, 8). In the app it asks the app to log the user in, then re-runs the
// held navigation; in a browser it offers to open the page in the app.

import { bridge, openInApp } from '@h5/bridge';
import { getSelf } from '@h5/core-api/contracts/general';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Dialog } from './dialog.tsx';
import { retryHeldNavigation } from './router.ts';
import { api, appInfo, campaignName, currentUser, t } from './store.ts';

export const loginDialogOpen = signal(false);
let waiters: Array<(ok: boolean) => void> = [];

/** The app's deep link that opens a web page inside it. */
export function appDeepLink(pageUrl: string): string {
  return `smapp://webview?url=${encodeURIComponent(pageUrl)}`;
}

/** The link host answers with the right store for the phone. */
export function storeUrl(linkHost: string, campaign: string): string {
  return `${linkHost}/download?from=${encodeURIComponent(campaign)}`;
}

/** Re-reads the signed-in user; true when someone is signed in. */
export async function refreshUser(): Promise<boolean> {
  try {
    const user = await api().call(getSelf, {});
    currentUser.value = user;
    return !user.is_anonymous;
  } catch {
    return false;
  }
}

/** Asks the user to log in; resolves true once signed in, false if they closed the dialog. */
export function requestLogin(): Promise<boolean> {
  loginDialogOpen.value = true;
  return new Promise((resolve) => waiters.push(resolve));
}

function settle(ok: boolean) {
  loginDialogOpen.value = false;
  const w = waiters;
  waiters = [];
  for (const fn of w) fn(ok);
}

export function LoginDialog() {
  useSignals();
  const inApp = appInfo().inApp;
  const logIn = async () => {
    const result = await bridge.login();
    if (result && (await refreshUser())) {
      settle(true);
      void retryHeldNavigation();
    }
  };
  const openApp = () =>
    void openInApp({
      deepLink: appDeepLink(location.href),
      storeUrl: storeUrl(api().hosts.link, campaignName()),
    });
  return (
    <Dialog
      open={loginDialogOpen.value}
      title={t('Log in to continue')}
      onClose={() => settle(false)}
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
