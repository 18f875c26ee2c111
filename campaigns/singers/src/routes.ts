import { defineRoutes, type RouteDecl } from '@h5/ui-kit/routes';
import { PROGRAMMES, type ProgrammePage, programmeRoute } from './programmes.ts';
import { ALL_VERIFIED_READ, POSTS_READ, PROGRAMME_READ, programmeRead, SINGER_READ } from './reads.ts';

const programmeWithReads = (p: ProgrammePage): RouteDecl => ({
  ...programmeRoute(p),
  reads: [programmeRead(p.key)],
});

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
      reads: [PROGRAMME_READ],
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
          reads: [POSTS_READ],
        },
        {
          path: 'all-verified',
          screen: 'allVerified',
          noLimit: true,
          meta: { title: 'Verified singers' },
          reads: [ALL_VERIFIED_READ],
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
