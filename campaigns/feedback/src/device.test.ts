import { detectApp } from '@h5/bridge';
import { describe, expect, it } from 'vitest';
import { deviceDetails, deviceSummary } from './device.ts';

const page = {
  userAgent: 'Mozilla/5.0 (Linux; Android 12)',
  lang: 'ar',
  width: 360,
  height: 640.4,
  deviceId: 'web-1',
};

describe('deviceDetails', () => {
  it('takes the app version, platform, device and country from the app', () => {
    const app = detectApp({
      search: '',
      userAgent: 'Mozilla/5.0 sm/8.40.0/Android/12/play/dev-9/wifi/en_IN/Pixel/1001///IN',
    });
    expect(deviceDetails(app, page)).toEqual({
      app_version: '8.40.0',
      platform: 'android',
      device_id: 'dev-9',
      user_agent: page.userAgent,
      lang: 'ar',
      country: 'IN',
      screen: '360x640',
    });
  });
  it('says web outside the app, with the page device id', () => {
    const d = deviceDetails(detectApp({ search: '', userAgent: page.userAgent }), page);
    expect(d).toMatchObject({ app_version: 'web', platform: 'android', device_id: 'web-1', country: '' });
    expect(deviceSummary(d)[0]).toEqual(['App version', 'web']);
  });
});
