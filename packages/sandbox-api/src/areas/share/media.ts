// What a share page plays and shows: a short clip per recording, played in place (never a
// download), and a cover of each recording's own, from the sandbox's one art generator.

import type { RawRoute } from '../../area.ts';
import { HOST_PREFIX } from '../../area.ts';
import { artRoute, clipWav, coverArt } from '../../kit/art.ts';

const MEDIA_ROUTE = `${HOST_PREFIX.static}/share/media/{file}`;
const COVER_ROUTE = `${HOST_PREFIX.static}/share/cover/{file}`;

export const mediaUrl = (id: string) => `${HOST_PREFIX.static}/share/media/${id}.wav`;
export const coverUrl = (id: string) => `${HOST_PREFIX.static}/share/cover/${id}.svg`;

/** Recording `id`'s clip (a WAV). */
export const melodyWav = (id: string): Buffer => clipWav(`share-${id}`);

/** A recording's cover, or null for a file that names none. */
export function coverSvg(file: string): string | null {
  const id = /^([a-z0-9]+)\.svg$/.exec(file)?.[1];
  return id === undefined ? null : coverArt('song', `share-${id}`);
}

export function mediaRoutes<S>(): RawRoute<S>[] {
  return [
    artRoute<S>(MEDIA_ROUTE, (file) => {
      const id = /^([a-z0-9]+)\.wav$/.exec(file)?.[1];
      return id === undefined ? null : melodyWav(id);
    }),
    artRoute<S>(COVER_ROUTE, coverSvg),
  ];
}
