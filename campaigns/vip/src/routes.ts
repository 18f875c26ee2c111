import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'vip',
  title: 'Vip: describe the campaign in one line.',
  routes: [{ path: '/v/vip', screen: 'home', noLimit: true, meta: { title: 'Vip' } }],
  examples: ['/v/vip?promotion_id=welcome'],
});
