// Spec 1: campaign pages are reached by `promotion_id`. The value goes into API paths, so it is
// read and checked in this one place: a plain id, or a broken link said so and nothing fetched.

/** Ids the app's servers issue: letters, digits, `_` and `-`, at most 64 of them. */
export const PROMOTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const BROKEN_LINK_MESSAGE = 'This link is incomplete. Please open the campaign again from the app.';
export const UNKNOWN_PROMOTION_MESSAGE = 'This campaign could not be found. It may have been removed.';

/** The page's promotion id, or null when it is missing or malformed. */
export function readPromotionId(query: URLSearchParams): string | null {
  const raw = (query.get('promotion_id') ?? '').trim();
  return PROMOTION_ID_PATTERN.test(raw) ? raw : null;
}
