import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';

const promo = { promo: '$query.promotion_id' };

export default defineRoutes({
  campaign: 'bk-game',
  title: 'The blind-box encirclement betting game: rounds, seasons, lucky and final rewards.',
  routes: [
    {
      path: '/v/bk-game',
      screen: 'board',
      meta: { title: 'Blind Box Encirclement' },
      reads: [
        { call: 'ssc.index', params: promo, when: PROMOTION_GIVEN },
        { call: 'ssc.isTransferToGo', params: promo, when: PROMOTION_GIVEN },
        { call: 'ssc.getStrategy', params: promo, when: PROMOTION_GIVEN },
        { call: 'ssc.isPopupAgeConfirm', when: PROMOTION_GIVEN },
      ],
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
    '/v/bk-game/strategy?promotion_id=ssc_encirclement_promotion_id',
    '/v/bk-game/rebate?promotion_id=ssc_encirclement_promotion_id',
    '/v/bk-game?promotion_id=',
  ],
});
