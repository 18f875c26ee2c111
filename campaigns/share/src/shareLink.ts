// What a shared link names, read from its query: the app has shared the same pages with several
// parameter names over the years, so each id is taken from the first name present. An id that is
// missing or malformed is null: the page then says the link is incomplete, never calls the server.

/** Recording ids are numbers (spec 7: `/api/recordings/{id}/share/detail`). */
export const RECORDING_ID = /^\d{1,20}$/;
/** User, playlist and room ids: numbers too. */
export const NUMERIC_ID = /^\d{1,20}$/;

/** A share channel's name as the app writes it (`whatsapp`, `fb-story`). */
export const CHANNEL = /^[\w-]{1,32}$/;

export const RECORDING_KEYS = ['recording_id', 'id', 'work_id'] as const;
export const USER_KEYS = ['user_id', 'uid'] as const;
export const PLAYLIST_KEYS = ['playlist_id', 'id'] as const;
export const ROOM_KEYS = ['room_id', 'id'] as const;

function firstId(query: URLSearchParams, keys: readonly string[], pattern: RegExp): string | null {
  for (const key of keys) {
    const v = query.get(key)?.trim();
    if (v) return pattern.test(v) ? v : null;
  }
  return null;
}

export const recordingIdOf = (q: URLSearchParams) => firstId(q, RECORDING_KEYS, RECORDING_ID);
export const userIdOf = (q: URLSearchParams) => firstId(q, USER_KEYS, NUMERIC_ID);
export const playlistIdOf = (q: URLSearchParams) => firstId(q, PLAYLIST_KEYS, NUMERIC_ID);
export const roomIdOf = (q: URLSearchParams) => firstId(q, ROOM_KEYS, NUMERIC_ID);

/** Who shared the link and where (spec 3: share_user, share_channel), passed on to the server. */
export function sharerOf(q: URLSearchParams): { share_user_id?: string; share_channel?: string } {
  const user = q.get('share_user_id')?.trim();
  const channel = q.get('share_channel')?.trim() || q.get('share_type')?.trim();
  return {
    ...(user && NUMERIC_ID.test(user) ? { share_user_id: user } : {}),
    ...(channel && CHANNEL.test(channel) ? { share_channel: channel } : {}),
  };
}

/** A campaign or media-source token as store attribution carries it. */
const ATTRIBUTION = /^[\w.-]{1,64}$/;

/**
 * Not from the spec (docs/api-gaps.md): the install attribution a share link may carry, `pid` (who
 * brought the visitor: the sharing channel) and `c` (the campaign), kept to the store as a
 * promotion's `layout.downloadOrigin` is (spec 3). Malformed values are dropped.
 */
export function downloadOriginOf(q: URLSearchParams): { pid?: string; c?: string } | null {
  const pid = q.get('pid')?.trim();
  const c = q.get('c')?.trim();
  const origin = {
    ...(pid && ATTRIBUTION.test(pid) ? { pid } : {}),
    ...(c && ATTRIBUTION.test(c) ? { c } : {}),
  };
  return origin.pid || origin.c ? origin : null;
}
