// The Payoneer sign-up leaves the page for Payoneer's own sign-in; the address comes from the
// server, so the page checks it before going: Payoneer's hosts over https, nothing else.

import { parseExternalUrl } from '@h5/core-api';

/** Payoneer's sign-in hosts: production and Payoneer's own sandbox. */
const PAYONEER_HOSTS: readonly string[] = ['login.payoneer.com', 'login.sandbox.payoneer.com'];

/**
 * The authorize address when it is safe to go to, otherwise null. Refused: other schemes
 * (`javascript:`, `data:`, `http:`), other hosts and look-alikes (`payoneer.com.evil.example`),
 * userinfo (`https://login.payoneer.com@evil.example`), another port, and backslashes, tabs or
 * line breaks, which browsers read differently from URL parsers.
 */
export function payoneerAuthorizeUrl(raw: string): string | null {
  const url = parseExternalUrl(raw);
  if (url?.protocol !== 'https:' || url.port) return null;
  if (!PAYONEER_HOSTS.includes(url.hostname)) return null;
  return url.href;
}

/** Where Payoneer sends the user back: the one-time `code` the server binds with. */
export function payoneerReturnCode(query: URLSearchParams): string | null {
  const code = query.get('code')?.trim() ?? '';
  // A code is an opaque token; anything long or with spaces is not one Payoneer sent.
  return /^[\w.~-]{1,512}$/.test(code) ? code : null;
}
