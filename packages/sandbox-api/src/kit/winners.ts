// A winners feed: real wins added as they happen, newest first, only the newest `keep` kept.

/** Adds a win on top of the feed and drops what falls past `keep`. */
export function addWinner<T>(feed: T[], win: T, keep: number): T[] {
  feed.unshift(win);
  if (feed.length > keep) feed.length = keep;
  return feed;
}
