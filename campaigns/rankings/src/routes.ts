import { PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes, type ReadDecl, type RouteDecl } from '@h5/ui-kit/routes';
import {
  CATEGORIES,
  type CategoryEvent,
  categoryRoute,
  WEEKLY,
  type WeeklyEvent,
  weeklyRoute,
} from './events.ts';

/** An event's board and its honor wall (of one category, where the event has them). */
const board = (event: string, category?: string): ReadDecl => ({
  call: 'rankings.board',
  params: category ? { event, category } : { event },
});
const honor = (event: string, category?: string): ReadDecl => ({
  call: 'rankings.honor',
  params: category ? { event, category } : { event },
});
/** Who is signed in: every board (BoardList) asks it, to invite a visitor to sign in. */
const SELF: ReadDecl = { call: 'general.self' };
/** The first page of a paged list, as InfiniteList asks for it. */
const FIRST_PAGE = { page: 1 };

const RHAPSODY_BOARD = board('rhapsody-music');
const HOT_SONG_BOARD = board('hot-song-floor-page');
const ENGIFEST_BOARD = board('engifest');
const ENGIFEST_ENTRY: ReadDecl = { call: 'rankings.engifestEntry' };

/** The event's routes (events.ts), each child with the reads its screen makes first. */
function withReads(route: RouteDecl, readsOf: (child: RouteDecl) => ReadDecl[]): RouteDecl {
  return { ...route, children: route.children?.map((c) => ({ ...c, reads: readsOf(c) })) };
}

const weekly = (e: WeeklyEvent) =>
  withReads(weeklyRoute(e), (c) =>
    c.screen === 'weeklyIndex' ? [board(e.event), SELF] : c.screen === 'weeklyHonor' ? [honor(e.event)] : [],
  );

const category = (e: CategoryEvent) =>
  withReads(categoryRoute(e), (c) =>
    c.screen === 'honoredUsers'
      ? [{ call: 'rankings.honoredUsers', params: { event: e.event, ...FIRST_PAGE } }]
      : [honor(e.event, c.path), board(e.event, c.path), SELF],
  );

export default defineRoutes({
  campaign: 'rankings',
  title:
    'Rankings and honor walls: weekly stars, honor walls and award lists, music events, top-10 covers, duets and Engifest.',
  routes: [
    ...WEEKLY.map(weekly),
    ...CATEGORIES.map(category),
    {
      path: '/v/rhapsody-music',
      redirect: { to: 'index' },
      children: [
        {
          path: 'index',
          screen: 'rhapsodyIndex',
          noLimit: true,
          meta: { title: 'Rhapsody Music' },
          reads: [PROMOTION_READ, RHAPSODY_BOARD, SELF],
        },
        {
          path: 'history',
          screen: 'rhapsodyHistory',
          noLimit: true,
          meta: { title: 'Rhapsody Music' },
          reads: [PROMOTION_READ, honor('rhapsody-music')],
        },
        {
          path: 'rank',
          screen: 'rhapsodyRank',
          noLimit: true,
          meta: { title: 'Rhapsody Music' },
          reads: [PROMOTION_READ, RHAPSODY_BOARD, SELF],
        },
        {
          path: 'reward',
          screen: 'rhapsodyReward',
          noLimit: true,
          meta: { title: 'Rhapsody Music' },
          reads: [PROMOTION_READ, RHAPSODY_BOARD],
        },
      ],
    },
    {
      path: '/v/top10-covers-collection',
      screen: 'top10',
      noLimit: true,
      meta: { title: 'Top 10 covers' },
      reads: [board('top10-covers-collection'), SELF],
    },
    {
      path: '/v/hot-song-floor-page',
      redirect: { to: 'invite' },
      children: [
        {
          path: 'invite',
          screen: 'hotSongInvite',
          noLimit: true,
          meta: { title: 'Hot song floor' },
          reads: [PROMOTION_READ, HOT_SONG_BOARD],
        },
        {
          path: 'record',
          screen: 'hotSongRecord',
          noLimit: true,
          meta: { title: 'Hot song floor' },
          reads: [PROMOTION_READ, HOT_SONG_BOARD, SELF],
        },
      ],
    },
    {
      path: '/v/just-duet',
      screen: 'justDuet',
      noLimit: true,
      meta: { title: 'Just duet' },
      reads: [{ call: 'rankings.duets', params: FIRST_PAGE }],
    },
    {
      path: '/v/engifest',
      redirect: { to: 'ticket' },
      children: [
        {
          path: 'ticket',
          screen: 'engifestTicket',
          meta: { title: 'Engifest' },
          reads: [PROMOTION_READ, ENGIFEST_ENTRY],
        },
        {
          path: 'form',
          screen: 'engifestForm',
          meta: { title: 'Engifest sign-up' },
          reads: [PROMOTION_READ, ENGIFEST_ENTRY, ENGIFEST_BOARD, SELF],
        },
        {
          path: 'rank',
          screen: 'engifestRank',
          noLimit: true,
          meta: { title: 'Engifest' },
          reads: [PROMOTION_READ, ENGIFEST_BOARD, SELF],
        },
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
