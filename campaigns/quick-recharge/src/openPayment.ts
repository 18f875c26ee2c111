// Spec 7 and 9: how a payment page is opened. In the app through the bridge's web view (an
// external tab on the Android versions that need it: `opensPaymentExternally` in @h5/bridge);
// in a browser by navigating. The payment loading shows for a fixed time, since the page being
// left cannot tell when the next one has painted.

import { bridge } from '@h5/bridge';

export const PAYMENT_LOADING_MS = 1000;

export interface PaymentOpener {
  inApp: boolean;
  openInApp(url: string): Promise<void>;
  navigate(url: string): void;
}

export const defaultOpener = (inApp: boolean): PaymentOpener => ({
  inApp,
  openInApp: (url) => bridge.openPayment(url),
  navigate: (url) => location.assign(url),
});

export async function openPayment(url: string, opener: PaymentOpener): Promise<void> {
  if (opener.inApp) await opener.openInApp(url);
  else opener.navigate(url);
}
