// The gifts' and goods' pictures, drawn as small SVGs on the sandbox's static host, so every
// prize, tier and item shows a real image.

import { HOST_PREFIX, type RawRoute } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';

const DIR = `${HOST_PREFIX.static}/recharge`;

const wrap = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="16" fill="${bg}"/>${body}</svg>`;

const ICONS: Record<string, string> = {
  frame: wrap(
    '#fde7f0',
    '<circle cx="32" cy="32" r="18" fill="none" stroke="#e0457b" stroke-width="6"/><circle cx="32" cy="14" r="5" fill="#ffc83d"/><circle cx="46" cy="44" r="4" fill="#ffc83d"/><circle cx="18" cy="44" r="4" fill="#ffc83d"/>',
  ),
  mic: wrap(
    '#fff4d6',
    '<rect x="24" y="10" width="16" height="28" rx="8" fill="#e0a100"/><path d="M18 32a14 14 0 0 0 28 0" fill="none" stroke="#7a5200" stroke-width="4"/><rect x="30" y="45" width="4" height="9" fill="#7a5200"/>',
  ),
  golds: wrap(
    '#fff4d6',
    '<ellipse cx="32" cy="40" rx="18" ry="8" fill="#c98a00"/><ellipse cx="32" cy="34" rx="18" ry="8" fill="#ffc83d"/><ellipse cx="32" cy="26" rx="18" ry="8" fill="#ffd966" stroke="#c98a00" stroke-width="2"/>',
  ),
  car: wrap(
    '#e3f0ff',
    '<path d="M10 40l6-12h30l8 12v6H10z" fill="#2f6fde"/><rect x="20" y="30" width="10" height="7" fill="#cfe3ff"/><rect x="34" y="30" width="10" height="7" fill="#cfe3ff"/><circle cx="20" cy="47" r="5" fill="#1d1730"/><circle cx="44" cy="47" r="5" fill="#1d1730"/>',
  ),
  crown: wrap(
    '#f1e8ff',
    '<path d="M12 44l4-24 10 12 6-16 6 16 10-12 4 24z" fill="#8a4fff"/><rect x="12" y="46" width="40" height="6" rx="2" fill="#ffc83d"/>',
  ),
  heart: wrap(
    '#ffe3e3',
    '<path d="M32 50S12 38 12 24a10 10 0 0 1 20-3 10 10 0 0 1 20 3c0 14-20 26-20 26z" fill="#ef3b4f"/>',
  ),
  room: wrap(
    '#e6f7ef',
    '<path d="M10 30L32 12l22 18v22H10z" fill="#0a7d4f"/><rect x="26" y="36" width="12" height="16" fill="#ffc83d"/><circle cx="20" cy="36" r="3" fill="#fff"/><circle cx="44" cy="36" r="3" fill="#fff"/>',
  ),
};

export function rechargeIconUrl(name: string): string {
  return `${DIR}/${name}.svg`;
}

export const iconRoutes: Array<RawRoute<unknown>> = [
  svgRoute(`${DIR}/{file}`, (file) => ICONS[/^([a-z]+)\.svg$/.exec(file)?.[1] ?? ''] ?? null),
];
