import { SELF_READ } from '@h5/ui-kit/reads';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  ACTIVITY_READ,
  CUSTOMER_SERVICE_READ,
  EFFECT_GOODS_READ,
  INTIMACY_READ,
  MV_TEMPLATE_GOODS_READ,
  NOBLE_INDEX_READ,
  STORE_READ,
  VIP_CARD_READ,
} from './reads.ts';

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

/** The VIP status these pages show asks who is signed in, and a signed-in user's card. */
const STATUS = [SELF_READ, { ...VIP_CARD_READ, signedIn: true as const }];

// The activity's rankings and the user's place are for users of the app: the login guard holds
// it. The other pages are open to visitors, who can look and buy (the VIP recharge page asks for
// the purchasing account); where a block needs the user, it invites them to sign in.
//
// Not started in the HTML: the packages (their parameters are the app's name and platform, which
// the page learns from the app), the rankings (the activity's id is in its answer), and on the
// pages open to visitors, what only a signed-in user sees: the VIP card (a visitor's flag is the
// sign-in line, and the card read started for them would answer an error before the page knows
// they are a visitor) and the rebate.
export default defineRoutes({
  campaign: 'vip',
  title: 'VIP: packages and the seasonal sale, privileges, rules, customer service and nobility.',
  routes: [
    {
      path: '/v/vip-sale',
      screen: 'vipSale',
      noLimit: true,
      meta: { title: TITLES.sale },
      reads: [...STATUS, ACTIVITY_READ],
    },
    {
      path: '/v/vip-activity',
      screen: 'vipActivity',
      meta: { title: TITLES.activity },
      reads: [VIP_CARD_READ, ACTIVITY_READ],
    },
    {
      path: '/v/vip-activity-share',
      screen: 'vipActivityShare',
      noLimit: true,
      meta: { title: TITLES.share },
      reads: [ACTIVITY_READ],
    },
    {
      path: '/v/vip-privilege-details',
      screen: 'vipPrivileges',
      noLimit: true,
      meta: { title: TITLES.privileges },
      reads: [STORE_READ, EFFECT_GOODS_READ, MV_TEMPLATE_GOODS_READ],
    },
    {
      path: '/v/intimacy-privilege-details',
      screen: 'intimacyPrivileges',
      noLimit: true,
      meta: { title: TITLES.intimacy },
      reads: [...STATUS, INTIMACY_READ],
    },
    {
      path: '/v/vip-rule-desc',
      screen: 'vipRules',
      noLimit: true,
      meta: { title: TITLES.rules },
      reads: STATUS,
    },
    {
      path: '/v/vip-customer-service',
      screen: 'vipCustomerService',
      noLimit: true,
      meta: { title: TITLES.service },
      reads: [CUSTOMER_SERVICE_READ],
    },
    {
      path: '/v/noble-h5',
      redirect: { to: 'index' },
      noLimit: true,
      children: [
        {
          path: 'index',
          screen: 'nobleIndex',
          noLimit: true,
          meta: { title: TITLES.noble },
          reads: [...STATUS, NOBLE_INDEX_READ],
        },
        {
          path: 'privilege-list',
          screen: 'noblePrivileges',
          noLimit: true,
          meta: { title: TITLES.noblePrivileges },
          reads: [...STATUS, NOBLE_INDEX_READ],
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
