import { describe, expect, it } from 'vitest';
import { APP_LINKS, appScreenLink, appWebviewLink, storeLink } from '../appLinks.ts';

describe('storeLink', () => {
  it('is the Play listing on Android and elsewhere, the App Store listing on iOS', () => {
    expect(storeLink('android')).toBe(APP_LINKS.android);
    expect(storeLink('unknown')).toBe(APP_LINKS.android);
    expect(storeLink('ios')).toBe(APP_LINKS.ios);
  });
  it("carries the promotion's download origin: the install referrer on Play, the tokens on the App Store", () => {
    const play = new URL(storeLink('android', { pid: 'h5_3001', c: 'campaign' }));
    expect(new URLSearchParams(play.searchParams.get('referrer') ?? '').get('pid')).toBe('h5_3001');
    expect(new URLSearchParams(play.searchParams.get('referrer') ?? '').get('c')).toBe('campaign');
    const ios = new URL(storeLink('ios', { pid: 'h5_3001', c: 'campaign' }));
    expect([ios.searchParams.get('pt'), ios.searchParams.get('ct')]).toEqual(['h5_3001', 'campaign']);
  });
  it('leaves out an origin that is empty', () => {
    expect(storeLink('android', { pid: ' ', c: '' })).toBe(APP_LINKS.android);
  });
});

describe('deep links', () => {
  it('open a page in the app, or a screen of the app, on the configured scheme', () => {
    expect(appWebviewLink('https://h5.example/v/x?a=1')).toBe(
      `${APP_LINKS.scheme}://webview?url=https%3A%2F%2Fh5.example%2Fv%2Fx%3Fa%3D1`,
    );
    expect(appScreenLink('live', { id: 7 })).toBe(`${APP_LINKS.scheme}://live?id=7`);
    expect(appScreenLink('home')).toBe(`${APP_LINKS.scheme}://home`);
  });
});
