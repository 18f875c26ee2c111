import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'recharge',
  title: 'Recharge: describe the campaign in one line.',
  routes: [{ path: '/v/recharge', screen: 'home', noLimit: true, meta: { title: 'Recharge' } }],
  examples: ['/v/recharge?promotion_id=welcome'],
});
