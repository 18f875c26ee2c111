// The task center's guide popup shows once: while the server still offers it and this user has
// not closed it on this phone.

const GUIDE_SEEN_KEY = 'invite:guide-seen';

function guideKey(uid: number | string | undefined): string {
  return `${GUIDE_SEEN_KEY}:${uid ?? 'anon'}`;
}

export function shouldShowGuide(serverShows: boolean, seen: boolean): boolean {
  return serverShows && !seen;
}

export function guideSeen(
  uid: number | string | undefined,
  storage: Storage | undefined = safeStorage(),
): boolean {
  try {
    return storage?.getItem(guideKey(uid)) === '1';
  } catch {
    return false;
  }
}

export function markGuideSeen(
  uid: number | string | undefined,
  storage: Storage | undefined = safeStorage(),
) {
  try {
    storage?.setItem(guideKey(uid), '1');
  } catch {
    // A private tab without storage shows the guide again next time; nothing else is lost.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
