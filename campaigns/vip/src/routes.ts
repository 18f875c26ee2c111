import { defineRoutes } from '@h5/ui-kit/routes';

/** The pages' titles (English keys), in the app's bar and the browser's header. */
export const TITLES = {
  activity: 'VIP Winter Festival',
  share: 'VIP Winter Festival',
  sale: 'VIP sale',
  privileges: 'VIP privileges',
  intimacy: 'Intimacy privileges',
  rules: 'VIP rules',
  service: 'VIP customer service',
  noble: 'Nobility',
  noblePrivileges: 'Noble privileges',
} as const;

// The activity's rankings and the user's place are for users of the app: the login guard holds
// it. The other pages are open to visitors, who can look and buy (the VIP recharge page asks for
// the purchasing account); where a block needs the user, it invites them to sign in.
export default defineRoutes({
  campaign: 'vip',
  title: 'VIP: packages and the seasonal sale, privileges, rules, customer service and nobility.',
  routes: [
    {
      path: '/v/vip-sale',
      screen: 'vipSale',
      noLimit: true,
      meta: { title: TITLES.sale },
      reads: [{ call: 'vip.activity' }],
    },
    { path: '/v/vip-activity', screen: 'vipActivity', meta: { title: TITLES.activity } },
    {
      path: '/v/vip-activity-share',
      screen: 'vipActivityShare',
      noLimit: true,
      meta: { title: TITLES.share },
    },
    {
      path: '/v/vip-privilege-details',
      screen: 'vipPrivileges',
      noLimit: true,
      meta: { title: TITLES.privileges },
    },
    {
      path: '/v/intimacy-privilege-details',
      screen: 'intimacyPrivileges',
      noLimit: true,
      meta: { title: TITLES.intimacy },
    },
    { path: '/v/vip-rule-desc', screen: 'vipRules', noLimit: true, meta: { title: TITLES.rules } },
    {
      path: '/v/vip-customer-service',
      screen: 'vipCustomerService',
      noLimit: true,
      meta: { title: TITLES.service },
    },
    {
      path: '/v/noble-h5',
      redirect: { to: 'index' },
      noLimit: true,
      children: [
        { path: 'index', screen: 'nobleIndex', noLimit: true, meta: { title: TITLES.noble } },
        {
          path: 'privilege-list',
          screen: 'noblePrivileges',
          noLimit: true,
          meta: { title: TITLES.noblePrivileges },
        },
      ],
    },
  ],
  examples: [
    '/v/vip-sale',
    '/v/vip-activity',
    '/v/vip-activity-share',
    '/v/vip-privilege-details',
    '/v/intimacy-privilege-details',
    '/v/vip-rule-desc',
    '/v/vip-customer-service',
    '/v/noble-h5',
    '/v/noble-h5/index',
    '/v/noble-h5/privilege-list?level=4',
  ],
});
