// Opening the app from a share page (spec 4, 9). The try-the-app-then-the-store path itself, with
// its 1000 ms store fallback, the hidden iframe removed after 2000 ms and the to_app / to_store
// report to /events/h5, is the platform's (ui-kit openAppScreen over bridge openInApp); this file
// says which screen of the app each share page opens, and keeps a tap from opening it twice.

import { appScreenLink } from '@h5/core-api';
import type { RoomKind } from '@h5/core-api/contracts/share';

/**
 * Spec 9: the share-link fallback timeout. The spec names the value, not what it guards; our
 * reading: while the app or the store is being opened the button stays busy (a second tap opens
 * nothing twice); after this the page is the visitor's again, for whoever came back from the store
 * or dismissed the system's "open in app?" question. The store fallback itself is bridge
 * openInApp's 1000 ms, cancelled when the page hides, leaves or loses focus to the app; on
 * phones with App Links or Universal Links (scripts/serve/appSite.ts) the link opens the app
 * before the page loads at all.
 */
const SHARE_LINK_FALLBACK_MS = 3000;

export type AppTarget =
  | { screen: 'recording'; id: string }
  | { screen: 'chorus'; id: string }
  | { screen: 'profile'; id: string }
  | { screen: 'playlist'; id: string }
  | { screen: RoomKind; id: string }
  | { screen: 'home' };

/** The app's own screen for what the page shows: `smapp://recording?id=880001`. */
export function appLinkFor(target: AppTarget): string {
  switch (target.screen) {
    case 'home':
      return appScreenLink('home');
    case 'chorus':
      // A chorus invite opens the app's recorder on the part still to be sung.
      return appScreenLink('sing', { collab_id: target.id });
    case 'profile':
      return appScreenLink('profile', { uid: target.id });
    default:
      return appScreenLink(target.screen, { id: target.id });
  }
}

/**
 * A tap opens the app once: further taps while it is opening are ignored, and after
 * SHARE_LINK_FALLBACK_MS the opener is ready again.
 */
export function createOpener(
  open: (deepLink: string) => void,
  onBusy: (busy: boolean) => void,
  timers: Pick<typeof globalThis, 'setTimeout'> = globalThis,
) {
  let busy = false;
  return (deepLink: string): boolean => {
    if (busy) return false;
    busy = true;
    onBusy(true);
    open(deepLink);
    timers.setTimeout(() => {
      busy = false;
      onBusy(false);
    }, SHARE_LINK_FALLBACK_MS);
    return true;
  };
}
