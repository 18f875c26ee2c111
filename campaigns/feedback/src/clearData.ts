// Clear data: an app from the clearCache gate on (docs/bridge-protocol.md) clears its cache when
// asked; everyone else, older apps included, follows the steps for their phone.

import { type AppInfo, supports } from '@h5/bridge';

export const CLEARED_MESSAGE = 'The cache is cleared. Open the page again if it still looks wrong.';
export const CLEAR_FAILED_MESSAGE = 'The app could not clear its cache. Please follow the steps below.';
export const UPDATE_APP_NOTE = 'Update the app to clear its cache from here with one tap.';

/** Whether this page may ask the app to clear its cache. */
export function canClearInApp(app: AppInfo): boolean {
  return app.inApp && supports('clearCache', app);
}

/** The manual steps for the phone the page runs on; English keys. */
export const CLEAR_STEPS: Record<'android' | 'ios', readonly string[]> = {
  android: [
    'Open your phone Settings and tap Apps.',
    'Find the app in the list and tap it.',
    'Tap Storage, then Clear cache. Do not tap Clear data: it logs you out.',
    'Open the app again.',
  ],
  ios: [
    'Open the app and go to Me, then Settings.',
    'Tap Clear cache and confirm.',
    'If the problem stays, delete the app and install it again from the App Store. Your recordings are kept in your account.',
  ],
};

export function stepsFor(app: AppInfo): readonly string[] {
  return app.platform === 'ios' ? CLEAR_STEPS.ios : CLEAR_STEPS.android;
}
