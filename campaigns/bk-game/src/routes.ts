import { defineRoutes } from '@h5/ui-kit/routes';
import {
  AGE_CONFIRM_READ,
  BOARD_READ,
  ENCIRCLEMENT_READ,
  RANK_READ,
  RECORDS_READ,
  STRATEGY_READ,
  TRANSFER_READ,
  WINNERS_READ,
} from './reads.ts';

export default defineRoutes({
  campaign: 'bk-game',
  title: 'The blind-box encirclement betting game: rounds, seasons, lucky and final rewards.',
  routes: [
    {
      path: '/v/bk-game',
      screen: 'board',
      meta: { title: 'Blind Box Encirclement' },
      // The season and the recent winners are read once the board has come; neither needs its answer.
      reads: [BOARD_READ, TRANSFER_READ, STRATEGY_READ, AGE_CONFIRM_READ, ENCIRCLEMENT_READ, WINNERS_READ],
      children: [
        // The season's ranking and the draws are the tabs shown first.
        { path: 'ranking', screen: 'ranking', meta: { title: 'Ranking' }, reads: [RANK_READ] },
        {
          path: 'records',
          screen: 'records',
          meta: { title: 'Records' },
          reads: [RECORDS_READ],
        },
        {
          path: 'strategy',
          screen: 'strategy',
          meta: { title: 'My strategy' },
          reads: [BOARD_READ, STRATEGY_READ],
        },
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
