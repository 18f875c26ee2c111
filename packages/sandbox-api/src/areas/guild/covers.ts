// Seeded guild covers: eight banners the static host serves, a stage light and a microphone on
// a colour of each guild's own.

import { svgRoute } from '../../kit/svgRoute.ts';
import { COVER_ROUTE } from './constants.ts';
import type { GuildState } from './state.ts';

const HUES = [268, 330, 200, 24, 150, 45, 300, 220];

export function coverSvg(file: string): string | null {
  const m = /^(\d)\.svg$/.exec(file);
  const hue = m ? HUES[Number(m[1])] : undefined;
  if (hue === undefined) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" width="160" height="100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 38%)"/></linearGradient></defs><rect width="160" height="100" fill="url(#g)"/><path d="M80 0 50 100h60z" fill="#fff" opacity=".12"/><circle cx="80" cy="42" r="13" fill="#fff" opacity=".9"/><rect x="76" y="54" width="8" height="26" rx="3" fill="#fff" opacity=".9"/><path d="M62 40a18 18 0 0 0 36 0" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/><g fill="#fff" opacity=".8"><circle cx="28" cy="24" r="2"/><circle cx="134" cy="18" r="3"/><circle cx="124" cy="72" r="2"/><circle cx="36" cy="78" r="3"/></g></svg>`;
}

export const coverRoute = svgRoute<GuildState>(COVER_ROUTE, coverSvg);
