import {
  getActivityRoomRank,
  getActivityUserRank,
  getChargeRebateSummary,
  getCustomerService,
  getIntimacyPrivileges,
  getNobleIndex,
  getRoomRankDetail,
  getVipActivity,
  getVipCard,
  getVipSkus,
  getVipStore,
} from '@h5/core-api/contracts/vip';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { clientIn, latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { ACTIVITY } from './catalogue.ts';
import { vipIconSvg } from './icons.ts';
import { vipArea } from './index.ts';
import { DAY_S } from './state.ts';

const served = serveSandbox([generalArea, vipArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;
const as = (uid: number | null = 1001, lang = 'en') => clientIn(served.origin, lang, uid ?? undefined);
const nowS = () => Math.floor(sandbox.clock.now() / 1000);
const A = ACTIVITY.activity_id;

describe('vip area', () => {
  it('flags VIP users with their level and expiry; an ended VIP keeps its date; visitors must sign in', async () => {
    const vip = await as(1005).call(getVipCard, {});
    expect(vip).toMatchObject({ is_vip: true, level: 3, level_name: 'VIP 3' });
    expect(vip.expire_time).toBeGreaterThan(nowS());
    expect(await as(1001).call(getVipCard, {})).toEqual({
      is_vip: false,
      level: 0,
      level_name: '',
      expire_time: 0,
    });
    const ended = await as(1003).call(getVipCard, {});
    expect(ended.is_vip).toBe(false);
    expect(ended.expire_time).toBeLessThan(nowS());
    await expect(as(null).call(getVipCard, {})).rejects.toMatchObject({ code: 401 });
  });

  it('a purchase in the sale window adds its days and the bonus after the current expiry', async () => {
    const before = await as(1002).call(getVipCard, {});
    sandbox.runSwitch('vip', 'purchase', { uid: 1002, pack: 1 });
    const after = await as(1002).call(getVipCard, {});
    expect(after.expire_time - before.expire_time).toBe((30 + 9) * DAY_S);
    expect(after.level).toBe(2);
  });

  it('outside the window a purchase adds no bonus; a new VIP starts now at the package level', async () => {
    sandbox.clock.advance(6 * DAY_S * 1000);
    sandbox.runSwitch('vip', 'purchase', { uid: 1001, pack: 0 });
    const card = await as(1001).call(getVipCard, {});
    expect(card).toMatchObject({ is_vip: true, level: 1 });
    expect(card.expire_time - nowS()).toBeGreaterThanOrEqual(7 * DAY_S - 2);
    expect(card.expire_time - nowS()).toBeLessThanOrEqual(7 * DAY_S);
  });

  it('prices packages on every app and platform as the VIP recharge page prices the Middle East', async () => {
    const android = await as(1007).call(getVipSkus, { app_name: 'sm', platform: 'android' });
    expect(android.list.map((s) => [s.sku_id, s.days, s.price, s.currency])).toEqual([
      ['sm.vip.7d.android', 7, 4.95, 'USD'],
      ['sm.vip.30d.android', 30, 17.33, 'USD'],
      ['sm.vip.90d.android', 90, 44.55, 'USD'],
    ]);
    const ios = await as(1007).call(getVipSkus, { app_name: 'sm_lite', platform: 'ios' });
    // Paid on the web store whatever the platform: no app store tier on top (issue 51).
    expect(ios.list.map((s) => [s.sku_id, s.price])).toEqual([
      ['sm_lite.vip.7d.ios', 4.95],
      ['sm_lite.vip.30d.ios', 17.33],
      ['sm_lite.vip.90d.ios', 44.55],
    ]);
  });

  it("answers each level's rebate, the user's intimacy level from state, and the row spec 7's user_id names", async () => {
    const store = await as().call(getVipStore, {});
    expect(store.levels.map((l) => [l.level, l.rebate_percent])).toEqual([
      [1, 2],
      [2, 5],
      [3, 8],
    ]);
    expect((await as(1002).call(getIntimacyPrivileges, {})).my_level).toBe(3);
    expect((await as(1003).call(getIntimacyPrivileges, {})).my_level).toBe(0);
    expect((await as(null).call(getIntimacyPrivileges, {})).my_level).toBe(0);
    const named = await as(null).call(getActivityUserRank, { activity_id: A, page: 1, user_id: 1005 });
    expect(named.me?.uid).toBe(1005);
  });

  it("prices packages in the user's own country where the stores price it (spec 9: ME otherwise)", async () => {
    const prices = async (uid: number | null, country?: string) =>
      (await as(uid).call(getVipSkus, { app_name: 'sm', platform: 'android', country })).list.map((s) => [
        s.price,
        s.currency,
      ]);
    // Aarav (IN) and Laila (EG): the VIP recharge page's prices in their areas.
    expect(await prices(1001)).toEqual([
      [395, 'INR'],
      [1383, 'INR'],
      [3555, 'INR'],
    ]);
    expect((await prices(1002))[0]).toEqual([225, 'EGP']);
    // A visitor: the country the page names, else the Middle East; the user's own comes first.
    expect((await prices(null, 'eg'))[0]).toEqual([225, 'EGP']);
    expect((await prices(null))[0]).toEqual([4.95, 'USD']);
    expect((await prices(null, 'AE'))[0]).toEqual([4.95, 'USD']);
    expect((await prices(1001, 'EG'))[0]).toEqual([395, 'INR']);
  });

  it('ranks users with my row, rooms, and a room detail, ten a page', async () => {
    const first = await as(1002).call(getActivityUserRank, { activity_id: A, page: 1 });
    expect(first.list).toHaveLength(10);
    expect(first.has_more).toBe(true);
    expect(first.me?.uid).toBe(1002);
    expect((await as(1001).call(getActivityUserRank, { activity_id: A, page: 1 })).me).toBeNull();
    const rooms = await as().call(getActivityRoomRank, { activity_id: A, page: 1 });
    expect(rooms.list[0]?.rank).toBe(1);
    const top = rooms.list[0]!;
    const detail = await as().call(getRoomRankDetail, { activity_id: A, page: 1, user_id: top.owner_uid });
    expect(detail.list.reduce((n, r) => n + r.score, 0)).toBeLessThanOrEqual(top.score);
    await expect(as().call(getActivityUserRank, { activity_id: 'x', page: 1 })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('gives the rebate by level and the noble level of the user', async () => {
    expect(await as(1005).call(getChargeRebateSummary, {})).toEqual({
      rebate_percent: 8,
      recharged: 120_000,
      rebate: 9_600,
    });
    expect((await as(1005).call(getNobleIndex, {})).my_level).toBe(4);
    const visitor = await as(null).call(getNobleIndex, {});
    expect(visitor.my_level).toBe(0);
    expect(visitor.levels[5]?.privileges.length).toBeGreaterThan(visitor.levels[0]!.privileges.length);
  });

  it('answers in Arabic', async () => {
    const ar = as(1002, 'ar');
    for (const answer of [
      await ar.call(getVipStore, {}),
      await ar.call(getVipActivity, {}),
      await ar.call(getCustomerService, {}),
      await ar.call(getNobleIndex, {}),
      await ar.call(getVipCard, {}),
    ]) {
      expect(latinTexts(answer, ['email', 'whatsapp', 'sku_id', 'activity_id'])).toEqual([]);
    }
  });

  it('serves every icon it names', async () => {
    const store = await as().call(getVipStore, {});
    for (const p of store.privileges) {
      expect(vipIconSvg(p.icon.split('/').pop()!)).toMatch(/^<svg/);
      expect((await fetch(served.origin + p.icon)).status).toBe(200);
    }
    expect(vipIconSvg('nope-ffffff.svg')).toBeNull();
  });
});
