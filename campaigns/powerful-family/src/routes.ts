import { PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  FAMILY_MEMBERS_READ,
  FINAL_RANK_READ,
  GLOBAL_RANK_READ,
  HEROES_READ,
  REGIONAL_READ,
  TOTAL_PAGE_READ,
  USER_GROUP_READ,
} from './reads.ts';

export default defineRoutes({
  campaign: 'powerful-family',
  title: 'The global family war: regional rounds in groups, the hero list, the global final, on server time.',
  routes: [
    {
      path: '/v/powerful-family',
      redirect: { to: 'entry' },
      children: [
        {
          path: 'entry',
          screen: 'entry',
          meta: { title: 'Global Family War' },
          // The tickets and the tab's panel wait for these answers (the user's family, the war's tab).
          reads: [PROMOTION_READ, TOTAL_PAGE_READ, USER_GROUP_READ],
        },
        {
          path: 'regional',
          screen: 'regional',
          meta: { title: 'Regional rounds' },
          // The region's groups and families wait for these answers (the first region, my group).
          reads: [PROMOTION_READ, REGIONAL_READ, USER_GROUP_READ],
        },
        {
          path: 'regional-detail',
          screen: 'regionalDetail',
          meta: { title: 'Family in the war' },
          reads: [PROMOTION_READ, FAMILY_MEMBERS_READ],
        },
        {
          path: 'hero',
          screen: 'hero',
          meta: { title: 'Heroes' },
          reads: [PROMOTION_READ, HEROES_READ],
        },
        {
          path: 'global',
          screen: 'global',
          meta: { title: 'Global final' },
          reads: [PROMOTION_READ, FINAL_RANK_READ, GLOBAL_RANK_READ],
        },
        { path: 'rule', screen: 'rule', noLimit: true, meta: { title: 'Rules' } },
      ],
    },
  ],
  examples: [
    '/v/powerful-family?promotion_id=family-war',
    '/v/powerful-family/entry?promotion_id=family-war',
    '/v/powerful-family/regional?promotion_id=family-war',
    '/v/powerful-family/regional-detail?promotion_id=family-war&family_id=301',
    '/v/powerful-family/hero?promotion_id=family-war',
    '/v/powerful-family/global?promotion_id=family-war',
    '/v/powerful-family/rule?promotion_id=family-war',
    '/v/powerful-family/entry?promotion_id=family-war-2025',
  ],
});
