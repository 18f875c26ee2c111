// The VIP area's pictures: a glyph per privilege, effect and template on its own colour, served
// from the sandbox's static host as `<glyph>-<hex colour>.svg`, from the sandbox's art generator.

import type { RawRoute } from '../../area.ts';
import { artRoute, glyphArt, isGlyph } from '../../kit/art.ts';
import { ICON_DIR } from './catalogue.ts';
import type { VipState } from './state.ts';

/** The picture of `<glyph>-<rrggbb>.svg`, or null for a file name no icon has. */
export function vipIconSvg(file: string): string | null {
  const m = /^([a-z]+)-([0-9a-f]{6})\.svg$/.exec(file);
  return m && isGlyph(m[1]!) ? glyphArt(m[1], `#${m[2]}`, 'tile') : null;
}

export const iconRoutes: RawRoute<VipState>[] = [artRoute(`${ICON_DIR}/{file}`, vipIconSvg)];
