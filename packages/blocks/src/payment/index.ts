// Paying through the web (spec 4, 5, 7, 9): the order's parameters on the channel's redirect, the
// open-redirect guard, the point-card middle page, in-app payment with the external tab for the
// Android versions that need it, and the loading closed after 1000 ms. Every store uses these.

export { bindToken, readBindToken } from './bindToken.ts';
export { readListedRedirects, rememberListedRedirect } from './listedRedirects.ts';
export {
  defaultOpener,
  EXTERNAL_FLAG,
  openPayment,
  openPaymentWithLoading,
  PAYMENT_LOADING_MS,
  type PaymentOpener,
  paymentDeepLink,
} from './openPayment.ts';
export {
  type AllowListContext,
  allowedPaymentUrl,
  listedHosts,
  PAYMENT_PROVIDER_HOSTS,
  PAYMENT_PROVIDER_SUFFIXES,
} from './paymentAllowList.ts';
export { paymentAllowContext } from './paymentContext.ts';
export {
  followPayment,
  MSG_LINK_NOT_ALLOWED,
  type PayChannel,
  type PaymentTarget,
  type PaySummary,
  POINT_CARD_MIDDLE_PATH,
  paymentTarget,
} from './paymentTarget.ts';
export { buildPaymentUrl, PAYMENT_PARAM_NAMES, type PaymentParams } from './paymentUrl.ts';
export { OFFICIAL_CERTIFICATE, rechargeSource, SOURCE_OFFICIAL, SOURCE_RAPID } from './source.ts';
