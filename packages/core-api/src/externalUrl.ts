// An address from a server or a query that the page would leave for (a payment, a sign-in): read
// strictly, so what the page checks is what the browser will open.

/**
 * The absolute http(s) URL, or null for anything a browser could read otherwise: relative and
 * scheme-relative inputs (`//evil.com`), other schemes (`javascript:`, `data:`), userinfo
 * (`https://good.com@evil.com`), backslashes, tabs and line breaks (which browsers fold away),
 * and overlong inputs. The caller then checks the host it allows.
 */
export function parseExternalUrl(raw: unknown, maxLength = 4096): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > maxLength) return null;
  if (/[\\\s]/.test(raw)) return null;
  let url: URL;
  try {
    // No base: a relative input is not an address to leave for.
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url;
}
