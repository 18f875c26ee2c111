import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'lucky-eggs',
  title: 'The lucky-egg lottery: hit an egg with golds, win a prize.',
  routes: [
    // noLimit: visitors may look at the eggs, prizes and winners; hitting an egg asks them to log in.
    { path: '/v/lucky-eggs', screen: 'luckyEggs', noLimit: true, meta: { title: 'Lucky Eggs' } },
  ],
  examples: [
    '/v/lucky-eggs?promotion_id=3001',
    '/v/lucky-eggs?promotion_id=3001&lang=ar',
    '/v/lucky-eggs?promotion_id=3002',
    '/v/lucky-eggs?promotion_id=3003',
  ],
});
