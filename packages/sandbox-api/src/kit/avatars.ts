// Avatars of seeded people: a handful of generated pictures on the sandbox's static host, so
// pages show real images (and no broken ones) wherever a seeded user's avatar appears.

import { HOST_PREFIX } from '../area.ts';

export const AVATAR_COUNT = 8;

/** Where the area's static host serves avatar `n` (any whole number; wraps round). */
export function avatarUrl(n: number): string {
  return `${HOST_PREFIX.static}/avatars/${((n % AVATAR_COUNT) + AVATAR_COUNT) % AVATAR_COUNT}.svg`;
}

/** The path the avatar route answers, with `{file}` the `<n>.svg` part. */
export const AVATAR_ROUTE = `${HOST_PREFIX.static}/avatars/{file}`;

const HUES = [12, 48, 96, 160, 200, 232, 280, 330];

/** Avatar `n` as an SVG (a head and shoulders on a coloured disc), or null for an unknown file. */
export function avatarSvg(file: string): string | null {
  const m = /^(\d+)\.svg$/.exec(file);
  const n = m ? Number(m[1]) : -1;
  if (n < 0 || n >= AVATAR_COUNT) return null;
  const hue = HUES[n]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 60% 55%)"/><circle cx="32" cy="26" r="11" fill="hsl(${hue} 70% 92%)"/><path d="M12 56a20 16 0 0 1 40 0z" fill="hsl(${hue} 70% 92%)"/></svg>`;
}
