import { describe, expect, it } from 'vitest';
import {
  direction,
  isRtl,
  normalizeLanguage,
  pickLanguage,
  RTL_LANGUAGES,
  SUPPORTED_LANGUAGES,
} from './index';

describe('normalizeLanguage', () => {
  it('reduces tags to a supported primary code', () => {
    expect(normalizeLanguage('ar-EG')).toBe('ar');
    expect(normalizeLanguage('EN_us')).toBe('en');
    expect(normalizeLanguage(' hi-IN ')).toBe('hi');
    expect(normalizeLanguage('in')).toBe('id');
    expect(normalizeLanguage('in_ID')).toBe('id');
    expect(normalizeLanguage('fil-PH')).toBe('tl');
    expect(normalizeLanguage('ms-MY')).toBe('ms');
    for (const lang of SUPPORTED_LANGUAGES) expect(normalizeLanguage(lang)).toBe(lang);
  });

  it('rejects junk and unsupported languages', () => {
    for (const junk of [
      '',
      'xx',
      'zh-CN',
      '<script>',
      '<script>alert(1)</script>',
      'constructor',
      '__proto__',
    ]) {
      expect(normalizeLanguage(junk)).toBeNull();
    }
    expect(normalizeLanguage(null)).toBeNull();
    expect(normalizeLanguage(undefined)).toBeNull();
  });
});

describe('pickLanguage', () => {
  it('prefers the lang query, then the app locale, then the browser languages', () => {
    expect(pickLanguage({ query: 'ar', app: 'hi_IN', browser: ['id-ID'] })).toBe('ar');
    expect(pickLanguage({ query: null, app: 'hi_IN', browser: ['id-ID'] })).toBe('hi');
    expect(pickLanguage({ browser: ['zh-CN', 'ms-MY', 'en-US'] })).toBe('ms');
  });

  it('skips unknown or hostile values', () => {
    expect(pickLanguage({ query: 'xx', app: 'ur-PK' })).toBe('ur');
    expect(pickLanguage({ query: '<script>', app: '', browser: ['fa-IR'] })).toBe('fa');
  });

  it('falls back to English', () => {
    expect(pickLanguage({})).toBe('en');
    expect(pickLanguage({ query: 'xx', app: 'de', browser: ['fr-FR', 'zh'] })).toBe('en');
  });
});

describe('direction', () => {
  it('is rtl for Arabic, Urdu and Persian only', () => {
    expect(RTL_LANGUAGES).toEqual(['ar', 'ur', 'fa']);
    for (const lang of ['ar', 'ur', 'fa', 'ar-EG']) {
      expect(isRtl(lang)).toBe(true);
      expect(direction(lang)).toBe('rtl');
    }
    for (const lang of ['en', 'hi', 'id', 'ms', 'tl', 'ha', 'xx']) {
      expect(isRtl(lang)).toBe(false);
      expect(direction(lang)).toBe('ltr');
    }
  });
});
