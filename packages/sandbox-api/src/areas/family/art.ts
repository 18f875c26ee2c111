// The pictures the family server serves: a cover of each family's own and the privilege icons,
// from the sandbox's one art generator.

import { coverArt, glyphArt, isGlyph } from '../../kit/art.ts';

/** Family `<id>`'s cover, or null for any other file. */
export function coverSvg(file: string): string | null {
  const id = /^(\d{1,12})\.svg$/.exec(file)?.[1];
  return id === undefined ? null : coverArt('family', Number(id));
}

/** Privilege icon `<name>.svg`, or null. */
export function privilegeSvg(file: string): string | null {
  const name = /^([a-z]+)\.svg$/.exec(file)?.[1] ?? '';
  return isGlyph(name) ? glyphArt(name, '#8b5cf6') : null;
}
