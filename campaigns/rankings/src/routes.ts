import { defineRoutes } from '@h5/ui-kit/routes';
import { CATEGORIES, categoryRoute, WEEKLY, weeklyRoute } from './events.ts';

export default defineRoutes({
  campaign: 'rankings',
  title:
    'Rankings and honor walls: weekly stars, honor walls and award lists, music events, top-10 covers, duets and Engifest.',
  routes: [
    ...WEEKLY.map(weeklyRoute),
    ...CATEGORIES.map(categoryRoute),
    {
      path: '/v/rhapsody-music',
      redirect: { to: 'index' },
      children: [
        { path: 'index', screen: 'rhapsodyIndex', noLimit: true, meta: { title: 'Rhapsody Music' } },
        { path: 'history', screen: 'rhapsodyHistory', noLimit: true, meta: { title: 'Rhapsody Music' } },
        { path: 'rank', screen: 'rhapsodyRank', noLimit: true, meta: { title: 'Rhapsody Music' } },
        { path: 'reward', screen: 'rhapsodyReward', noLimit: true, meta: { title: 'Rhapsody Music' } },
      ],
    },
    { path: '/v/top10-covers-collection', screen: 'top10', noLimit: true, meta: { title: 'Top 10 covers' } },
    {
      path: '/v/hot-song-floor-page',
      redirect: { to: 'invite' },
      children: [
        { path: 'invite', screen: 'hotSongInvite', noLimit: true, meta: { title: 'Hot song floor' } },
        { path: 'record', screen: 'hotSongRecord', noLimit: true, meta: { title: 'Hot song floor' } },
      ],
    },
    { path: '/v/just-duet', screen: 'justDuet', noLimit: true, meta: { title: 'Just duet' } },
    {
      path: '/v/engifest',
      redirect: { to: 'ticket' },
      children: [
        { path: 'ticket', screen: 'engifestTicket', meta: { title: 'Engifest' } },
        { path: 'form', screen: 'engifestForm', meta: { title: 'Engifest sign-up' } },
        { path: 'rank', screen: 'engifestRank', noLimit: true, meta: { title: 'Engifest' } },
      ],
    },
  ],
  examples: [
    '/v/weekly-star',
    '/v/weekly-cover-star/index',
    '/v/honor-wall',
    '/v/award-list/live',
    '/v/rhapsody-music?promotion_id=rhapsody-music',
    '/v/rhapsody-music/index?promotion_id=rhapsody-music',
    '/v/rhapsody-music/history?promotion_id=rhapsody-music',
    '/v/rhapsody-music/rank?promotion_id=rhapsody-music',
    '/v/rhapsody-music/reward?promotion_id=rhapsody-music',
    '/v/top10-covers-collection',
    '/v/hot-song-floor-page?promotion_id=hot-song-floor-page',
    '/v/hot-song-floor-page/invite?promotion_id=hot-song-floor-page',
    '/v/hot-song-floor-page/record?promotion_id=hot-song-floor-page',
    '/v/just-duet',
    '/v/engifest?promotion_id=engifest',
    '/v/engifest/ticket?promotion_id=engifest',
    '/v/engifest/form?promotion_id=engifest',
    '/v/engifest/rank?promotion_id=engifest',
  ],
});
