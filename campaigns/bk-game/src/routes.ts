import { PROMOTION_GIVEN } from '@h5/blocks/promotion/id';
import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

const promo = { promo: '$query.promotion_id' };
/** A read of the game's promotion, made only with a well-formed `promotion_id` (readPromotionId). */
const promoted = (call: string, params: Record<string, string | number> = {}): ReadDecl => ({
  call,
  params: { ...promo, ...params },
  when: PROMOTION_GIVEN,
});
const BOARD = promoted('ssc.index');
const STRATEGY = promoted('ssc.getStrategy');

export default defineRoutes({
  campaign: 'bk-game',
  title: 'The blind-box encirclement betting game: rounds, seasons, lucky and final rewards.',
  routes: [
    {
      path: '/v/bk-game',
      screen: 'board',
      meta: { title: 'Blind Box Encirclement' },
      // The season and the recent winners are read once the board has come; neither needs its answer.
      reads: [
        BOARD,
        promoted('ssc.isTransferToGo'),
        STRATEGY,
        { call: 'ssc.isPopupAgeConfirm', when: PROMOTION_GIVEN },
        promoted('ssc.encirclementInfo'),
        promoted('ssc.activityUserList'),
      ],
      children: [
        // The season's ranking and the draws are the tabs shown first.
        { path: 'ranking', screen: 'ranking', meta: { title: 'Ranking' }, reads: [promoted('ssc.rank')] },
        {
          path: 'records',
          screen: 'records',
          meta: { title: 'Records' },
          reads: [promoted('ssc.records', { page: 1 })],
        },
        { path: 'strategy', screen: 'strategy', meta: { title: 'My strategy' }, reads: [BOARD, STRATEGY] },
        // Its one read (ssc.rechargeExperiment) is a POST: it starts with the entry script.
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
