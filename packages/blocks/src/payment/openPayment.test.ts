import { detectApp, opensPaymentExternally } from '@h5/bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPayment, openPaymentWithLoading, PAYMENT_LOADING_MS, paymentDeepLink } from './openPayment.ts';

const androidUa = (ver: string) =>
  `Mozilla/5.0 (Linux; Android 12) sm/${ver}/Android/12/gp/dev-1/wifi/en_IN/Pixel/1001///IN`;
const iosUa = (ver: string) => `Mozilla/5.0 (iPhone) sm/${ver}/iOS/16.6/as/dev-1/wifi/en_IN/iPhone/1001///IN`;
const PAY = 'https://pay.sm-h5.example/c?product_id=gold-1&uid=7';

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

const opener = (inApp: boolean, external: boolean) => ({
  inApp,
  external,
  openDeepLink: vi.fn(async (_link: string) => {}),
  navigate: vi.fn(),
});

describe('openPayment', () => {
  it('in the app opens the webview deep link with the whole payment URL, never the URL itself', async () => {
    const app = opener(true, false);
    await openPayment(PAY, app);
    expect(app.openDeepLink).toHaveBeenCalledWith(`smapp://webview?url=${encodeURIComponent(PAY)}`);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('flags the external tab when the app version needs it', async () => {
    const app = opener(true, true);
    await openPayment(PAY, app);
    const link = app.openDeepLink.mock.calls[0]?.[0] ?? '';
    expect(link).toBe(paymentDeepLink(PAY, true));
    expect(new URLSearchParams(link.split('?')[1]).get('external')).toBe('1');
    expect(new URLSearchParams(link.split('?')[1]).get('url')).toBe(PAY);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('navigates in a browser', async () => {
    const web = opener(false, false);
    await openPayment(PAY, web);
    expect(web.navigate).toHaveBeenCalledWith(PAY);
    expect(web.openDeepLink).not.toHaveBeenCalled();
  });
});

describe('openPaymentWithLoading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the loading after 1000 ms and holds until then', async () => {
    vi.useFakeTimers();
    expect(PAYMENT_LOADING_MS).toBe(1000);
    const loading: boolean[] = [];
    let settled = false;
    const run = openPaymentWithLoading(PAY, opener(false, false), (on) => loading.push(on)).then(() => {
      settled = true;
    });
    expect(loading).toEqual([true]);
    await vi.advanceTimersByTimeAsync(999);
    expect(loading).toEqual([true]);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(loading).toEqual([true, false]);
    expect(settled).toBe(true);
  });
});
