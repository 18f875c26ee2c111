import { PROMOTION_GIVEN, PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';
import { TITLES } from './titles.ts';

/** A read of the ceremony's own area for the page's promotion, started only with a well-formed id. */
const ceremonyRead = (call: string, params: ReadDecl['params'] = {}): ReadDecl => ({
  call,
  params: { promotion_id: '$query.promotion_id', ...params },
  when: PROMOTION_GIVEN,
});

/** An honor wall's page: the wall of its kind (the path's last segment). */
const honorWall = (kind: string) => ({
  path: kind,
  screen: 'honorWalls',
  meta: { title: TITLES.honor },
  reads: [PROMOTION_READ, ceremonyRead('annualCeremony.honorWall', { kind })],
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
        ceremonyRead('annualCeremony.carnival'),
        ceremonyRead('annualCeremony.homeBanner'),
        { call: 'luckyEgg.golds', when: PROMOTION_GIVEN },
        ceremonyRead('annualCeremony.userStar'),
        ceremonyRead('annualCeremony.checkIn'),
        ceremonyRead('annualCeremony.inviteCode'),
        ceremonyRead('annualCeremony.treasureInfo'),
        ceremonyRead('annualCeremony.treasureBoxes'),
        ceremonyRead('annualCeremony.fragments'),
        ceremonyRead('annualCeremony.cards'),
        ceremonyRead('annualCeremony.turntables'),
        ceremonyRead('annualCeremony.shop'),
      ],
    },
    {
      path: '/v/annual-ceremony-record',
      screen: 'record',
      meta: { title: TITLES.record },
      // The awards' tab comes first.
      reads: [PROMOTION_READ, ceremonyRead('annualCeremony.awards', { page: 1 })],
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
      reads: [
        PROMOTION_READ,
        ceremonyRead('annualCeremony.homeBanner'),
        ceremonyRead('annualCeremony.finalTop'),
      ],
    },
    {
      path: '/v/summary-2019',
      screen: 'summary',
      meta: { title: TITLES.summary },
      reads: [{ call: 'annualCeremony.yearSummary', params: { year: 2019 } }],
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
