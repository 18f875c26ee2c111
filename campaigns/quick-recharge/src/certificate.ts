// Spec 4 and 8: when an operator certificate is usable, and where an unusable one sends the user.
// The source a recharge is credited to is the payment block's (`rechargeSource`).

import type { Certificate } from '@h5/core-api/contracts/rapid';

const INVALID_CERTIFICATE_MESSAGE = 'This certificate is invalid.';
const INVALID_CERTIFICATE_CODE = 404;
/** `on_use` of a certificate that has been used up. */
const CERTIFICATE_USED = 2;

/** Valid only if `on_use` is not 2 and a token exists. */
export function isCertificateValid(c: Certificate | null | undefined): c is Certificate & { token: string } {
  return !!c && c.on_use !== CERTIFICATE_USED && typeof c.token === 'string' && c.token.trim() !== '';
}

/**
 * The system campaign's error page for an invalid certificate, under the same router base
 * (`/g` when the page is under `/g/v`), keeping the language so the message is translated.
 */
export function invalidCertificateUrl(base: '' | '/g', lang: string | null): string {
  const q = `errorCode=${INVALID_CERTIFICATE_CODE}&errorMsg=${encodeURIComponent(INVALID_CERTIFICATE_MESSAGE)}`;
  const langPart = lang && /^[A-Za-z_-]{2,10}$/.test(lang) ? `&lang=${encodeURIComponent(lang)}` : '';
  return `${base}/v/error-page?${q}${langPart}`;
}
