// The gifts' and goods' pictures on the sandbox's static host: each named after what the item is
// (a star frame is a star, a moon frame a moon), from the sandbox's art generator.

import { HOST_PREFIX, type RawRoute } from '../../area.ts';
import { artRoute, type GlyphName, glyphArt, isGlyph } from '../../kit/art.ts';

const DIR = `${HOST_PREFIX.static}/recharge`;

/** Each icon's colour; an icon not listed here is drawn in the shop's purple. */
const COLOURS: Partial<Record<GlyphName, string>> = {
  rose: '#e0457b',
  star: '#e0a100',
  sparkles: '#e0457b',
  moon: '#4c51bf',
  mic: '#c98a00',
  golds: '#d69e2e',
  car: '#2f6fde',
  crown: '#8a4fff',
  heart: '#ef3b4f',
  room: '#0a7d4f',
};

export function rechargeIconUrl(name: string): string {
  return `${DIR}/${name}.svg`;
}

export const iconRoutes: Array<RawRoute<unknown>> = [
  artRoute(`${DIR}/{file}`, (file) => {
    const name = /^([a-z]+)\.svg$/.exec(file)?.[1] ?? '';
    return isGlyph(name) ? glyphArt(name, COLOURS[name] ?? '#7a5cff', 'tile') : null;
  }),
];
