import { defineRoutes } from '@h5/ui-kit/routes';

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
        { path: 'index', screen: 'makerIndex', noLimit: true, meta: { title: TITLES.index } },
        { path: 'search', screen: 'makerSearch', meta: { title: TITLES.search } },
        { path: 'chooserecord', screen: 'chooseRecord', meta: { title: TITLES.chooseRecord } },
        { path: 'share', screen: 'makerShare', noLimit: true, meta: { title: TITLES.share } },
        { path: 'invitation', screen: 'makerInvitation', meta: { title: TITLES.invitation } },
      ],
    },
    { path: PATHS.show, screen: 'superstarShow', noLimit: true, meta: { title: TITLES.show } },
    { path: PATHS.winner, screen: 'superstarWinner', noLimit: true, meta: { title: TITLES.winner } },
    { path: PATHS.champion, screen: 'superstarChampion', noLimit: true, meta: { title: TITLES.champion } },
    { path: PATHS.supernova, screen: 'supernovaChampion', noLimit: true, meta: { title: TITLES.supernova } },
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
