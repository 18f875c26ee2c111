import { defineRoutes } from '@h5/ui-kit/routes';
import { PROGRAMMES, programmeRoute } from './programmes.ts';

export default defineRoutes({
  campaign: 'singers',
  title:
    'Singer programmes: popular and verified singers, India star, original songs, track upload, verified singers’ home.',
  routes: [
    ...PROGRAMMES.map(programmeRoute),
    { path: '/v/upload-audio-track', screen: 'uploadTrack', meta: { title: 'Upload your track' } },
    {
      path: '/verified/home',
      redirect: { to: 'self-detail' },
      children: [
        { path: 'self-detail', screen: 'selfDetail', noLimit: true, meta: { title: 'Verified singer' } },
        { path: 'all-posts', screen: 'allPosts', noLimit: true, meta: { title: 'All posts' } },
        { path: 'all-verified', screen: 'allVerified', noLimit: true, meta: { title: 'Verified singers' } },
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
