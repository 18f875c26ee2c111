// The hot ranking is remade by the server every `period` seconds on its clock. The page reads it
// again just after the next remake the server announced (`next_refresh_at`), never before it and
// never more often than MIN_REFRESH_MS; reads that fail or come back stale wait longer each time,
// up to one period. While the page is hidden it reads nothing; shown again, it reads at once if
// a remake was missed.

import type { BoardRefresh } from '@h5/core-api/contracts/live';
import { formatDate } from '@h5/i18n';

/** Read this long after the announced remake, so the server has made it. */
export const REFRESH_SLACK_MS = 1_000;
/** The shortest wait between two reads of a board. */
export const MIN_REFRESH_MS = 5_000;

export const HOT_TEXTS = {
  updated: 'Updated at {time}',
  next: 'Next update in',
} as const;

/**
 * Ms to wait before reading the board again, `serverNowMs` on the server's clock. `misses` counts
 * the reads in a row that failed or brought no newer board.
 */
export function refreshDelay(r: BoardRefresh, serverNowMs: number, misses = 0): number {
  const periodMs = Math.max(1, r.period) * 1000;
  const next = r.next_refresh_at * 1000;
  if (next > serverNowMs && misses === 0)
    return Math.max(MIN_REFRESH_MS, next - serverNowMs + REFRESH_SLACK_MS);
  return Math.min(periodMs, MIN_REFRESH_MS * 2 ** Math.max(0, misses - 1));
}

/** Whether the announced remake has passed (a board shown again after hiding is out of date). */
export function isDue(r: BoardRefresh, serverNowMs: number): boolean {
  return serverNowMs >= r.next_refresh_at * 1000;
}

/** A server moment as a time of day in the page's language ("14:05"). */
export function clockTime(lang: string, ms: number): string {
  return formatDate(lang, ms, { hour: '2-digit', minute: '2-digit' });
}
