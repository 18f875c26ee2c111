// The visit's own query parameters (spec 1: language, promotion, app…) follow the user from screen
// to screen, through a link or a navigation from code alike: the router's one door adds them.

/**
 * Spec 1: the parameters the page address may carry, and the fake app switch. They describe the
 * visit (language, promotion, app), not the screen, so they follow the user from screen to screen.
 */
export const CARRIED_QUERY_KEYS = [
  'promotion_id',
  'lang',
  'app',
  'app_name',
  'share_type',
  'bind_token',
  'uid',
  'os',
  'devi',
  'ver',
  'country',
  'module',
  'work_id',
  'activity_id',
  'spec_country',
  'outer',
  'fake_app',
  'fake_app_ver',
  'fake_app_platform',
  'fake_app_uid',
  'fake_app_login',
  'fake_app_cancel_login',
] as const;

export type QueryExtra = Record<string, string | number | null | undefined>;

/** The path with the visit's carried parameters from `current` and the screen's own `extra`. */
export function withVisitQuery(
  path: string,
  extra: QueryExtra = {},
  current: string = location.search,
): string {
  const from = new URLSearchParams(current);
  const [bare, own = ''] = path.split('?');
  const q = new URLSearchParams(own);
  for (const k of CARRIED_QUERY_KEYS) {
    const v = from.get(k);
    if (v !== null && !q.has(k)) q.set(k, v);
  }
  for (const [k, v] of Object.entries(extra)) {
    if (v === null || v === undefined) q.delete(k);
    else q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${bare}?${s}` : (bare ?? path);
}
