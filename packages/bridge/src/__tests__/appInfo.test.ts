import { describe, expect, it } from 'vitest';
import { detectApp, fakeAppRequested, opensPaymentExternally, parseAppUserAgent } from '../appInfo.ts';

const CHROME =
  'Mozilla/5.0 (Linux; Android 10; Redmi Note 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 Mobile Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1';
const ANDROID_APP = `${CHROME} sm/8.33.2/Android/10/googleplay/a1b2c3d4e5/wifi/en_IN/Redmi Note 8/1234567///IN`;
const IOS_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 sm/8.40.1/iOS/16.5/appstore/F3A9-11/4g/ar_EG/iPhone12,1/998877///EG';

describe('parseAppUserAgent', () => {
  it('parses an Android app UA appended to Chrome', () => {
    expect(parseAppUserAgent(ANDROID_APP)).toEqual({
      inApp: true,
      appVersion: '8.33.2',
      platform: 'android',
      deviceId: 'a1b2c3d4e5',
      locale: 'en_IN',
      uid: '1234567',
      country: 'IN',
      appName: 'sm',
    });
  });

  it('parses an iOS app UA', () => {
    expect(parseAppUserAgent(IOS_APP)).toMatchObject({
      appVersion: '8.40.1',
      platform: 'ios',
      locale: 'ar_EG',
      uid: '998877',
      country: 'EG',
      deviceId: 'F3A9-11',
    });
  });

  it('parses the bare app UA, an anonymous uid and an empty country', () => {
    expect(parseAppUserAgent('sm/7.6.0/Android/9/ch/dev/wifi/hi_IN/M/0///')).toMatchObject({
      appVersion: '7.6.0',
      uid: null,
      country: null,
    });
    expect(parseAppUserAgent('sm/7.6.0/Android/9/ch/dev/wifi/id_ID/M//// extra')).toMatchObject({
      locale: 'id_ID',
      uid: null,
      country: null,
    });
  });

  it('tolerates a truncated UA', () => {
    expect(parseAppUserAgent('sm/8.1.0/Android/11/ch/dev')).toMatchObject({
      appVersion: '8.1.0',
      platform: 'android',
      deviceId: 'dev',
      locale: null,
      uid: null,
      country: null,
    });
  });

  it('rejects junk and look-alikes', () => {
    for (const ua of [
      '',
      CHROME,
      SAFARI,
      'sm/',
      'sm/abc/Android/10',
      'sm/8.0.0/Windows/10/x',
      'prism/8.0.0/Android/1/x',
      'xsm/8.0.0/Android/',
    ]) {
      expect(parseAppUserAgent(ua)).toBeNull();
    }
  });
});

describe('detectApp', () => {
  it('detects the app by UA', () => {
    const info = detectApp({ search: '?promotion_id=1', userAgent: ANDROID_APP });
    expect(info).toMatchObject({
      inApp: true,
      platform: 'android',
      appVersion: '8.33.2',
      uid: '1234567',
      appName: 'sm',
    });
  });

  it('detects the app by app / app_name query and takes ver/os hints', () => {
    expect(detectApp({ search: '?app=1&ver=8.33.1&os=android&uid=5', userAgent: CHROME })).toMatchObject({
      inApp: true,
      platform: 'android',
      appVersion: '8.33.1',
      uid: '5',
    });
    expect(detectApp({ search: '?app_name=starmaker&os=ios', userAgent: 'Mozilla/5.0' })).toMatchObject({
      inApp: true,
      platform: 'ios',
      appName: 'starmaker',
      appVersion: null,
    });
  });

  it('prefers the UA over query hints', () => {
    expect(detectApp({ search: '?ver=1.0.0&os=ios', userAgent: ANDROID_APP })).toMatchObject({
      platform: 'android',
      appVersion: '8.33.2',
    });
  });

  it('share_type means not in-app, even with the app UA', () => {
    const info = detectApp({ search: '?app=1&share_type=whatsapp&ver=8.0.0&uid=7', userAgent: ANDROID_APP });
    expect(info).toEqual({
      inApp: false,
      platform: 'android',
      appVersion: null,
      locale: null,
      uid: null,
      country: null,
      appName: null,
      deviceId: null,
    });
  });

  it('plain browsers are not in-app; platform comes from the browser UA', () => {
    expect(detectApp({ search: '', userAgent: SAFARI })).toMatchObject({ inApp: false, platform: 'ios' });
    expect(detectApp({ search: '?ver=8.0.0', userAgent: 'curl/8' })).toMatchObject({
      inApp: false,
      platform: 'unknown',
      appVersion: null,
    });
  });

  it('defaults to location.search and navigator.userAgent', () => {
    expect(detectApp().inApp).toBe(false);
  });
});

describe('opensPaymentExternally', () => {
  const at = (appVersion: string | null, platform: 'android' | 'ios' = 'android', inApp = true) =>
    opensPaymentExternally({ ...detectApp({ search: '', userAgent: '' }), inApp, platform, appVersion });
  it('is true only on Android 8.33.0 <= v < 8.33.5 in the app', () => {
    expect(at('8.32.9')).toBe(false);
    expect(at('8.33.0')).toBe(true);
    expect(at('8.33.2')).toBe(true);
    expect(at('8.33.4')).toBe(true);
    expect(at('8.33.4.9')).toBe(true);
    expect(at('8.33.5')).toBe(false);
    expect(at('8.4')).toBe(false);
    expect(at('8.33.2', 'ios')).toBe(false);
    expect(at('8.33.2', 'android', false)).toBe(false);
    expect(at(null)).toBe(false);
    expect(at('garbage')).toBe(false);
  });
});

it('fakeAppRequested', () => {
  expect(fakeAppRequested('?fake_app=1&x=2')).toBe(true);
  expect(fakeAppRequested('?fake_app=0')).toBe(false);
  expect(fakeAppRequested('')).toBe(false);
});
