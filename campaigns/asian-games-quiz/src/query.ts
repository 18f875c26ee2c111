// Query parameters this campaign reads. They come from URLs people share and edit, so anything
// malformed is treated as absent rather than trusted.

/** Keys that belong to one screen and must not follow the user to the next. */
export const SCREEN_KEYS = ['game', 'id', 'tab'] as const;

/** A positive whole id (`?game=12`), or null. */
export function readId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n : null;
}

/** A withdrawal record id as the server issues it (`R123`), or null. */
export function readRecordId(value: string | null): string | null {
  const v = (value ?? '').trim();
  return /^R\d{1,12}$/.test(v) ? v : null;
}

/**
 * The path with the query that should follow the user around (language, promotion, app flags),
 * minus the current screen's own keys, plus the given ones.
 */
export function withQuery(
  path: string,
  current: string,
  extra: Record<string, string | number> = {},
): string {
  const q = new URLSearchParams(current);
  for (const k of SCREEN_KEYS) q.delete(k);
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
