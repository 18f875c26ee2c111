// The country the app says the visitor is in: the page's `country` parameter (spec 1).

/**
 * The page's `country` parameter when it is a country code (`EG`), else undefined: calls whose
 * answer depends on the country (prices, a programme's currency) carry it for a visitor, whose
 * country the server does not know.
 */
export function visitCountry(search: string = location.search): string | undefined {
  const c = new URLSearchParams(search).get('country')?.trim();
  return c && /^[A-Za-z]{2}$/.test(c) ? c : undefined;
}
