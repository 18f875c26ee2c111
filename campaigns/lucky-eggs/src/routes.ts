import { GOLDS_READ, PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';
import { LUCKY_EGG_READ } from './reads.ts';

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
      reads: [PROMOTION_READ, LUCKY_EGG_READ, GOLDS_READ],
    },
  ],
  examples: [
    '/v/lucky-eggs?promotion_id=3001',
    '/v/lucky-eggs?promotion_id=3001&lang=ar',
    '/v/lucky-eggs?promotion_id=3002',
    '/v/lucky-eggs?promotion_id=3003',
  ],
});
