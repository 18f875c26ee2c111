// Spec 1: campaign pages are reached by `promotion_id`. The value goes into API paths, so it is
// read and checked in this one place: a plain id, or a broken link said so and nothing fetched.

import { getPromotion } from '@h5/core-api/contracts/general';
import { getGolds } from '@h5/core-api/contracts/luckyEgg';
import { defineRead } from '@h5/ui-kit/reads';

/** Ids the app's servers issue: letters, digits, `_` and `-`, at most 64 of them. */
export const PROMOTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const BROKEN_LINK_MESSAGE = 'This link is incomplete. Please open the campaign again from the app.';
export const UNKNOWN_PROMOTION_MESSAGE = 'This campaign could not be found. It may have been removed.';

/** The page's promotion id, or null when it is missing or malformed. */
export function readPromotionId(query: URLSearchParams): string | null {
  const raw = (query.get('promotion_id') ?? '').trim();
  return PROMOTION_ID_PATTERN.test(raw) ? raw : null;
}

/**
 * The condition of a route's read that needs the promotion: started only with a well-formed
 * `promotion_id`, as the page asks nothing under a broken link.
 */
export const PROMOTION_GIVEN = { value: '$query.promotion_id', pattern: PROMOTION_ID_PATTERN };

/**
 * The promotion block's own read (`usePromotion` makes it), for a route's `reads`, so the HTML starts it
 * before the entry script has run: `reads: [PROMOTION_READ, …]`.
 */
export const PROMOTION_READ = defineRead(
  getPromotion,
  { id: '$query.promotion_id' },
  { when: PROMOTION_GIVEN },
);

/** The user's golds, which a promotion's page of draws shows beside them (a page of a promotion only). */
export const GOLDS_READ = defineRead(getGolds, {}, { when: PROMOTION_GIVEN });
