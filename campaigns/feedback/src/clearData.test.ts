import { detectApp } from '@h5/bridge';
import { installFakeAppHost } from '@h5/bridge/fake-app-host';
import { afterEach, describe, expect, it } from 'vitest';
import { CLEAR_STEPS, canClearInApp, stepsFor } from './clearData.ts';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.SmNative;
  delete w.webkit;
  delete w.__smNativeMethods;
});

describe('clear data', () => {
  it('asks the app from 7.6.7 on', () => {
    installFakeAppHost(window, { appVersion: '7.6.7' });
    expect(canClearInApp(detectApp())).toBe(true);
  });
  it('shows older apps and browsers the steps', () => {
    installFakeAppHost(window, { appVersion: '7.6.0', methods: null });
    expect(canClearInApp(detectApp())).toBe(false);
    expect(canClearInApp(detectApp({ search: '', userAgent: 'Mozilla/5.0 (iPhone)' }))).toBe(false);
  });
  it('gives the steps of the phone', () => {
    expect(stepsFor(detectApp({ search: '', userAgent: 'Mozilla/5.0 (iPhone)' }))).toBe(CLEAR_STEPS.ios);
    expect(stepsFor(detectApp({ search: '', userAgent: 'Mozilla/5.0 (Linux; Android 12)' }))).toBe(
      CLEAR_STEPS.android,
    );
  });
});
