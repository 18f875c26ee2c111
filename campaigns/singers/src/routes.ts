import { defineRoutes, type ReadDecl, type RouteDecl } from '@h5/ui-kit/routes';
import { PROGRAMMES, type ProgrammePage, programmeRoute } from './programmes.ts';

/**
 * A singer's page is about `?uid=` when it is a whole number (as singerUid reads it); without
 * one it is the signed-in user's own, read only once the login is known.
 */
const UID_GIVEN = { value: '$query.uid', pattern: /^[1-9]\d{0,11}$/ };
/** The track is uploaded for `?programme=` when it names one (original song otherwise). */
const PROGRAMME_GIVEN = {
  value: '$query.programme',
  pattern: new RegExp(`^(${PROGRAMMES.map((p) => p.key).join('|')})$`),
};
/** The first page of a paged list, as InfiniteList asks for it. */
const FIRST_PAGE = { page: 1 };

const programmeWithReads = (p: ProgrammePage): RouteDecl => ({
  ...programmeRoute(p),
  reads: [{ call: 'singers.programme', params: { programme: p.key } }],
});

const SINGER_READ: ReadDecl = { call: 'singers.verified', params: { uid: '$query.uid' }, when: UID_GIVEN };

export default defineRoutes({
  campaign: 'singers',
  title:
    'Singer programmes: popular and verified singers, India star, original songs, track upload, verified singers’ home.',
  routes: [
    ...PROGRAMMES.map(programmeWithReads),
    {
      path: '/v/upload-audio-track',
      screen: 'uploadTrack',
      meta: { title: 'Upload your track' },
      reads: [
        { call: 'singers.programme', params: { programme: '$query.programme' }, when: PROGRAMME_GIVEN },
      ],
    },
    {
      path: '/verified/home',
      redirect: { to: 'self-detail' },
      children: [
        {
          path: 'self-detail',
          screen: 'selfDetail',
          noLimit: true,
          meta: { title: 'Verified singer' },
          reads: [SINGER_READ],
        },
        {
          path: 'all-posts',
          screen: 'allPosts',
          noLimit: true,
          meta: { title: 'All posts' },
          reads: [{ call: 'singers.posts', params: { uid: '$query.uid', ...FIRST_PAGE }, when: UID_GIVEN }],
        },
        {
          path: 'all-verified',
          screen: 'allVerified',
          noLimit: true,
          meta: { title: 'Verified singers' },
          reads: [{ call: 'singers.allVerified', params: FIRST_PAGE }],
        },
      ],
    },
  ],
  examples: [
    '/v/popular-singer',
    '/v/original-song',
    '/v/upload-audio-track?programme=original-song',
    '/verified/home/self-detail?uid=2001',
    '/verified/home/all-posts?uid=2001',
  ],
});
