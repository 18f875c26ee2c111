import { PROMOTION_ID_PATTERN } from '@h5/blocks/promotion/id';
import { defineRoutes } from '@h5/ui-kit/routes';

/** Without a well-formed promotion id the page says the link is broken and asks nothing. */
const PROMOTION_GIVEN = { value: '$query.promotion_id', pattern: PROMOTION_ID_PATTERN };

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
          reads: [
            { call: 'general.promotion', params: { id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
            {
              call: 'powerfulFamily.totalPageInfo',
              params: { promo: '$query.promotion_id' },
              when: PROMOTION_GIVEN,
            },
            {
              call: 'powerfulFamily.userGroup',
              params: { promo: '$query.promotion_id' },
              when: PROMOTION_GIVEN,
            },
          ],
        },
        { path: 'regional', screen: 'regional', meta: { title: 'Regional rounds' } },
        { path: 'regional-detail', screen: 'regionalDetail', meta: { title: 'Family in the war' } },
        { path: 'hero', screen: 'hero', meta: { title: 'Heroes' } },
        { path: 'global', screen: 'global', meta: { title: 'Global final' } },
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
