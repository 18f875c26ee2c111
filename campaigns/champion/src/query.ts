// What the pages read from their address: the entry a share link names, and the song search as
// typed. Anything malformed reads as absent, never as an error.

/** Longest song search the server takes; longer input is cut, not refused. */
export const SONG_QUERY_MAX = 50;

/** The search as sent: spaces trimmed and collapsed, at most SONG_QUERY_MAX characters. */
export function songQuery(raw: string | null | undefined): string {
  return [...(raw ?? '').replace(/\s+/g, ' ').trim()].slice(0, SONG_QUERY_MAX).join('').trim();
}

/** An entry id from the query: a whole number from 1, or null. */
export function entryIdOf(v: string | null): number | null {
  return v && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v.trim()) : null;
}
