import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { powerfulFamilyArea, WAR_PROMO } from './index.ts';

const served = serveSandbox([generalArea, powerfulFamilyArea] as AreaDefinition<unknown>[]);

// biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely, field by field
type Data = Record<string, any>;

async function get(
  path: string,
  uid: number | null = 1001,
  lang?: string,
): Promise<{ code: number; msg: string; data: Data }> {
  const headers: Record<string, string> = lang ? { lang } : {};
  if (uid) headers.token = `tok-${uid}`;
  return (await (
    await fetch(`${served.origin}/global-family-war/${WAR_PROMO}/${path}`, { headers })
  ).json()) as never;
}

async function war(body: Record<string, unknown>) {
  await fetch(`${served.origin}/__sandbox/area/powerfulFamily/war`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('global family war area', () => {
  it('starts at level 3 with the user family promoted there', async () => {
    const info = (await get('total-page-info')).data;
    expect(info.now_level).toBe(3);
    expect(info.stages).toHaveLength(7);
    expect(info.familyInfo).toMatchObject({ family_id: 301, family_title: 'Desi Melodies' });
    expect(info.familyInfo.all_task).toHaveLength(2);
    const group = (await get('get-user-group')).data;
    expect(group).toMatchObject({ region_id: 'south-asia', userGroup: { promotion_level: 2, nowLevel: 3 } });
    expect([3, '']).toContain(group.userGroup.curLevel);
  });

  it('names each region’s groups, and every family is in one of them', async () => {
    const regions = (await get('get-regional-list')).data.list as Data[];
    expect(Object.fromEntries(regions.map((r) => [r.region_id, r.groups]))).toEqual({
      'south-asia': ['A', 'B'],
      mena: ['A', 'B', 'C'],
      'southeast-asia': ['A', 'B'],
      africa: ['A', 'B'],
    });
    for (const r of regions) {
      const rows = (await get(`get-regional-family-list?region_id=${r.region_id}&page=1`)).data
        .list as Data[];
      expect(new Set(rows.map((f) => f.group))).toEqual(new Set(r.groups));
    }
    const c = (await get('get-group-list-total?region_id=mena&group=C')).data;
    expect(c.group).toBe('C');
    expect(c.list.length).toBeGreaterThan(0);
  });

  it('has no group for a user without a family, and not promoted for a family the war did not take', async () => {
    expect((await get('get-user-group', 1004)).data).toEqual({ userGroup: null, region_id: null });
    expect((await get('total-page-info', 1004)).data.familyInfo).toBeNull();
    expect((await get('get-ticket', 1004)).data.total).toBe(0);
    expect((await get('get-ticket', null)).code).toBe(401);
    // 2023 leads Cairo Nights (310), a family the war did not take.
    expect((await get('get-user-group', 2023)).data.userGroup).toMatchObject({
      promotion_level: 1,
      curLevel: '',
    });
  });

  it('puts a family at each level, knocks one out, and finishes the war', async () => {
    for (const level of [1, 4, 5, 7]) {
      await war({ level, family_id: 301 });
      const g = (await get('get-user-group')).data.userGroup;
      expect(g).toMatchObject({ promotion_level: 2, curLevel: level, nowLevel: level, group: 'A' });
    }
    await war({ level: 6, family_id: 301, reach: 3 });
    expect((await get('get-user-group')).data.userGroup).toMatchObject({ promotion_level: 1, curLevel: 3 });
    await war({ level: 8, family_id: 301, reach: 8 });
    expect((await get('get-user-group')).data.userGroup).toMatchObject({
      promotion_level: 2,
      curLevel: '',
      nowLevel: 8,
    });
    const final = (await get('get-final-rank-list')).data;
    expect(final.list).toHaveLength(8);
    expect(final.list[0]).toMatchObject({ family_id: 301, level: 7, out: false });
    expect(final.list.filter((r: Data) => !r.out)).toHaveLength(1);
  });

  it('moves the day scores with the clock and keeps the groups apart', async () => {
    const before = (await get('get-group-list-by-day?region_id=south-asia&group=A')).data;
    expect(before.days).toBe(6);
    expect(before.list.every((r: Data) => r.group === 'A' && r.region_id === 'south-asia')).toBe(true);
    served.sandbox.clock.advance(3_600_000);
    const after = (await get('get-group-list-by-day?region_id=south-asia&group=A')).data;
    const score = (l: Data) => l.list.reduce((a: number, r: Data) => a + r.score, 0);
    expect(score(after)).toBeGreaterThan(score(before));
    const day1 = (await get('get-group-list-by-day?region_id=south-asia&group=A&day=1')).data;
    expect(day1.list).toHaveLength(5);
    expect((await get('get-group-list-total?region_id=nowhere&group=A')).code).toBe(4202);
  });

  it('pages regions, families, heroes and members', async () => {
    const regions = (await get('get-regional-list')).data.list;
    expect(regions.map((r: Data) => r.family_count)).toEqual([10, 10, 10, 10]);
    const fams = (await get('get-regional-family-list?region_id=mena&page=1')).data;
    expect(fams.list.map((r: Data) => r.family_id)).toContain(302);
    expect(fams.list.map((r: Data) => r.family_id)).not.toContain(310);
    const heroes = (await get('get-personal-list?page=1')).data;
    expect(heroes.list).toHaveLength(20);
    expect(heroes.has_more).toBe(true);
    const members = (await get('get-global-family-member-list?family_id=301&page=1')).data;
    expect(members.family.family_id).toBe(301);
    expect(members.list.map((m: Data) => m.uid)).toContain(1001);
    expect((await get('get-global-family-member-list?family_id=1&page=1')).code).toBe(4201);
    expect((await get('get-global-family-rank-list?page=2')).data.list).toHaveLength(20);
  });

  it('publishes the war’s rules with its promotion, in the request’s language', async () => {
    const en = (await (await fetch(`${served.origin}/promotions/${WAR_PROMO}`)).json()) as Data;
    expect(en.data.rules).toHaveLength(7);
    expect(en.data.rules[0]).toContain('seven levels of two days each');
    const ar = (await (
      await fetch(`${served.origin}/promotions/${WAR_PROMO}`, { headers: { lang: 'ar' } })
    ).json()) as Data;
    expect(latinTexts(ar.data.rules)).toEqual([]);
  });

  it('answers in Arabic', async () => {
    const names = ['family_title', 'region_id', 'group', 'groups', 'leader_image', 'family_cover'];
    for (const path of ['total-page-info', 'get-regional-list', 'get-final-rank-list']) {
      expect(latinTexts((await get(path, 1001, 'ar')).data, names)).toEqual([]);
    }
    expect((await get('get-regional-list', 1001, 'ar')).data.list[0].name).toBe('جنوب آسيا');
  });

  it('refuses a war it does not know', async () => {
    const res = await (await fetch(`${served.origin}/global-family-war/nope/get-regional-list`)).json();
    expect(res.code).toBe(404);
  });
});
