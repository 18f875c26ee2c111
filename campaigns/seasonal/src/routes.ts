import { PROMOTION_ID_PATTERN } from '@h5/blocks/promotion/id';
import { defineRoutes, type ReadDecl, type RouteDecl } from '@h5/ui-kit/routes';
import { SEASON_PAGES } from './seasonPages.ts';

const PROMOTION_GIVEN = { value: '$query.promotion_id', pattern: PROMOTION_ID_PATTERN };

/** Each page is a promotion: its season and ranking start with the HTML. */
const READS: ReadDecl[] = [
  // Open to visitors: the ranking pins a signed-in user's place and invites a visitor to sign in.
  { call: 'general.self' },
  { call: 'general.promotion', params: { id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
  { call: 'seasonal.season', params: { promotion_id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
  { call: 'seasonal.ranking', params: { promotion_id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
];

// Every page is open to visitors (spec 2 marks record-win-rupees; the others too, a departure in
// docs/api-gaps.md): a visitor sees what the season is and how to join in, and signs in in the
// app where the action takes them.
// One screen for all of them, configured by the page's entry in seasonPages.ts.
const routes: RouteDecl[] = SEASON_PAGES.map((p) => ({
  path: p.path,
  screen: 'season',
  props: { page: p.screen },
  noLimit: true,
  meta: { title: p.title },
  reads: READS,
}));

export default defineRoutes({
  campaign: 'seasonal',
  title: 'Seasonal pages: each a promotion with its phase, rewards by rank, rules and ranking.',
  routes,
  examples: SEASON_PAGES.map((p) => `${p.path}?promotion_id=${p.example}`),
});
