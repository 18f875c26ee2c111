// Avatars of seeded people: a face of each person's own (seeded by their uid) on the sandbox's
// static host, so a list of people shows different people, and no broken image.

import { HOST_PREFIX } from '../area.ts';
import { coverArt, flagArt } from './art.ts';

/** Where the static host serves the avatar of person `uid`. */
export function avatarUrl(uid: number): string {
  return `${HOST_PREFIX.static}/avatars/${Math.abs(Math.trunc(uid))}.svg`;
}

/** The path the avatar route answers, with `{file}` the `<uid>.svg` part. */
export const AVATAR_ROUTE = `${HOST_PREFIX.static}/avatars/{file}`;

/** The avatar a file name stands for (`<uid>.svg`), or null for any other file. */
export function avatarSvg(file: string): string | null {
  const uid = /^(\d{1,12})\.svg$/.exec(file)?.[1];
  return uid === undefined ? null : coverArt('person', Number(uid));
}

/** Where the static host serves a country's flag, by its ISO 3166 alpha-2 code. */
export const flagUrl = (code: string): string => `${HOST_PREFIX.static}/flags/${code.toLowerCase()}.svg`;

export const FLAG_ROUTE = `${HOST_PREFIX.static}/flags/{file}`;

/** The flag a file name stands for (`in.svg`), or null. */
export function flagSvg(file: string): string | null {
  const code = /^([a-z]{2})\.svg$/.exec(file)?.[1];
  return code ? flagArt(code) : null;
}
