// The lotteries' prize and shop icons on the static host: each prize's glyph on its own colour,
// from the sandbox's art generator, so a season can add a prize without a file.

import { glyphArt } from '../../kit/art.ts';
import type { Glyph } from './pools.ts';

export function iconSvg(glyph: Glyph, color: string): string {
  return glyphArt(glyph, color);
}
