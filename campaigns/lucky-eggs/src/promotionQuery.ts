// Spec 1 and 7: the page is reached by `promotion_id` in its query. The value goes into API paths,
// so anything but a short id is refused here rather than sent.

export const MISSING_PROMOTION_MESSAGE =
  'This link has no campaign in it. Please open it again from the app.';

const PROMOTION_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The promotion id of the page, or null when it is missing or malformed. */
export function readPromotionId(query: URLSearchParams): string | null {
  const raw = (query.get('promotion_id') ?? '').trim();
  return PROMOTION_ID.test(raw) ? raw : null;
}
