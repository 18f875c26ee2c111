import { PROMOTION_GIVEN, PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';

/** The page's title, in the app's bar and the browser's header (an English key). */
export const PAGE_TITLE = 'Lucky Eggs';

export default defineRoutes({
  campaign: 'lucky-eggs',
  title: 'The lucky-egg lottery: hit an egg with golds, win a prize.',
  routes: [
    // noLimit: visitors may look at the eggs, prizes and winners; hitting an egg asks them to log in.
    {
      path: '/v/lucky-eggs',
      screen: 'luckyEggs',
      noLimit: true,
      meta: { title: PAGE_TITLE },
      reads: [
        PROMOTION_READ,
        { call: 'luckyEgg.info', params: { promotion_id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
        { call: 'luckyEgg.golds', when: PROMOTION_GIVEN },
      ],
    },
  ],
  examples: [
    '/v/lucky-eggs?promotion_id=3001',
    '/v/lucky-eggs?promotion_id=3001&lang=ar',
    '/v/lucky-eggs?promotion_id=3002',
    '/v/lucky-eggs?promotion_id=3003',
  ],
});
