import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'share',
  title: 'Share: describe the campaign in one line.',
  routes: [{ path: '/v/share', screen: 'home', noLimit: true, meta: { title: 'Share' } }],
  examples: ['/v/share?promotion_id=welcome'],
});
