import { PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  CHAMPION_READ,
  CONTEST_READ,
  ENTRIES_READ,
  ENTRY_READ,
  INVITATIONS_READ,
  RESULTS_READ,
  SONGS_READ,
} from './reads.ts';

/** The pages' titles (English keys), in the app's bar and the browser's header. */
export const TITLES = {
  index: 'Super Star Maker',
  search: 'Find a song',
  chooseRecord: 'Choose your recording',
  share: 'Vote for this singer',
  invitation: 'Invite friends to vote',
  show: 'Superstar show',
  winner: 'Superstar winners',
  champion: 'Superstar champion',
  supernova: 'Supernova champion',
} as const;

export const MAKER = '/v/super-star-maker';
export const PATHS = {
  index: `${MAKER}/index`,
  search: `${MAKER}/search`,
  chooseRecord: `${MAKER}/chooserecord`,
  share: `${MAKER}/share`,
  invitation: `${MAKER}/invitation`,
  show: '/v/superstar-show',
  winner: '/v/superstar-winner',
  champion: '/v/superstar-champion',
  supernova: '/v/supernova-champion',
} as const;

/** The champion spin's page: the same reads for both champions. */
const CHAMPION_READS = [PROMOTION_READ, CHAMPION_READ];

// The contest, its results, a shared entry and the champion pages are open to visitors (they
// look, listen and are invited to sign in to vote or spin); choosing a recording, searching songs
// to sing and inviting friends are the user's own, behind the login guard.
export default defineRoutes({
  campaign: 'champion',
  title: 'Super Star Maker: the singing contest, its results and winners, and the champion spin.',
  routes: [
    {
      path: MAKER,
      redirect: { to: 'index' },
      noLimit: true,
      children: [
        {
          path: 'index',
          screen: 'makerIndex',
          noLimit: true,
          meta: { title: TITLES.index },
          reads: [PROMOTION_READ, CONTEST_READ, ENTRIES_READ],
        },
        // The song search of a link without `?q=` (as the index opens it); a typed search is asked by the screen.
        {
          path: 'search',
          screen: 'makerSearch',
          meta: { title: TITLES.search },
          reads: [PROMOTION_READ, SONGS_READ],
        },
        // The recordings are listed only after the contest's answer says an entry is open.
        {
          path: 'chooserecord',
          screen: 'chooseRecord',
          meta: { title: TITLES.chooseRecord },
          reads: [PROMOTION_READ, CONTEST_READ],
        },
        {
          path: 'share',
          screen: 'makerShare',
          noLimit: true,
          meta: { title: TITLES.share },
          reads: [PROMOTION_READ, ENTRY_READ, CONTEST_READ],
        },
        {
          path: 'invitation',
          screen: 'makerInvitation',
          meta: { title: TITLES.invitation },
          reads: [PROMOTION_READ, INVITATIONS_READ],
        },
      ],
    },
    {
      path: PATHS.show,
      screen: 'superstarShow',
      noLimit: true,
      meta: { title: TITLES.show },
      reads: [PROMOTION_READ, RESULTS_READ],
    },
    {
      path: PATHS.winner,
      screen: 'superstarWinner',
      noLimit: true,
      meta: { title: TITLES.winner },
      reads: [PROMOTION_READ, RESULTS_READ],
    },
    {
      path: PATHS.champion,
      screen: 'superstarChampion',
      noLimit: true,
      meta: { title: TITLES.champion },
      reads: CHAMPION_READS,
    },
    {
      path: PATHS.supernova,
      screen: 'supernovaChampion',
      noLimit: true,
      meta: { title: TITLES.supernova },
      reads: CHAMPION_READS,
    },
  ],
  examples: [
    '/v/super-star-maker?promotion_id=5001',
    '/v/super-star-maker/index?promotion_id=5001',
    '/v/super-star-maker/search?promotion_id=5001',
    '/v/super-star-maker/chooserecord?promotion_id=5001',
    '/v/super-star-maker/share?promotion_id=5001&entry_id=26',
    '/v/super-star-maker/invitation?promotion_id=5001',
    '/v/superstar-show?promotion_id=5002',
    '/v/superstar-winner?promotion_id=5002',
    '/v/superstar-champion?promotion_id=5001',
    '/v/supernova-champion?promotion_id=5002',
  ],
});
