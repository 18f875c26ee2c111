// The invite area's pictures, served from the sandbox's static host: cash, golds and a box.

import type { RawRoute } from '../../area.ts';
import { HOST_PREFIX } from '../../area.ts';
import { artRoute, glyphArt } from '../../kit/art.ts';

const DIR = `${HOST_PREFIX.static}/invite`;

const ICONS = {
  cash: () => glyphArt('cash', '#1f9d55'),
  golds: () => glyphArt('golds', '#d69e2e'),
  box: () => glyphArt('box', '#d53f8c'),
} as const;

export function iconUrl(kind: string): string {
  return `${DIR}/${kind}.svg`;
}

export function inviteIconSvg(file: string): string | null {
  const kind = file.replace(/\.svg$/, '');
  return Object.hasOwn(ICONS, kind) ? ICONS[kind as keyof typeof ICONS]() : null;
}

export function iconRoutes<S>(): RawRoute<S>[] {
  return [artRoute(`${DIR}/{file}`, inviteIconSvg)];
}
