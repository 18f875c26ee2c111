// The help center's category icons and the grade badges, as generated SVG on the static host.

import { HOST_PREFIX } from '../../area.ts';

export const ICON_ROUTE = `${HOST_PREFIX.static}/feedback/icons/{file}`;

export const iconUrl = (name: string): string => `${HOST_PREFIX.static}/feedback/icons/${name}.svg`;

const disc = (hue: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="24" fill="hsl(${hue} 75% 94%)"/><g fill="none" stroke="hsl(${hue} 65% 45%)" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;

const badge = (hue: number, points: number) => {
  const star = Array.from({ length: points }, (_, i) => {
    const x = 24 + (i - (points - 1) / 2) * 8;
    return `<circle cx="${x}" cy="30" r="2.6" fill="#fff"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><path d="M24 3l18 8v12c0 11-8 19-18 22C14 42 6 34 6 23V11z" fill="hsl(${hue} 70% 52%)"/><path d="M24 10l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L15 17l6-1z" fill="hsl(${hue} 90% 88%)"/>${star}</svg>`;
};

const ICONS: Record<string, string> = {
  coins: disc(
    42,
    '<ellipse cx="24" cy="17" rx="10" ry="4"/><path d="M14 17v14c0 2 4.5 4 10 4s10-2 10-4V17M14 24c0 2 4.5 4 10 4s10-2 10-4"/>',
  ),
  account: disc(262, '<circle cx="24" cy="18" r="6"/><path d="M13 36c1-6 5.5-9 11-9s10 3 11 9"/>'),
  mic: disc(
    330,
    '<rect x="19" y="10" width="10" height="17" rx="5"/><path d="M14 24a10 10 0 0 0 20 0M24 34v5"/>',
  ),
  live: disc(200, '<rect x="11" y="15" width="26" height="18" rx="3"/><path d="M20 20l8 4-8 4z"/>'),
  g1: badge(140, 1),
  g2: badge(200, 2),
  g3: badge(270, 3),
  g4: badge(40, 4),
};

export function iconSvg(file: string): string | null {
  const m = /^([a-z0-9]+)\.svg$/.exec(file);
  return (m && ICONS[m[1]!]) || null;
}
