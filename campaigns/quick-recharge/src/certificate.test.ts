// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invalidCertificateUrl, isCertificateValid } from './certificate.ts';

describe('certificate validity', () => {
  it('is valid with a token and on_use other than 2', () => {
    expect(isCertificateValid({ token: 'bind-1', on_use: 0, whatsapp: '' })).toBe(true);
    expect(isCertificateValid({ token: 'bind-1', on_use: 1, whatsapp: '' })).toBe(true);
  });
  it('is invalid when used, without a token, or missing', () => {
    expect(isCertificateValid({ token: 'bind-1', on_use: 2, whatsapp: '' })).toBe(false);
    expect(isCertificateValid({ token: '', on_use: 1, whatsapp: '' })).toBe(false);
    expect(isCertificateValid({ token: '  ', on_use: 1, whatsapp: '' })).toBe(false);
    expect(isCertificateValid({ token: null, on_use: 1, whatsapp: '' })).toBe(false);
    expect(isCertificateValid(null)).toBe(false);
  });
});

describe('invalid certificate error page', () => {
  it('goes to the error page with code 404 and the message', () => {
    expect(invalidCertificateUrl('', null)).toBe(
      '/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.',
    );
  });
  it('keeps the /g base and a well-formed language only', () => {
    expect(invalidCertificateUrl('/g', 'ar')).toBe(
      '/g/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.&lang=ar',
    );
    expect(invalidCertificateUrl('', 'ar&x=<b>')).not.toContain('<b>');
  });
});
