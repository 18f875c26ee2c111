// The help center's category icons and the grade badges, from the sandbox's art generator.

import { HOST_PREFIX } from '../../area.ts';
import { glyphArt } from '../../kit/art.ts';

export const ICON_ROUTE = `${HOST_PREFIX.static}/feedback/icons/{file}`;

export const iconUrl = (name: string): string => `${HOST_PREFIX.static}/feedback/icons/${name}.svg`;

const ICONS: Record<string, () => string> = {
  coins: () => glyphArt('coin', '#d69e2e'),
  account: () => glyphArt('account', '#7a5cff'),
  mic: () => glyphArt('mic', '#e0457b'),
  live: () => glyphArt('live', '#2f6fde'),
  // The grades climb in colour: green, blue, purple, gold.
  g1: () => glyphArt('vip', '#1f9d55', 'tile'),
  g2: () => glyphArt('vip', '#2f6fde', 'tile'),
  g3: () => glyphArt('vip', '#8a4fff', 'tile'),
  g4: () => glyphArt('vip', '#d68a00', 'tile'),
};

export function iconSvg(file: string): string | null {
  const name = /^([a-z0-9]+)\.svg$/.exec(file)?.[1] ?? '';
  return Object.hasOwn(ICONS, name) ? ICONS[name]!() : null;
}
