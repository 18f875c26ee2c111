// The invite area's pictures, served from the sandbox's static host: cash, golds and a box.

import type { RawRoute } from '../../area.ts';
import { HOST_PREFIX } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';

const DIR = `${HOST_PREFIX.static}/invite`;

const ICONS: Record<string, string> = {
  cash: '<rect x="6" y="16" width="52" height="32" rx="5" fill="#1f9d55"/><circle cx="32" cy="32" r="9" fill="#c6f6d5"/><path d="M29 27h7M29 31h7M31 27c4 0 4 8 0 8l5 5" stroke="#1f9d55" stroke-width="2" fill="none"/>',
  golds:
    '<ellipse cx="32" cy="40" rx="20" ry="8" fill="#b7791f"/><rect x="12" y="26" width="40" height="14" fill="#d69e2e"/><ellipse cx="32" cy="26" rx="20" ry="8" fill="#f6e05e"/>',
  box: '<rect x="10" y="26" width="44" height="26" rx="3" fill="#d53f8c"/><rect x="8" y="18" width="48" height="10" rx="2" fill="#ed64a6"/><rect x="29" y="18" width="6" height="34" fill="#fbd38d"/>',
};

export function iconUrl(kind: string): string {
  return `${DIR}/${kind}.svg`;
}

export function inviteIconSvg(file: string): string | null {
  const body = ICONS[file.replace(/\.svg$/, '')];
  return body
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>`
    : null;
}

export function iconRoutes<S>(): RawRoute<S>[] {
  return [svgRoute(`${DIR}/{file}`, inviteIconSvg)];
}
