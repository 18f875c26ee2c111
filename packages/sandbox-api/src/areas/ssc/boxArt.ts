// The blind boxes' pictures: each box's animal as a Fluent Emoji face (the sandbox's art module),
// on the sandbox's static host, as the game's server names an icon for each box.

import { HOST_PREFIX, type RawRoute } from '../../area.ts';
import { artRoute, emojiArt } from '../../kit/art.ts';
import type { SscState } from './state.ts';

/** Each box's animal (bet_id, in the order of the game's boxes) by its Fluent Emoji name. */
const ANIMALS: Record<number, string> = {
  1: 'bear',
  2: 'cat-face',
  3: 'rabbit-face',
  4: 'panda',
  5: 'fox',
  6: 'lion',
  7: 'dragon-face',
  8: 'unicorn',
};

/** The picture of box `bet_id`, or null for a box the game does not have. */
export function boxSvg(betId: number): string | null {
  const animal = Object.hasOwn(ANIMALS, betId) ? ANIMALS[betId] : undefined;
  return animal ? emojiArt(animal) : null;
}

const ART_DIR = `${HOST_PREFIX.static}/ssc`;

/** Where box `bet_id`'s picture is served. */
export function boxIconUrl(betId: number): string {
  return `${ART_DIR}/box-${betId}.svg`;
}

export const boxArtRoutes: Array<RawRoute<SscState>> = [
  artRoute(`${ART_DIR}/{file}`, (file) => {
    const id = /^box-(\d+)\.svg$/.exec(file)?.[1];
    return id ? boxSvg(Number(id)) : null;
  }),
];
