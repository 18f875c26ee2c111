import { PROMOTION_READ } from '@h5/blocks/promotion/id';
import { SELF_READ } from '@h5/ui-kit/reads';
import { defineRoutes, type RouteDecl } from '@h5/ui-kit/routes';
import { SEASON_RANKING_READ, SEASON_READ } from './reads.ts';
import { SEASON_PAGES } from './seasonPages.ts';

/** Each page is a promotion: its season and ranking start with the HTML. */
const READS = [
  // Open to visitors: the ranking pins a signed-in user's place and invites a visitor to sign in.
  SELF_READ,
  PROMOTION_READ,
  SEASON_READ,
  SEASON_RANKING_READ,
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
