// Helpers areas use instead of writing their own: paged answers, rankings, weighted draws,
// winners feeds, seeded people and their avatars.

export { artRoute } from './art.ts';
export { avatarUrl } from './avatars.ts';

export { pageOf } from './paging.ts';
export { seededCrowd } from './people.ts';
export { myRow, rankBy } from './ranking.ts';
