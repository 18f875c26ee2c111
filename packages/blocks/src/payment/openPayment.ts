// Spec 7 and 9: how a payment page is opened. In the app, by the app's webview deep link, flagged
// for an external tab on the Android versions that need it (8.33.0 up to but excluding 8.33.5):
// those never pay inside the web view, not even as a fallback. In a browser, by navigating. The
// payment loading shows for a fixed time, since the page being left cannot tell when the next one
// has painted.

import { type AppInfo, bridge, detectApp, opensPaymentExternally } from '@h5/bridge';
import { APP_LINKS, type AppLinks, appWebviewLink } from '@h5/core-api';

export const PAYMENT_LOADING_MS = 1000;

/** The deep link's flag asking the app for an external tab; its name is not in the spec. */
export const EXTERNAL_FLAG = 'external';

export interface PaymentOpener {
  inApp: boolean;
  /** Open in an external tab rather than the app's web view. */
  external: boolean;
  openDeepLink(link: string): Promise<void>;
  navigate(url: string): void;
}

export const defaultOpener = (info: AppInfo = detectApp()): PaymentOpener => ({
  inApp: info.inApp,
  external: opensPaymentExternally(info),
  // The bridge hands the link to the app, or navigates to it: the app takes its own scheme.
  openDeepLink: (link) => bridge.openDeepLink(link),
  navigate: (url) => location.assign(url),
});

/** `smapp://webview?url=<payment>`, with `&external=1` when the app must open an external tab. */
export function paymentDeepLink(url: string, external: boolean, links: AppLinks = APP_LINKS): string {
  const link = appWebviewLink(url, links);
  return external ? `${link}&${EXTERNAL_FLAG}=1` : link;
}

export async function openPayment(url: string, opener: PaymentOpener): Promise<void> {
  if (opener.inApp) await opener.openDeepLink(paymentDeepLink(url, opener.external));
  else opener.navigate(url);
}

/**
 * Opens the payment under the loading, which closes after `PAYMENT_LOADING_MS` (spec 9); resolves
 * only then, so the pay button stays held and a second tap cannot open a second payment.
 */
export async function openPaymentWithLoading(
  url: string,
  opener: PaymentOpener,
  setLoading: (on: boolean) => void,
  ms: number = PAYMENT_LOADING_MS,
): Promise<void> {
  setLoading(true);
  const closed = new Promise<void>((done) =>
    setTimeout(() => {
      setLoading(false);
      done();
    }, ms),
  );
  await openPayment(url, opener);
  await closed;
}
