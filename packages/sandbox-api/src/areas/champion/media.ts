// The contest's media as the sandbox serves them: a cover of each song's own, the wheel's prizes
// named after what they are, and each recording as a short clip of its own, from the sandbox's
// one art generator, so the pages show and play real media.

import type { RawRoute } from '../../area.ts';
import { artRoute, clipWav, coverArt, glyphArt } from '../../kit/art.ts';
import { ASSET, SONGS, WHEEL } from './catalogue.ts';

/** Seconds of each generated recording: enough to hear it play, small on a slow network. */
const CLIP_SECONDS = 3;

/** Recording `id`'s clip (a WAV). */
export const recordingWav = (id: number): Buffer => clipWav(`champion-${id}`, CLIP_SECONDS);

export function mediaRoutes<S>(): RawRoute<S>[] {
  return [
    artRoute(`${ASSET}/{file}`, (file) => {
      const prize = /^prize-(\d+)\.svg$/.exec(file);
      if (prize) {
        const p = WHEEL.find((x) => x.id === Number(prize[1]));
        return p ? glyphArt(p.glyph, p.color) : null;
      }
      const cover = /^cover-(\d+)\.svg$/.exec(file);
      const song = cover ? SONGS.find((s) => s.id === Number(cover[1])) : undefined;
      return song ? coverArt('song', `champion-${song.id}`) : null;
    }),
    artRoute(`${ASSET}/audio/{file}`, (file) => {
      const id = /^(\d{1,12})\.wav$/.exec(file)?.[1];
      return id === undefined ? null : recordingWav(Number(id));
    }),
  ];
}
