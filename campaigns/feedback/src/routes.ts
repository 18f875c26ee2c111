import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'feedback',
  title: 'Feedback: describe the campaign in one line.',
  routes: [{ path: '/v/feedback', screen: 'home', noLimit: true, meta: { title: 'Feedback' } }],
  examples: ['/v/feedback?promotion_id=welcome'],
});
