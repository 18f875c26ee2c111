// Helpers areas use instead of writing their own: paged answers, rankings, weighted draws,
// winners feeds, seeded people and their avatars.

export {
  type Art,
  artRoute,
  type CoverKind,
  channelArt,
  clipWav,
  coverArt,
  flagArt,
  type GlyphName,
  glyphArt,
  isGlyph,
} from './art.ts';
export { AVATAR_ROUTE, avatarSvg, avatarUrl, FLAG_ROUTE, flagSvg, flagUrl } from './avatars.ts';
export { weightedPick } from './draw.ts';
export { type PageOptions, pageAfter, pageNumber, pageOf, pageSize } from './paging.ts';
export { type Face, face, faceOf, NAMES, type NameScript, seededCrowd } from './people.ts';
export { myRow, type Ranked, type RankOptions, rankBy } from './ranking.ts';
export { addWinner } from './winners.ts';
