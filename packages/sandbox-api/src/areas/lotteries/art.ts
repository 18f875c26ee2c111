// The lotteries' prize and shop icons, drawn as small SVGs on the static host: a coloured disc
// with a white glyph, so every prize has its own picture and a season can add one without a file.

import type { Glyph } from './pools.ts';

const GLYPH: Record<Glyph, string> = {
  chest:
    '<path d="M14 28a18 12 0 0 1 36 0v4H14z" fill="#fff"/><rect x="14" y="33" width="36" height="18" rx="3" fill="#fff"/><rect x="29" y="29" width="6" height="10" rx="2" fill="currentColor"/>',
  coin: '<circle cx="32" cy="32" r="17" fill="#fff"/><circle cx="32" cy="32" r="11" fill="none" stroke="currentColor" stroke-width="3"/><path d="M32 25v14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>',
  gem: '<path d="M20 22h24l8 10-20 22-20-22z" fill="#fff"/><path d="M12 32h40M26 22l6 32 6-32" stroke="currentColor" stroke-width="2" fill="none"/>',
  note: '<path d="M26 44V18l20-4v26" stroke="#fff" stroke-width="4" fill="none"/><circle cx="21" cy="45" r="6" fill="#fff"/><circle cx="41" cy="41" r="6" fill="#fff"/>',
  star: '<path d="m32 12 6 13 14 2-10 10 3 14-13-7-13 7 3-14-10-10 14-2z" fill="#fff"/>',
  crown:
    '<path d="M13 44 11 21l12 9 9-16 9 16 12-9-2 23z" fill="#fff"/><rect x="13" y="46" width="38" height="5" rx="2" fill="#fff"/>',
  egg: '<path d="M32 12c9 0 16 14 16 25a16 16 0 0 1-32 0c0-11 7-25 16-25z" fill="#fff"/><path d="m22 34 5 4 5-5 5 5 5-4" stroke="currentColor" stroke-width="3" fill="none"/>',
  frame:
    '<rect x="14" y="14" width="36" height="36" rx="8" fill="none" stroke="#fff" stroke-width="5"/><circle cx="32" cy="30" r="6" fill="#fff"/><path d="M22 46a10 8 0 0 1 20 0" fill="#fff"/>',
  mic: '<rect x="25" y="12" width="14" height="24" rx="7" fill="#fff"/><path d="M19 30a13 13 0 0 0 26 0M32 43v9M25 52h14" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>',
  car: '<path d="M10 41l5-11 10-6h15l10 8 4 9v4H10z" fill="#fff"/><circle cx="21" cy="46" r="5" fill="currentColor" stroke="#fff" stroke-width="3"/><circle cx="43" cy="46" r="5" fill="currentColor" stroke="#fff" stroke-width="3"/>',
};

export function iconSvg(glyph: Glyph, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" color="${color}"><circle cx="32" cy="32" r="32" fill="${color}"/>${GLYPH[glyph]}</svg>`;
}
