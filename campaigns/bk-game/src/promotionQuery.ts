// The page is reached by promotion_id in the query (spec 1). It goes into the call paths, so only
// a plain id is accepted; anything else is a broken link, said so, and nothing is fetched.

export const MISSING_PROMOTION = 'This game link is incomplete. Please open it again from the app.';

export function readPromotionId(query: URLSearchParams): string | null {
  const v = (query.get('promotion_id') ?? '').trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null;
}
