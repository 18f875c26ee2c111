// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openChannelsParams, presetCoins, queryUid } from './storeQuery.ts';

const q = (s: string) => new URLSearchParams(s);

describe('open-channels parameters from the query', () => {
  it('carries the spec 7 parameters that are well formed', () => {
    expect(
      openChannelsParams(
        q(
          'os=android&devi=abc-1&app=sm&ver=8.33.1&country=in&work_id=7&activity_id=a1&spec_country=EG&lang=ar',
        ),
        { module: 'store' },
        1001,
      ),
    ).toEqual({
      module: 'store',
      uid: 1001,
      os: 'android',
      devi: 'abc-1',
      app: 'sm',
      ver: '8.33.1',
      country: 'IN',
      work_id: '7',
      activity_id: 'a1',
      spec_country: 'EG',
    });
  });

  it('leaves out empty and malformed values', () => {
    expect(
      openChannelsParams(
        q('os=&country=India&spec_country=1&ver=<b>&module=a b'),
        { module: 'point_card' },
        null,
      ),
    ).toEqual({
      module: 'point_card',
    });
  });

  it("passes the link's module and spec_country through; the page's own only when the link has none", () => {
    // Issue 51: online banking overwrote the link's spec_country with MY, and every page its module.
    expect(
      openChannelsParams(
        q('spec_country=ID&module=bank_va'),
        { module: 'online_banking', spec_country: 'MY' },
        1001,
      ),
    ).toEqual({ module: 'bank_va', spec_country: 'ID', uid: 1001 });
    expect(openChannelsParams(q(''), { module: 'online_banking', spec_country: 'MY' }, null)).toEqual({
      module: 'online_banking',
      spec_country: 'MY',
    });
  });
});

describe('the account and package of the link', () => {
  it('reads a whole uid and coins, nothing else', () => {
    expect(queryUid(q('uid=1002'))).toBe(1002);
    for (const bad of ['uid=', 'uid=0', 'uid=12a', 'uid=-4', 'uid=1.5']) expect(queryUid(q(bad))).toBeNull();
    expect(presetCoins(q('coins=6000'))).toBe(6000);
    expect(presetCoins(q('coins=abc'))).toBeNull();
    expect(presetCoins(q(''))).toBeNull();
  });
});
