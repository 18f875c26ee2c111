// Signing in (spec 6, 8): the login dialog's state (loginDialog.tsx draws it; signIn.tsx has what a
// visitor gets in a block's or a screen's place), opening the app, and the reads of who is signed in.

import { bridge, openInApp } from '@h5/bridge';
import { appWebviewLink, storeLink } from '@h5/core-api';
import { getSelf } from '@h5/core-api/contracts/general';
import { signal, untracked } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { applyAnswer, firstScreenRendering } from './firstScreen.ts';
import { listScreenRead, type ScreenRead } from './retryGroup.tsx';
import { api, appInfo, currentUser, downloadOrigin, track } from './store.ts';

export const loginDialogOpen = signal(false);
/**
 * Why the last read of who is signed in failed (a server error, no connection); null once one
 * answered. Nobody is known to be signed in then: useSignedIn gives a visitor's view, and a screen
 * that cannot do with one (the account a payment goes to) says so with a retry (refreshUser).
 */
export const userReadFailure = signal<unknown>(null);
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
  // An answer the page's HTML holds is applied at once: useSignedIn then knows in the first
  // screen's render.
  let signedIn = false;
  try {
    const later = applyAnswer(
      api().call(getSelf, {}),
      (user) => {
        userReadFailure.value = null;
        currentUser.value = user;
        signedIn = !user.is_anonymous;
      },
      (e) => {
        userReadFailure.value = e;
      },
    );
    if (later) await later;
  } catch (e) {
    // A read that could not even start: nobody is known to be signed in.
    userReadFailure.value = e;
  }
  return signedIn;
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

/** The user's read as the page's retry sees it (retryGroup.tsx); ensureUser shares one in flight. */
const USER_READ: ScreenRead = {
  error: { peek: () => (currentUser.peek() === null ? userReadFailure.peek() : null) },
  loading: { peek: () => userRead !== null },
  load: () => ensureUser(),
};

/**
 * Whether someone is signed in, for screens open to visitors (noLimit routes skip the guard that
 * reads the user): null until known; false also when the read failed, so the screen shows what a
 * visitor sees rather than waiting on an answer that will not come (userReadFailure says why).
 */
export function useSignedIn(): boolean | null {
  useSignals();
  // On the first screen the read starts in the render (the effect would come after its paint).
  // Untracked: the answer then changes a signal this render has not read yet, not one it has.
  useMemo(
    () =>
      untracked(() => {
        if (firstScreenRendering() && currentUser.value === null) void ensureUser();
      }),
    [],
  );
  useEffect(() => {
    if (currentUser.value === null) void ensureUser();
  }, []);
  // A failed "who am I" is read again by the page's retry, with the blocks that failed beside it.
  useLayoutEffect(() => listScreenRead(USER_READ), []);
  const user = currentUser.value;
  if (user === null) return userReadFailure.value === null ? null : false;
  return !user.is_anonymous;
}
