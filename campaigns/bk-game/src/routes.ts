import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'bk-game',
  title: 'The blind-box encirclement betting game: rounds, seasons, lucky and final rewards.',
  routes: [
    {
      path: '/v/bk-game',
      screen: 'board',
      meta: { title: 'Blind Box Encirclement' },
      children: [
        { path: 'ranking', screen: 'ranking', meta: { title: 'Ranking' } },
        { path: 'records', screen: 'records', meta: { title: 'Records' } },
        { path: 'strategy', screen: 'strategy', meta: { title: 'My strategy' } },
        { path: 'rebate', screen: 'rebate', meta: { title: 'Recharge rebate' } },
      ],
    },
  ],
  examples: [
    '/v/bk-game?promotion_id=ssc_encirclement_promotion_id',
    '/v/bk-game/ranking?promotion_id=ssc_encirclement_promotion_id',
    '/v/bk-game/records?promotion_id=ssc_encirclement_promotion_id',
    '/v/bk-game?promotion_id=',
  ],
});
