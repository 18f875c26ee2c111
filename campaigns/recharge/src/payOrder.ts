// The web store's pay tap (spec 4 and 7): the official store's order on the channel's redirect,
// credited to source web_official, with the page's bind token; the provider returns to the result
// page of this site (under /g/ when the page is).

import {
  OFFICIAL_CERTIFICATE,
  type PaymentParams,
  type PaymentTarget,
  paymentTarget,
  readBindToken,
  rechargeSource,
} from '@h5/blocks/payment';
import {
  OFFER_PARAM,
  type OfferKind,
  type StoreChannel,
  type StorePackage,
} from '@h5/core-api/contracts/recharge';
import { withVisitQuery } from '@h5/ui-kit';

const RESULT_PATH = '/v/recharge-result';
/** The provider's parameter naming where it returns once paid. Not from the spec: docs/api-gaps.md. */
const RETURN_PARAM = 'return_path';

/** The router base of this page: `/g` when its path holds `/g/v`. */
export function routerBase(pathname: string): '' | '/g' {
  return pathname.includes('/g/v') ? '/g' : '';
}

/** The channel's redirect with the result page to return to, in the visit's language and app. */
export function withReturnPath(redirect: string, base: '' | '/g', search = location.search): string {
  const url = new URL(redirect);
  url.searchParams.set(RETURN_PARAM, `${base}${withVisitQuery(RESULT_PATH, {}, search)}`);
  return url.toString();
}

/**
 * The store's order. Not in the spec: the web store orders under the certificate `official` (spec 4
 * names it for quick recharge's web_official source; the store has no certificate of its own), so
 * `opid` is `official` and the source web_official (docs/api-gaps.md).
 */
export function orderParams(
  channel: StoreChannel,
  pkg: StorePackage,
  uid: number,
  country: string,
  search?: string,
): PaymentParams {
  return {
    product_id: pkg.id,
    opid: OFFICIAL_CERTIFICATE,
    uid,
    country,
    sub_channel: channel.sub_channel,
    ts: Date.now(),
    source: rechargeSource(OFFICIAL_CERTIFICATE),
    bind_token: readBindToken(search),
  };
}

/**
 * Where the pay tap goes: the payment, the point-card middle page, or refused by the allow-list.
 * `offer` is the offer the confirmation showed on this package: the order names it, so the
 * provider credits its bonus (issue 51).
 */
export function storeTarget(
  channel: StoreChannel,
  pkg: StorePackage,
  uid: number,
  country: string,
  pathname: string,
  offer: OfferKind | null = null,
): PaymentTarget {
  const routed = {
    ...channel,
    redirect_url: withOffer(safeReturn(channel.redirect_url, routerBase(pathname)), offer),
  };
  return paymentTarget(routed, orderParams(channel, pkg, uid, country), {
    product: pkg.product,
    price: pkg.price,
    currency: pkg.currency,
  });
}

function safeReturn(redirect: string, base: '' | '/g'): string {
  try {
    return withReturnPath(redirect, base);
  } catch {
    // Not a URL: the payment block refuses it.
    return redirect;
  }
}

/** The channel's redirect naming the order's offer (`offer`, not in the spec: docs/api-gaps.md). */
export function withOffer(redirect: string, offer: OfferKind | null): string {
  if (!offer) return redirect;
  try {
    const url = new URL(redirect);
    url.searchParams.set(OFFER_PARAM, offer);
    return url.toString();
  } catch {
    return redirect;
  }
}
