// Spec 5 and 7: where a pay tap goes once the order is settled. The channel's redirect gets the
// order's parameters, passes the allow-list (the channel's own host is allowed, being one the
// server listed, but nothing it points to), and then leads either to the point-card middle page
// or to the payment itself, opened in the app or the browser under the loading.

import { appInfo, navigate } from '@h5/ui-kit';
import { rememberListedRedirect } from './listedRedirects.ts';
import { defaultOpener, openPaymentWithLoading, type PaymentOpener } from './openPayment.ts';
import { type AllowListContext, allowedPaymentUrl } from './paymentAllowList.ts';
import { paymentAllowContext } from './paymentContext.ts';
import { buildPaymentUrl, type PaymentParams } from './paymentUrl.ts';

export const MSG_LINK_NOT_ALLOWED = 'This payment link is not allowed. Please choose another payment method.';
/** Spec 2: the point-card middle page, which quick top-up serves for every store. */
export const POINT_CARD_MIDDLE_PATH = '/v/recharge-middle';

export interface PayChannel {
  redirect_url: string;
  name: string;
  /** `point_card` channels go through the middle page first. */
  kind?: string;
}

/** What the middle page shows: from its query, so only plain text and numbers. */
export interface PaySummary {
  product: string;
  price: number;
  currency: string;
}

export type PaymentTarget =
  | { kind: 'refused' }
  | { kind: 'middle'; href: string; listed: string }
  | { kind: 'pay'; url: string };

export function paymentTarget(
  channel: PayChannel,
  params: PaymentParams,
  summary: PaySummary,
  allow: (listed: readonly string[]) => AllowListContext = paymentAllowContext,
): PaymentTarget {
  let url: string;
  try {
    url = buildPaymentUrl(channel.redirect_url, params);
  } catch {
    return { kind: 'refused' };
  }
  const allowed = allowedPaymentUrl(url, allow([channel.redirect_url]));
  if (!allowed) return { kind: 'refused' };
  if (channel.kind === 'point_card') {
    const q = new URLSearchParams({
      pay_url: allowed.toString(),
      product: summary.product,
      price: String(summary.price),
      currency: summary.currency,
      channel: channel.name,
    });
    return { kind: 'middle', href: `${POINT_CARD_MIDDLE_PATH}?${q}`, listed: channel.redirect_url };
  }
  return { kind: 'pay', url: allowed.toString() };
}

/**
 * Follows an allowed target; resolves once the payment loading has closed, so the caller's pay
 * button stays held meanwhile. A refused target is the caller's to explain (`MSG_LINK_NOT_ALLOWED`).
 */
export async function followPayment(
  target: Exclude<PaymentTarget, { kind: 'refused' }>,
  setLoading: (on: boolean) => void,
  opener: PaymentOpener = defaultOpener(appInfo()),
): Promise<void> {
  if (target.kind === 'middle') {
    // The middle page re-checks its editable pay_url; the listed channel is kept for it.
    rememberListedRedirect(target.listed);
    await navigate(target.href);
    return;
  }
  await openPaymentWithLoading(target.url, opener, setLoading);
}
