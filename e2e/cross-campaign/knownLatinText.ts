// Latin-script text that Arabic pages show today, by route, now that the sandbox answers every
// text in the page's language (issue 14, "Arabic pages are half English"): what is left is the
// pages' own doing. Letter tiles the recharge pages draw in place of channel icons, and payout
// brand names (PayPal, Paytm), the same in every language, that the withdraw pages show without
// marking them as names. The Arabic pass fails on text not listed here, so only new regressions
// fail; remove entries as pages learn Arabic.
//
// Count: 12 texts on 10 routes (numbers written as #).
//
// Not counted: text inside <bdi>, where names go but also titles, prizes and packages; the suite
// reports it as the "latin text in bdi" annotation until names carry a marker of their own.

/** Languages whose pages should show no Latin-script text but names and numbers. */
export const LATIN_FREE_LANGUAGES: readonly string[] = ['ar'];

/** A letter tile standing in for a channel's icon (issue 14: icons come from the server's data). */
const QUICK_CHANNELS = ['U'];
const VIP_CHANNELS = ['L'];

/** Route -> texts, compared with every number written as `#`. */
export const KNOWN_LATIN_TEXT: Readonly<Record<string, readonly string[]>> = {
  '/v/quick-recharge/:param': QUICK_CHANNELS,
  '/v/quick-recharge-privacy/:param': QUICK_CHANNELS,
  '/v/quick-recharge-large/:param': QUICK_CHANNELS,
  '/v/quick-recharge-large-privacy/:param': QUICK_CHANNELS,
  '/v/vip-recharge/:param': VIP_CHANNELS,
  '/v/vip-recharge-privacy/:param': VIP_CHANNELS,
  // Payout brands: names, but not marked as names.
  '/v/withdraw/withdraw-account': ['PayPal', 'Paytm'],
  '/v/withdraw/withdraw-paypal': ['PayPal'],
  '/v/withdraw/withdraw-GCASH': ['GCash'],
  '/v/withdraw/withdraw-VodafoneCashAndFawry': ['Vodafone Cash', 'Fawry'],
};
