// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { skuParams, vipRechargePath } from './purchase.ts';

describe('the VIP purchase', () => {
  it('asks for the packages of the app and platform, the web store in a browser', () => {
    expect(skuParams({ inApp: true, appName: 'sm_lite', platform: 'ios' })).toEqual({
      app_name: 'sm_lite',
      platform: 'ios',
    });
    expect(skuParams({ inApp: true, appName: null, platform: 'unknown' })).toEqual({
      app_name: 'sm',
      platform: 'web',
    });
    expect(skuParams({ inApp: false, appName: null, platform: 'android' })).toEqual({
      app_name: 'sm',
      platform: 'web',
    });
  });

  it('carries the chosen package to the VIP recharge page under the official certificate', () => {
    expect(vipRechargePath('sm.vip.30d.ios')).toBe('/v/vip-recharge/official?sku_id=sm.vip.30d.ios');
  });
});
