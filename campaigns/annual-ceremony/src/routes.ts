import { PROMOTION_ID_PATTERN } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';
import { TITLES } from './texts.ts';

const PROMOTION_GIVEN = { value: '$query.promotion_id', pattern: PROMOTION_ID_PATTERN };

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
      reads: [
        { call: 'general.promotion', params: { id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
        {
          call: 'annualCeremony.carnival',
          params: { promotion_id: '$query.promotion_id' },
          when: PROMOTION_GIVEN,
        },
      ],
    },
    { path: '/v/annual-ceremony-record', screen: 'record', meta: { title: TITLES.record } },
    {
      path: '/v/annual-honor-wall',
      redirect: { to: 'user' },
      children: [
        { path: 'user', screen: 'honorWalls', meta: { title: TITLES.honor } },
        { path: 'room', screen: 'honorWalls', meta: { title: TITLES.honor } },
        { path: 'civil-war', screen: 'honorWalls', meta: { title: TITLES.honor } },
      ],
    },
    { path: '/v/anniversary-19', screen: 'anniversary', meta: { title: TITLES.anniversary } },
    { path: '/v/summary-2019', screen: 'summary', meta: { title: TITLES.summary } },
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
