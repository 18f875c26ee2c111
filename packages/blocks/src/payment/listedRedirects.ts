// The point-card middle page re-checks its `pay_url`, which anyone can edit in its query. A
// channel the server listed on the recharge screen is allowed there too: the screen keeps the
// listed redirect for the tab's session, where an edited link cannot put one.

const KEY = 'rapid.listedRedirects';
const MAX = 20;

/** Keeps a redirect the server listed (newest first, a few at most). */
export function rememberListedRedirect(
  url: string,
  store: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    const list = [url, ...readListedRedirects(store).filter((u) => u !== url)].slice(0, MAX);
    store?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage may be full or blocked; the middle page then allows only the configured hosts.
  }
}

export function readListedRedirects(store: Storage | undefined = globalThis.sessionStorage): string[] {
  try {
    const v = JSON.parse(store?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((u): u is string => typeof u === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}
