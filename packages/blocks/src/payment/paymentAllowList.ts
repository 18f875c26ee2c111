// The open-redirect guard for payments (issue 4): the page sends the user only to the pay host
// of the current environment, to a configured payment provider, or to the host of a channel the
// server listed for this page (a real channel needs no change here to be payable). Everything else
// is refused: other schemes, plain http off the pay host, userinfo, backslashes and whitespace
// (core-api's parseExternalUrl reads the address first).

import { parseExternalUrl } from '@h5/core-api';

/** Payment providers' hosts, matched exactly: the configured part of the list. */
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
  /**
   * The `redirect_url`s of the channels the server listed: their https hosts are allowed, exactly.
   * A listed URL that would itself be refused (another scheme, userinfo, tricks) adds nothing.
   */
  listedRedirects?: readonly string[];
}

/** The parsed URL when a redirect there is allowed, otherwise null. */
export function allowedPaymentUrl(raw: string, ctx: AllowListContext): URL | null {
  const url = parseExternalUrl(raw);
  if (!url) return null;
  if (url.protocol === 'http:') {
    return ctx.payHostOverHttp && parse(ctx.payHost)?.protocol === 'http:' && underPayHost(url, ctx.payHost)
      ? url
      : null;
  }
  const host = url.hostname.toLowerCase();
  if (samePayHost(url, ctx.payHost)) return url;
  if (PAYMENT_PROVIDER_HOSTS.includes(host)) return url;
  if (PAYMENT_PROVIDER_SUFFIXES.some((s) => host.endsWith(`.${s}`))) return url;
  if (listedHosts(ctx.listedRedirects).has(host)) return url;
  return null;
}

/** The hosts of the listed redirects that are clean https URLs themselves. */
export function listedHosts(redirects: readonly string[] = []): Set<string> {
  const hosts = new Set<string>();
  for (const raw of redirects) {
    const u = parseExternalUrl(raw);
    if (u?.protocol === 'https:') hosts.add(u.hostname.toLowerCase());
  }
  return hosts;
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
