// The pictures the live server hands out: KTV room covers (one of each room's own) and the
// diamond reward icon; the other reward icons are the rankings server's.

import { coverArt, glyphArt } from '../../kit/art.ts';

/** The reward pictures the rankings server already serves (`/static/rankings/{icon}.svg`). */
const SHARED_ICONS = new Set(['crown', 'trophy', 'medal', 'mic']);

/** Where a reward icon is served. */
export function iconUrl(icon: string): string {
  return SHARED_ICONS.has(icon) ? `/static/rankings/${icon}.svg` : `/static/live/${icon}.svg`;
}

/** Where room `roomId`'s cover is served. */
export const roomCoverUrl = (roomId: number) => `/static/live/room-${roomId}.svg`;

/** The picture a file name stands for (`room-<id>.svg`, `diamond.svg`), or null. */
export function liveArt(file: string): string | null {
  if (file === 'diamond.svg') return glyphArt('diamond', '#0288d1');
  const id = /^room-(\d{1,12})\.svg$/.exec(file)?.[1];
  return id === undefined ? null : coverArt('room', Number(id));
}
