// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailLink, whatsappLink } from './contact.ts';

describe('customer service contacts', () => {
  it('links a phone number in international form to WhatsApp', () => {
    expect(whatsappLink('+971 50 555 0199')).toBe('https://wa.me/971505550199');
    expect(whatsappLink(' (020) 1234-5678 ')).toBe('https://wa.me/02012345678');
  });

  it('refuses what is not a phone number', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink('call us')).toBeNull();
    expect(whatsappLink('javascript:alert(1)')).toBeNull();
    expect(whatsappLink('+1 23')).toBeNull();
  });

  it('links a plain e-mail address and nothing else', () => {
    expect(mailLink(' vip-care@starmaker.example ')).toBe('mailto:vip-care@starmaker.example');
    expect(mailLink('a@b')).toBeNull();
    expect(mailLink('x@y.com?subject=hi')).toBeNull();
    expect(mailLink('<b>@x.com')).toBeNull();
  });
});
