// Query parameters this campaign reads. They come from URLs people share and edit, so anything
// malformed is treated as absent rather than trusted.

/** A positive whole id (`?game=12`), or null. */
export function readId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n : null;
}

/** A withdrawal record id as the server issues it (`R123`), or null. */
export function readRecordId(value: string | null): string | null {
  const v = (value ?? '').trim();
  return /^R\d{1,12}$/.test(v) ? v : null;
}
