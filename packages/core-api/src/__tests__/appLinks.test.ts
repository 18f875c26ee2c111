import { describe, expect, it } from 'vitest';
import { APP_LINKS, appScreenLink, appWebviewLink, DEFAULT_APP_LINKS, storeLink } from '../appLinks.ts';
import { appLinksFrom, appLinksProblems } from '../buildChecks.ts';

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

describe('H5_APP_LINKS, the build setting of the app links', () => {
  it('takes the keys a build sets over the defaults', () => {
    const links = appLinksFrom('{"scheme":"sisterapp","ios":"https://apps.apple.com/app/id42"}');
    expect(links).toEqual({
      ...DEFAULT_APP_LINKS,
      scheme: 'sisterapp',
      ios: 'https://apps.apple.com/app/id42',
    });
    expect(appWebviewLink('https://h5.example/v/x', links)).toMatch(/^sisterapp:\/\/webview\?url=/);
    expect(storeLink('ios', { pid: 'p1' }, links)).toBe('https://apps.apple.com/app/id42?pt=p1');
    expect(appLinksFrom(undefined)).toBe(DEFAULT_APP_LINKS);
    expect(appLinksFrom('')).toBe(DEFAULT_APP_LINKS);
  });

  it('says what is wrong with a mistyped value, so the build stops', () => {
    expect(appLinksProblems('')).toEqual([]);
    expect(appLinksProblems('{"scheme":"myapp","iosUserAgentHeader":"x-my-ua"}')).toEqual([]);
    expect(appLinksProblems('scheme=myapp')[0]).toMatch(/not JSON/);
    expect(appLinksProblems('["myapp"]')[0]).toMatch(/JSON object/);
    expect(appLinksProblems('{"schema":"myapp"}')[0]).toMatch(/unknown key "schema"/);
    expect(appLinksProblems('{"scheme":"myapp://"}')[0]).toMatch(/scheme must be/);
    expect(appLinksProblems('{"android":"http://play.example/app"}')[0]).toMatch(
      /android must be an https URL/,
    );
    expect(appLinksProblems('{"android":"javascript:alert(1)"}')[0]).toMatch(/https URL/);
    expect(appLinksProblems('{"iosUserAgentHeader":"X UA"}')[0]).toMatch(/header name/);
    // A refused value never reaches the page: the defaults stand.
    expect(appLinksFrom('{"android":"javascript:alert(1)"}')).toBe(DEFAULT_APP_LINKS);
  });
});
