import { detectApp, opensPaymentExternally } from '@h5/bridge';
import { describe, expect, it, vi } from 'vitest';
import { openPayment } from './openPayment.ts';

const androidUa = (ver: string) =>
  `Mozilla/5.0 (Linux; Android 12) sm/${ver}/Android/12/gp/dev-1/wifi/en_IN/Pixel/1001///IN`;
const iosUa = (ver: string) => `Mozilla/5.0 (iPhone) sm/${ver}/iOS/16.6/as/dev-1/wifi/en_IN/iPhone/1001///IN`;

describe('external payment tab window', () => {
  const external = (userAgent: string) => opensPaymentExternally(detectApp({ search: '', userAgent }));
  it('opens externally on Android from 8.33.0 up to but excluding 8.33.5', () => {
    expect(external(androidUa('8.33.0'))).toBe(true);
    expect(external(androidUa('8.33.2'))).toBe(true);
    expect(external(androidUa('8.33.4'))).toBe(true);
  });
  it('stays in the web view outside the window, on iOS and in a browser', () => {
    expect(external(androidUa('8.32.9'))).toBe(false);
    expect(external(androidUa('8.33.5'))).toBe(false);
    expect(external(androidUa('8.40.0'))).toBe(false);
    expect(external(iosUa('8.33.2'))).toBe(false);
    expect(external('Mozilla/5.0 (Linux; Android 12) Chrome/120')).toBe(false);
  });
});

describe('openPayment', () => {
  it('goes through the app in the app and navigates in a browser', async () => {
    const app = { inApp: true, openInApp: vi.fn(async () => {}), navigate: vi.fn() };
    await openPayment('https://pay.sm-h5.example/c', app);
    expect(app.openInApp).toHaveBeenCalledWith('https://pay.sm-h5.example/c');
    expect(app.navigate).not.toHaveBeenCalled();

    const web = { inApp: false, openInApp: vi.fn(async () => {}), navigate: vi.fn() };
    await openPayment('https://pay.sm-h5.example/c', web);
    expect(web.navigate).toHaveBeenCalledWith('https://pay.sm-h5.example/c');
    expect(web.openInApp).not.toHaveBeenCalled();
  });
});
