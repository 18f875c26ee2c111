import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'invite',
  title: 'Invite: describe the campaign in one line.',
  routes: [{ path: '/v/invite', screen: 'home', noLimit: true, meta: { title: 'Invite' } }],
  examples: ['/v/invite?promotion_id=welcome'],
});
