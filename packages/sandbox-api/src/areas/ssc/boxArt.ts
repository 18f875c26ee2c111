// The blind boxes' pictures: one drawn animal face per box, on the sandbox's static host, as the
// game's server names an icon for each box. Drawn from a few shared shapes (head, ears, eyes,
// muzzle) so each file stays under a kilobyte.

import { HOST_PREFIX, type RawRoute } from '../../area.ts';
import { artRoute } from '../../kit/art.ts';
import type { SscState } from './state.ts';

interface Face {
  head: string;
  ear: string;
  muzzle: string;
  ears: 'round' | 'pointed' | 'long' | 'none';
  /** What the face has besides the shared shapes, drawn under (`back`) or over (`front`) the head. */
  back?: string;
  front?: string;
  /** Light eyes, on dark patches. */
  lightEyes?: boolean;
}

const eyes = (fill: string) =>
  `<circle cx="24" cy="34" r="3" fill="${fill}"/><circle cx="40" cy="34" r="3" fill="${fill}"/>`;

/** Faces by box (bet_id), in the order of the game's boxes. */
const FACES: Record<number, Face> = {
  1: { head: '#a0703f', ear: '#7a5230', muzzle: '#e3c39c', ears: 'round' },
  2: { head: '#f4a340', ear: '#d9822b', muzzle: '#fde6c4', ears: 'pointed' },
  3: { head: '#f3eff5', ear: '#f2b8c6', muzzle: '#ffffff', ears: 'long' },
  4: {
    head: '#ffffff',
    ear: '#2b2333',
    muzzle: '#ffffff',
    ears: 'round',
    front:
      '<ellipse cx="24" cy="34" rx="6" ry="7" fill="#2b2333"/><ellipse cx="40" cy="34" rx="6" ry="7" fill="#2b2333"/>',
    lightEyes: true,
  },
  5: {
    head: '#e8672a',
    ear: '#b4461a',
    muzzle: '#ffffff',
    ears: 'pointed',
    front: '<path d="M12 38 L32 56 L52 38 Q42 46 32 46 Q22 46 12 38Z" fill="#ffffff"/>',
  },
  6: {
    head: '#f2b544',
    ear: '#c9822a',
    muzzle: '#fbe0a0',
    ears: 'none',
    back: '<circle cx="32" cy="36" r="28" fill="#b5651d"/>',
  },
  7: {
    head: '#3fa76b',
    ear: '#2c7a4d',
    muzzle: '#a8dfb9',
    ears: 'none',
    back: '<path d="M18 22 L12 4 L26 18Z M46 22 L52 4 L38 18Z" fill="#f2c94c"/>',
  },
  8: {
    head: '#ffffff',
    ear: '#f2b8c6',
    muzzle: '#fdf1f5',
    ears: 'pointed',
    back: '<path d="M10 30 Q6 12 26 12 Q18 22 20 34Z" fill="#c58df5"/>',
    front: '<path d="M32 2 L28 20 L36 20Z" fill="#f2c94c"/>',
  },
};

function ears(f: Face): string {
  switch (f.ears) {
    case 'round':
      return `<circle cx="15" cy="18" r="8" fill="${f.ear}"/><circle cx="49" cy="18" r="8" fill="${f.ear}"/>`;
    case 'pointed':
      return `<path d="M12 30 L15 6 L30 18Z M52 30 L49 6 L34 18Z" fill="${f.ear}"/>`;
    case 'long':
      return `<ellipse cx="24" cy="12" rx="5" ry="13" fill="${f.head}" stroke="${f.ear}" stroke-width="3"/><ellipse cx="40" cy="12" rx="5" ry="13" fill="${f.head}" stroke="${f.ear}" stroke-width="3"/>`;
    case 'none':
      return '';
  }
}

/** The picture of box `bet_id`, or null for a box the game does not have. */
export function boxSvg(betId: number): string | null {
  const f = FACES[betId];
  if (!f) return null;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    f.back ?? '',
    ears(f),
    `<circle cx="32" cy="36" r="20" fill="${f.head}" stroke="#2b2333" stroke-opacity=".15" stroke-width="2"/>`,
    f.front ?? '',
    eyes(f.lightEyes ? '#ffffff' : '#2b2333'),
    `<ellipse cx="32" cy="44" rx="8" ry="6" fill="${f.muzzle}"/>`,
    '<ellipse cx="32" cy="41" rx="3" ry="2" fill="#2b2333"/>',
    '</svg>',
  ].join('');
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
