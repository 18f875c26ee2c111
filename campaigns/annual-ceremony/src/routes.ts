import { GOLDS_READ, PROMOTION_READ } from '@h5/blocks/promotion/id';
import { readWith } from '@h5/ui-kit/reads';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  AWARDS_READ,
  CARDS_READ,
  CARNIVAL_READ,
  CHECK_IN_READ,
  FINAL_TOP_READ,
  FRAGMENTS_READ,
  HOME_BANNER_READ,
  HONOR_WALL_READ,
  INVITE_CODE_READ,
  SHOP_READ,
  TREASURE_BOXES_READ,
  TREASURE_INFO_READ,
  TURNTABLES_READ,
  USER_STAR_READ,
  YEAR_SUMMARY_READ,
} from './reads.ts';
import { TITLES } from './titles.ts';

/** An honor wall's page: the wall of its kind (the path's last segment). */
const honorWall = (kind: string) => ({
  path: kind,
  screen: 'honorWalls',
  meta: { title: TITLES.honor },
  reads: [PROMOTION_READ, readWith(HONOR_WALL_READ, { kind })],
});

// Every screen reads the user's own stars, awards or year: each checks the login (spec 6).
export default defineRoutes({
  campaign: 'annual-ceremony',
  title:
    'The annual grand ceremony: stars, stages, turntables, cards, the shop, honor walls and the year pages.',
  routes: [
    {
      path: '/v/annual-ceremony-home',
      screen: 'home',
      meta: { title: TITLES.home },
      // Each section reads its own part; the stages' list waits for the server's day.
      reads: [
        PROMOTION_READ,
        CARNIVAL_READ,
        HOME_BANNER_READ,
        GOLDS_READ,
        USER_STAR_READ,
        CHECK_IN_READ,
        INVITE_CODE_READ,
        TREASURE_INFO_READ,
        TREASURE_BOXES_READ,
        FRAGMENTS_READ,
        CARDS_READ,
        TURNTABLES_READ,
        SHOP_READ,
      ],
    },
    {
      path: '/v/annual-ceremony-record',
      screen: 'record',
      meta: { title: TITLES.record },
      // The awards' tab comes first.
      reads: [PROMOTION_READ, AWARDS_READ],
    },
    {
      path: '/v/annual-honor-wall',
      redirect: { to: 'user' },
      children: [honorWall('user'), honorWall('room'), honorWall('civil-war')],
    },
    {
      path: '/v/anniversary-19',
      screen: 'anniversary',
      meta: { title: TITLES.anniversary },
      reads: [PROMOTION_READ, HOME_BANNER_READ, FINAL_TOP_READ],
    },
    {
      path: '/v/summary-2019',
      screen: 'summary',
      meta: { title: TITLES.summary },
      reads: [YEAR_SUMMARY_READ],
    },
  ],
  examples: [
    '/v/annual-ceremony-home?promotion_id=4901',
    '/v/annual-ceremony-record?promotion_id=4901',
    '/v/annual-honor-wall?promotion_id=4901',
    '/v/annual-honor-wall/user?promotion_id=4901',
    '/v/annual-honor-wall/room?promotion_id=4901',
    '/v/annual-honor-wall/civil-war?promotion_id=4901',
    '/v/anniversary-19?promotion_id=4901',
    '/v/summary-2019',
  ],
});
