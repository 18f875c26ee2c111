// Latin-script text an Arabic page may show besides names, addresses and people's own words
// (which carry their marker, pageText.ts): brand names that are the same in every language, by
// route. The Arabic pass fails on any other Latin text, inside a <bdi> or not: the sandbox answers
// every text in the page's language, so such text is a page or a server that forgot Arabic.

/** Languages whose pages should show no Latin-script text but names and numbers. */
export const LATIN_FREE_LANGUAGES: readonly string[] = ['ar'];

/** Payment brands, the same in every language: servers name channels and payouts by them. */
export const BRANDS: readonly string[] = [
  'UPI',
  'Google Play',
  'Like Card',
  'PayPal',
  'Paytm',
  'Payoneer',
  'GCash',
  'Vodafone Cash',
  'Fawry',
];

/** Route -> texts besides the brands, compared with every number written as `#`. */
export const KNOWN_LATIN_TEXT: Readonly<Record<string, readonly string[]>> = {
  // The middle page shows the package and channel the recharge page put in its query; the
  // route's example was written by an English page.
  '/v/recharge-middle': ['# coins', 'Recharge card'],
};
