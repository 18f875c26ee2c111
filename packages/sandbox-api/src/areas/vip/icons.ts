// The VIP area's pictures: a glyph per privilege, effect and template on its own colour, served
// from the sandbox's static host as `<glyph>-<hex colour>.svg`, so every icon is a real image.

import type { RawRoute } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';
import { type Glyph, ICON_DIR } from './catalogue.ts';
import type { VipState } from './state.ts';

const W = 'fill="#fff"';

const GLYPHS: Record<Glyph, string> = {
  crown: `<path ${W} d="M14 44h36l3-22-11 9-10-14-10 14-11-9z"/><rect ${W} x="14" y="46" width="36" height="5" rx="2"/>`,
  badge: `<path ${W} d="M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z"/><path fill="none" stroke="#0003" stroke-width="3" d="M25 32l5 5 9-10"/>`,
  entrance: `<path ${W} d="M20 50V16h18l6 6v28z"/><path fill="#0003" d="M38 16v8h6"/><circle cx="33" cy="34" r="2.5" fill="#0004"/>`,
  bubble: `<path ${W} d="M12 18c0-3 2-5 5-5h30c3 0 5 2 5 5v18c0 3-2 5-5 5H28l-9 8v-8h-2c-3 0-5-2-5-5z"/>`,
  gift: `<rect ${W} x="14" y="26" width="36" height="24" rx="3"/><rect ${W} x="12" y="19" width="40" height="8" rx="2"/><path fill="#0003" d="M30 19h4v31h-4z"/>`,
  frame: `<rect fill="none" stroke="#fff" stroke-width="6" x="14" y="14" width="36" height="36" rx="18"/><circle ${W} cx="32" cy="13" r="4"/>`,
  film: `<rect ${W} x="12" y="18" width="40" height="28" rx="4"/><path fill="#0003" d="M28 25v14l12-7z"/>`,
  headset: `<path fill="none" stroke="#fff" stroke-width="5" d="M16 38v-6a16 16 0 0 1 32 0v6"/><rect ${W} x="12" y="34" width="9" height="14" rx="3"/><rect ${W} x="43" y="34" width="9" height="14" rx="3"/>`,
  eye: `<path ${W} d="M8 32c6-10 14-15 24-15s18 5 24 15c-6 10-14 15-24 15S14 42 8 32z"/><circle cx="32" cy="32" r="7" fill="#0004"/>`,
  rebate: `<circle ${W} cx="32" cy="32" r="19"/><path fill="none" stroke="#0004" stroke-width="4" d="M24 40l16-16"/><circle cx="25" cy="25" r="3.5" fill="#0004"/><circle cx="39" cy="39" r="3.5" fill="#0004"/>`,
  heart: `<path ${W} d="M32 50S12 38 12 25c0-6 5-11 11-11 4 0 7 2 9 5 2-3 5-5 9-5 6 0 11 5 11 11 0 13-20 25-20 25z"/>`,
  ring: `<circle fill="none" stroke="#fff" stroke-width="6" cx="32" cy="38" r="13"/><path ${W} d="M26 12h12l4 6-10 8-10-8z"/>`,
  star: `<path ${W} d="M32 10l6.5 14 15.5 2-11.5 10.5 3 15.5L32 44l-13.5 8 3-15.5L10 26l15.5-2z"/>`,
  shield: `<path ${W} d="M32 10l18 7v13c0 12-8 21-18 24-10-3-18-12-18-24V17z"/><path fill="#0003" d="M32 10v44c10-3 18-12 18-24V17z"/>`,
};

/** The picture of `<glyph>-<rrggbb>.svg`, or null for a file name no icon has. */
export function vipIconSvg(file: string): string | null {
  const m = /^([a-z]+)-([0-9a-f]{6})\.svg$/.exec(file);
  const glyph = m ? GLYPHS[m[1] as Glyph] : undefined;
  if (!m || !glyph) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="16" fill="#${m[2]}"/>${glyph}</svg>`;
}

export const iconRoutes: RawRoute<VipState>[] = [svgRoute(`${ICON_DIR}/{file}`, vipIconSvg)];
