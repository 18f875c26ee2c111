// Spec 1 and 7: the page's `bind_token` query parameter travels with the channel lists and the
// payment redirect. It is the page's own, not the certificate's (which authorises the lookup).

/** A token longer than 128 characters, or with other characters, is not one and is not sent on. */
export const BIND_TOKEN_PATTERN = /^[\w.~-]{1,128}$/;

/** The page's bind token, or null when it has none (or a malformed one). */
export function readBindToken(search: string = globalThis.location?.search ?? ''): string | null {
  const v = new URLSearchParams(search).get('bind_token')?.trim() ?? '';
  return BIND_TOKEN_PATTERN.test(v) ? v : null;
}

/** `{ bind_token }` for a call's parameters, or nothing when the page has none. */
export function bindToken(search?: string): { bind_token?: string } {
  const v = readBindToken(search);
  return v ? { bind_token: v } : {};
}
