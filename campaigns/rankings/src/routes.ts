import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'rankings',
  title: 'Rankings: describe the campaign in one line.',
  routes: [{ path: '/v/rankings', screen: 'home', noLimit: true, meta: { title: 'Rankings' } }],
  examples: ['/v/rankings?promotion_id=welcome'],
});
