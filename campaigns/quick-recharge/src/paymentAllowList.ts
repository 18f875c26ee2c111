// The open-redirect guard for payments (issue 4): the page sends the user only to the pay host
// of the current environment or to a known payment provider. A channel list is server data, so a
// compromised or misconfigured entry must not become a phishing redirect.

/** Payment providers' hosts, matched exactly. */
export const PAYMENT_PROVIDER_HOSTS: readonly string[] = [
  'securegw.paytm.in',
  'api.razorpay.com',
  'm.dana.id',
  'checkout.xendit.co',
  'atfawry.fawrystaging.com',
  'www.atfawry.com',
  'checkout.stcpay.com.sa',
  'pay.gcash.com',
  'checkout.paystack.com',
  'secure.likecard.com',
];

/** Providers whose every subdomain serves checkouts: `x.<suffix>` matches, `evil<suffix>` does not. */
export const PAYMENT_PROVIDER_SUFFIXES: readonly string[] = ['checkout.stripe.com', 'pay.touchngo.com.my'];

export interface AllowListContext {
  /** The pay host of the current environment (core-api hosts), e.g. `https://pay.sm-h5.example`. */
  payHost: string;
  /**
   * True in the environments without TLS: dev (the sandbox on the page's own origin) and box (the
   * internal staging host). There the pay host itself is http, and only it is allowed over http.
   */
  payHostOverHttp: boolean;
}

/** The parsed URL when a redirect there is allowed, otherwise null. */
export function allowedPaymentUrl(raw: string, ctx: AllowListContext): URL | null {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  // Browsers read `\` as `/` and strip tabs and newlines; refuse such inputs rather than guess.
  if (/[\\\s]/.test(raw)) return null;
  let url: URL;
  try {
    // No base: a relative or scheme-relative input (`/x`, `//evil.com`) is not a payment URL.
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'http:') {
    return ctx.payHostOverHttp && parse(ctx.payHost)?.protocol === 'http:' && underPayHost(url, ctx.payHost)
      ? url
      : null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (samePayHost(url, ctx.payHost)) return url;
  if (PAYMENT_PROVIDER_HOSTS.includes(host)) return url;
  if (PAYMENT_PROVIDER_SUFFIXES.some((s) => host.endsWith(`.${s}`))) return url;
  return null;
}

function parse(u: string): URL | null {
  try {
    return new URL(u);
  } catch {
    return null;
  }
}

function samePayHost(url: URL, payHost: string): boolean {
  const pay = parse(payHost);
  return !!pay && pay.protocol === 'https:' && url.origin === pay.origin && underPayHost(url, payHost);
}

/** The pay host may be a path prefix (the dev sandbox serves it at `<origin>/pay`). */
function underPayHost(url: URL, payHost: string): boolean {
  const pay = parse(payHost);
  if (!pay || url.origin !== pay.origin) return false;
  const prefix = pay.pathname.replace(/\/$/, '');
  return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}
