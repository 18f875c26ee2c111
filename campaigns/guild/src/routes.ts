import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'guild',
  title: 'Guild: describe the campaign in one line.',
  routes: [{ path: '/v/guild', screen: 'home', noLimit: true, meta: { title: 'Guild' } }],
  examples: ['/v/guild?promotion_id=welcome'],
});
