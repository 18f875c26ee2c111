// The pictures and tunes the rankings server hands out: covers of recordings, rooms, teams and
// college crests (one of each's own, seeded by its id), reward icons, and a short tune per
// recording that its cover plays in the page, all from the sandbox's one art generator.

import type { RawRoute } from '../../area.ts';
import { artRoute, type CoverKind, clipWav, coverArt, glyphArt, isGlyph } from '../../kit/art.ts';

/** Reward icons' colours: gold for the crown and trophy, silver for the medal. */
const ICON_COLOURS: Record<string, string> = {
  crown: '#e0a100',
  trophy: '#d68a00',
  medal: '#8a94a6',
  star: '#f5b301',
  mic: '#7a5cff',
  diamond: '#0288d1',
};

const KINDS: Record<string, CoverKind> = { cover: 'song', room: 'room', team: 'team', crest: 'crest' };

/** The picture a file name stands for (`cover-<recording id>.svg`, `room-<id>.svg`, `crown.svg`), or null. */
function rankingsArt(file: string): string | null {
  const icon = /^([a-z]+)\.svg$/.exec(file)?.[1];
  if (icon && ICON_COLOURS[icon] && isGlyph(icon)) return glyphArt(icon, ICON_COLOURS[icon]);
  const m = /^([a-z]+)-([a-z0-9-]{1,80})\.svg$/.exec(file);
  const kind = m ? KINDS[m[1]!] : undefined;
  return kind ? coverArt(kind, m![2]!) : null;
}

export function artRoutes<S>(): RawRoute<S>[] {
  return [
    artRoute('/static/rankings/{file}', rankingsArt),
    artRoute('/static/rankings/tunes/{file}', (file) => {
      const id = /^tune-([a-z0-9-]{1,80})\.wav$/.exec(file)?.[1];
      return id ? clipWav(id) : null;
    }),
  ];
}
