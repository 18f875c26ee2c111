import { PROMOTION_GIVEN, PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

/** A read of the war for the page's promotion (`promo`); without a well-formed id the page says the link is broken and asks nothing. */
const warRead = (call: string, params: ReadDecl['params'] = {}): ReadDecl => ({
  call,
  params: { promo: '$query.promotion_id', ...params },
  when: PROMOTION_GIVEN,
});

/** The user's group in the war, which the entry's state and the regional rounds start from. */
const USER_GROUP_READ = warRead('powerfulFamily.userGroup');

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
          reads: [PROMOTION_READ, warRead('powerfulFamily.totalPageInfo'), USER_GROUP_READ],
        },
        {
          path: 'regional',
          screen: 'regional',
          meta: { title: 'Regional rounds' },
          // The region's groups and families wait for these answers (the first region, my group).
          reads: [PROMOTION_READ, warRead('powerfulFamily.regionalList'), USER_GROUP_READ],
        },
        {
          path: 'regional-detail',
          screen: 'regionalDetail',
          meta: { title: 'Family in the war' },
          reads: [
            PROMOTION_READ,
            {
              call: 'powerfulFamily.globalFamilyMemberList',
              params: { promo: '$query.promotion_id', family_id: '$query.family_id', page: 1 },
              // `familyIdOf`: a whole number, read as the number it names.
              when: { value: '$query.family_id', pattern: /^(?:0|[1-9]\d{0,8})$/ },
            },
          ],
        },
        {
          path: 'hero',
          screen: 'hero',
          meta: { title: 'Heroes' },
          reads: [PROMOTION_READ, warRead('powerfulFamily.personalList', { page: 1 })],
        },
        {
          path: 'global',
          screen: 'global',
          meta: { title: 'Global final' },
          reads: [
            PROMOTION_READ,
            warRead('powerfulFamily.finalRankList'),
            warRead('powerfulFamily.globalFamilyRankList', { page: 1 }),
          ],
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
