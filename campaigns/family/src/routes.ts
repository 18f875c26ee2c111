import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'family',
  title: 'Family: describe the campaign in one line.',
  routes: [{ path: '/v/family', screen: 'home', noLimit: true, meta: { title: 'Family' } }],
  examples: ['/v/family?promotion_id=welcome'],
});
