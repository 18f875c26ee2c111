// Signing in (spec 6, 8): the login dialog's state (loginDialog.tsx draws it), the sign-in page and
// prompt a visitor gets in a block's place, and the reads of who is signed in.

import { bridge, openInApp } from '@h5/bridge';
import { appWebviewLink, storeLink } from '@h5/core-api';
import { getSelf } from '@h5/core-api/contracts/general';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Page } from './page.tsx';
import { retryHeldNavigation } from './router.ts';
import { api, appInfo, currentUser, downloadOrigin, t, track } from './store.ts';

export const loginDialogOpen = signal(false);
let waiters: Array<(ok: boolean) => void> = [];

/**
 * Opens a screen of the app: in the app through the bridge, in a browser the app itself (or its
 * store). Every outcome is a tracking point: `in_app` here, `to_app` or `to_store` from a browser.
 */
export function openAppScreen(deepLink: string) {
  if (!appInfo().inApp) return void openApp(deepLink);
  track('open_app', { outcome: 'in_app', deep_link: deepLink });
  void bridge.openDeepLink(deepLink);
}

/**
 * Tries the app with a deep link and falls back to the phone's store listing, carrying the
 * promotion's download origin (spec 3, 4).
 */
function openApp(deepLink: string) {
  return openInApp({
    deepLink,
    storeUrl: storeLink(appInfo().platform, downloadOrigin.value ?? undefined),
    // Spec 4: the deep link's outcome is reported as to_app or to_store.
    report: (outcome) => track('open_app', { outcome, deep_link: deepLink }),
  });
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

let userRead: Promise<boolean> | null = null;

/**
 * Reads the user when no read has answered yet, sharing the one in flight: every block of a
 * screen that asks who is signed in mounts at once, and they make one request, not one each.
 */
export function ensureUser(): Promise<boolean> {
  userRead ??= refreshUser().finally(() => {
    userRead = null;
  });
  return userRead;
}

/** Asks the user to log in; resolves true once signed in, false if they closed the dialog. */
export function requestLogin(): Promise<boolean> {
  loginDialogOpen.value = true;
  return new Promise((resolve) => waiters.push(resolve));
}

/** Closes the login dialog with its outcome, for every request that waits on it. */
export function settle(ok: boolean) {
  loginDialogOpen.value = false;
  const w = waiters;
  waiters = [];
  for (const fn of w) fn(ok);
}

/** In the app: the app's own login, then the user is read again. True once someone is signed in. */
export async function logInThroughApp(): Promise<boolean> {
  const result = await bridge.login();
  return Boolean(result) && (await refreshUser());
}

/** In a browser: this very page, opened in the app (or the store when the app is not installed). */
export function openThisPageInApp() {
  void openApp(appWebviewLink(location.href));
}

/**
 * What a block that needs a user shows to a visitor: one sentence and one way forward (the app's
 * login in the app, opening the page in the app in a browser), in the block's place. `compact`:
 * the same in one line of text with a chip, for a page's hero, where a card would push the
 * screen down under its pre-rendered shell.
 */
export function SignInPrompt({ onSignedIn, compact }: { onSignedIn?: () => void; compact?: boolean }) {
  useSignals();
  const inApp = appInfo().inApp;
  const logIn = async () => {
    if (await logInThroughApp()) onSignedIn?.();
  };
  const text = inApp ? t(SIGN_IN_IN_APP) : t(SIGN_IN_IN_BROWSER);
  const onClick = inApp ? () => void logIn() : openThisPageInApp;
  const label = inApp ? t('Log in') : t('Open in the app');
  if (compact)
    return (
      <span className="h5-sign-in-line" data-testid="sign-in-prompt">
        <span>{text}</span>
        <button type="button" className="h5-chip" onClick={onClick}>
          {label}
        </button>
      </span>
    );
  return (
    <div className="h5-state h5-sign-in" data-testid="sign-in-prompt">
      <p>{text}</p>
      <button type="button" className="h5-button" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

/** A whole screen that needs a user, for a visitor in a browser: the screen's title and one way on. */
export function SignInPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="h5-sign-in-page">
        <span className="h5-sign-in-art" aria-hidden="true" />
        <SignInPrompt />
      </div>
    </Page>
  );
}

export const SIGN_IN_IN_APP = 'Log in to see this.';
export const SIGN_IN_IN_BROWSER = 'Open the app and log in to see this.';

/**
 * Whether someone is signed in, for screens open to visitors (noLimit routes skip the guard that
 * reads the user): null until known.
 */
export function useSignedIn(): boolean | null {
  useSignals();
  useEffect(() => {
    if (currentUser.value === null) void ensureUser();
  }, []);
  const user = currentUser.value;
  return user === null ? null : !user.is_anonymous;
}
