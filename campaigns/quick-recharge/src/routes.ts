import { defineRoutes } from '@h5/ui-kit/routes';
import type { FlowName } from './flows.ts';
import { CERTIFICATE_READ, CHANNELS_READS, OP_SET_READS } from './reads.ts';

/**
 * Every recharge screen reads the route's certificate (useCertificate) and, beside it, the
 * operator's settings and the channels of the flow's default area, before any account is known
 * (useAreaInfo, useChannels); the page's own bind token goes with the channels when it has a
 * well-formed one (readBindToken). The VIP flow also reads its sku list, whose params come from
 * the app (not declarable here); its area then moves to the one the list is priced in (a user's
 * own country), after the screen has taken these reads over (recharge/vipSkus.ts).
 */
const flowReads = (flow: FlowName) => [CERTIFICATE_READ, OP_SET_READS[flow], CHANNELS_READS[flow]];

// The operator certificate authorises these pages; the person paying is often not the account's
// owner and not signed in, so no route holds for login (the e-mail confirmation asks mid-flow).
export default defineRoutes({
  campaign: 'quick-recharge',
  title: 'Quick top-up, large top-up and VIP recharge by operator certificate, and the point-card page.',
  routes: [
    {
      path: '/v/quick-recharge/:param',
      screen: 'quick',
      noLimit: true,
      meta: { title: 'Quick recharge' },
      reads: flowReads('quick'),
    },
    {
      path: '/v/quick-recharge-privacy/:param',
      screen: 'quickPrivacy',
      noLimit: true,
      meta: { title: 'Quick recharge' },
      reads: flowReads('quick'),
    },
    {
      path: '/v/quick-recharge-large/:param',
      screen: 'large',
      noLimit: true,
      meta: { title: 'Large recharge' },
      reads: flowReads('large'),
    },
    {
      path: '/v/quick-recharge-large-privacy/:param',
      screen: 'largePrivacy',
      noLimit: true,
      meta: { title: 'Large recharge' },
      reads: flowReads('large'),
    },
    {
      path: '/v/vip-recharge/:param',
      screen: 'vip',
      noLimit: true,
      meta: { title: 'VIP recharge' },
      reads: flowReads('vip'),
    },
    {
      path: '/v/vip-recharge-privacy/:param',
      screen: 'vipPrivacy',
      noLimit: true,
      meta: { title: 'VIP recharge' },
      reads: flowReads('vip'),
    },
    { path: '/v/recharge-middle', screen: 'middle', noLimit: true, meta: { title: 'Point card payment' } },
  ],
  examples: [
    '/v/quick-recharge/op-7f3a9c',
    '/v/quick-recharge/official',
    '/v/quick-recharge-large/op-7f3a9c',
    '/v/vip-recharge/op-5d21e0',
    '/v/quick-recharge-privacy/op-7f3a9c',
    '/v/quick-recharge-large-privacy/op-7f3a9c',
    '/v/vip-recharge-privacy/op-5d21e0',
    '/v/recharge-middle?pay_url=https%3A%2F%2Fsecure.likecard.com%2Fpay&product=3%2C000%20coins&channel=Recharge%20card&currency=INR&price=79',
    '/v/quick-recharge/op-used',
  ],
});
