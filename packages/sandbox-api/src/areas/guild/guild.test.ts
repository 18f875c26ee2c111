// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely, as JSON, to check what the server sends
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { earned, periodStart } from './earnings.ts';
import { GUILD_ERRORS, type GuildState, guildArea, RECOMMEND_PAGE_SIZE, UPLOAD_MAX_BYTES } from './index.ts';

const served = serveSandbox([guildArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

interface Answer<T = any> {
  code: number;
  msg: string;
  data: T;
}

async function call<T = any>(
  path: string,
  opts: { uid?: number | null; body?: object; lang?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (opts.uid !== null) headers.token = `tok-${opts.uid ?? 1001}`;
  if (opts.lang) headers.lang = opts.lang;
  if (opts.body) headers['content-type'] = 'application/json';
  // Quitting and removing a member are money calls (they cannot be undone): each POST its own key.
  if (opts.body) headers['idempotency-key'] = crypto.randomUUID();
  const res = await fetch(served.origin + path, {
    method: opts.body ? 'POST' : 'GET',
    headers,
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return (await res.json()) as Answer<T>;
}

const post = (path: string, body: object, uid = 1001, lang?: string) => call(path, { uid, body, lang });
const refusal = (e: readonly [number, { texts: { en: string } }]) => ({ code: e[0], msg: e[1].texts.en });
const state = () => sandbox.state<GuildState>('guild');

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('rules', () => {
  it("publishes the guild's rules in the request's language, to visitors too", async () => {
    const en = (await call('/guild/rules', { uid: null })).data.rules as string[];
    const ar = (await call('/guild/rules', { uid: null, lang: 'ar' })).data.rules as string[];
    expect(en.length).toBeGreaterThan(3);
    expect(ar).toHaveLength(en.length);
    expect(ar.every((r) => /[\u0600-\u06ff]/.test(r))).toBe(true);
  });
});

describe('roles', () => {
  it('gives each seeded user their place for each identity', async () => {
    const roles = async (uid: number) => (await call('/guild/my-guild-role', { uid })).data;
    expect((await roles(1001)).roles).toEqual([
      { identity: 0, role_id: 2, guild_id: 201, pending_guild_id: 0 },
      { identity: 1, role_id: 1, guild_id: 101, pending_guild_id: 0 },
    ]);
    expect((await roles(1002)).roles.map((r: any) => r.role_id)).toEqual([0, 2]);
    expect(await roles(1003)).toMatchObject({ is_broadcaster: false });
    expect((await roles(1003)).roles.map((r: any) => r.role_id)).toEqual([0, 0]);
    expect((await roles(1004)).roles[1]).toMatchObject({ role_id: 0, pending_guild_id: 101 });
  });

  it('asks a visitor to log in', async () => {
    expect((await call('/guild/my-guild-role', { uid: null })).code).toBe(401);
  });

  it('answers guild data for the chosen identity only', async () => {
    expect((await call('/guild/my-guild?identity=1')).data).toMatchObject({
      role_id: 1,
      guild: { guild_id: 101 },
    });
    expect((await call('/guild/my-guild?identity=0')).data).toMatchObject({
      role_id: 2,
      guild: { guild_id: 201 },
    });
    expect(await call('/guild/my-guild?identity=1', { uid: 1003 })).toMatchObject(
      refusal(GUILD_ERRORS.notInGuild),
    );
    expect(await call('/guild/my-guild?identity=7')).toMatchObject(refusal(GUILD_ERRORS.badIdentity));
  });

  it('keeps the member list and applications to the president', async () => {
    expect((await call('/guild/my-members?identity=1&page=1')).data.list.length).toBeGreaterThan(0);
    expect(await call('/guild/my-members?identity=1&page=1', { uid: 1007 })).toMatchObject(
      refusal(GUILD_ERRORS.notPresident),
    );
  });
});

describe('recommended guilds', () => {
  it('pages to the end and says exactly when there is no more', async () => {
    const seen: number[] = [];
    let page = 1;
    for (;;) {
      const d = (
        await call(`/guild/recommend-guild?identity=1&page=${page}&pageSize=${RECOMMEND_PAGE_SIZE}`, {
          uid: 1003,
        })
      ).data;
      seen.push(...d.list.map((g: any) => g.guild_id));
      if (!d.has_more) break;
      expect(d.list).toHaveLength(RECOMMEND_PAGE_SIZE);
      page++;
    }
    const all = [...state().guilds.values()].filter((g) => g.identity === 1).length;
    expect(new Set(seen).size).toBe(all);
    const after = (
      await call(`/guild/recommend-guild?identity=1&page=${page + 1}&pageSize=10`, { uid: 1003 })
    ).data;
    expect(after).toEqual({ list: [], has_more: false });
  });

  it('lists the caller’s country first and leaves out their own guild', async () => {
    const d = (await call('/guild/recommend-guild?identity=1&page=1&pageSize=20', { uid: 1002 })).data;
    expect(d.list[0].country).toBe('EG');
    expect(d.list.map((g: any) => g.guild_id)).not.toContain(102);
  });

  it('searches by name in any case, or by id', async () => {
    const byName = (
      await call('/guild/recommend-guild?identity=1&page=1&pageSize=10&content=%20manila%20', { uid: 1003 })
    ).data;
    expect(byName.list.map((g: any) => g.name)).toEqual(['Manila Voices']);
    const byId = (
      await call('/guild/recommend-guild?identity=1&page=1&pageSize=10&content=103', { uid: 1003 })
    ).data;
    expect(byId.list.map((g: any) => g.guild_id)).toEqual([103]);
    const none = (
      await call('/guild/recommend-guild?identity=1&page=1&pageSize=10&content=zzz', { uid: 1003 })
    ).data;
    expect(none).toEqual({ list: [], has_more: false });
  });
});

describe('joining', () => {
  it('joins an open guild at once, and once', async () => {
    await post('/guild/be-broadcaster', {}, 1003);
    const first = await post('/guild/join-guild', { identity: 1, guild_id: 103 }, 1003);
    expect(first.data).toEqual({ joined: true, status: 'approved' });
    const again = await post('/guild/join-guild', { identity: 1, guild_id: 103 }, 1003);
    expect(again.data).toEqual({ joined: true, status: 'approved' });
    expect([...state().guilds.get(103)!.members.keys()].filter((u) => u === 1003)).toHaveLength(1);
  });

  it('applies to a closed guild once, and refuses a second guild meanwhile', async () => {
    const a = await post('/guild/join-guild', { identity: 1, guild_id: 105 }, 1006);
    expect(a.data).toEqual({ joined: false, status: 'pending' });
    await post('/guild/join-guild', { identity: 1, guild_id: 105 }, 1006);
    expect(state().applications.filter((x) => x.uid === 1006)).toHaveLength(1);
    expect(await post('/guild/join-guild', { identity: 1, guild_id: 106 }, 1006)).toMatchObject(
      refusal(GUILD_ERRORS.pendingElsewhere),
    );
  });

  it('refuses non-broadcasters, members and full guilds, in the page’s language', async () => {
    expect(await post('/guild/join-guild', { identity: 1, guild_id: 103 }, 1003)).toMatchObject(
      refusal(GUILD_ERRORS.notBroadcaster),
    );
    expect(await post('/guild/join-guild', { identity: 1, guild_id: 103 }, 1002)).toMatchObject(
      refusal(GUILD_ERRORS.alreadyInGuild),
    );
    sandbox.runSwitch('guild', 'fillGuild', { guild_id: 103 });
    const ar = await post('/guild/join-guild', { identity: 1, guild_id: 103 }, 1006, 'ar');
    expect(ar).toEqual({ code: GUILD_ERRORS.guildFull[0], msg: GUILD_ERRORS.guildFull[1].texts.ar });
  });
});

describe('applications', () => {
  it('approves once; a second tap gets the same answer', async () => {
    expect((await post('/guild/application', { id: 501, decision: 'approve' })).data).toEqual({
      status: 'approved',
    });
    expect((await post('/guild/application', { id: 501, decision: 'approve' })).data).toEqual({
      status: 'approved',
    });
    expect(state().guilds.get(101)!.members.has(1004)).toBe(true);
    expect(await post('/guild/application', { id: 501, decision: 'reject' })).toMatchObject(
      refusal(GUILD_ERRORS.alreadyDecided),
    );
  });

  it('refuses to approve someone another guild has taken, and the application lapses', async () => {
    expect(await post('/guild/application', { id: 504, decision: 'approve' })).toMatchObject(
      refusal(GUILD_ERRORS.applicantTaken),
    );
    expect(state().applications.find((a) => a.id === 504)?.status).toBe('rejected');
  });

  it('lets only the president answer', async () => {
    expect(await post('/guild/application', { id: 502, decision: 'reject' }, 1007)).toMatchObject(
      refusal(GUILD_ERRORS.notPresident),
    );
  });
});

describe('remove and quit', () => {
  it('removes a member, and refuses one who is not', async () => {
    const before = state().guilds.get(101)!.members.size;
    expect((await post('/guild/remove-guild', { identity: 1, uid: 1007 })).data).toEqual({
      member_count: before,
    });
    expect(await post('/guild/remove-guild', { identity: 1, uid: 1007 })).toMatchObject(
      refusal(GUILD_ERRORS.notMember),
    );
  });

  it('lets a member quit, not the president', async () => {
    expect((await post('/guild/quit-guild', { identity: 1 }, 1002)).data).toEqual({ role_id: 0 });
    expect(await post('/guild/quit-guild', { identity: 1 }, 1002)).toMatchObject(
      refusal(GUILD_ERRORS.notInGuild),
    );
    expect(await post('/guild/quit-guild', { identity: 1 })).toMatchObject(
      refusal(GUILD_ERRORS.presidentCannotQuit),
    );
  });
});

describe('upload and create', () => {
  it('stores a PNG and serves it back', async () => {
    const up = await post('/guild/upload', { image: dataUrl(PNG) }, 1003);
    expect(up.data.url).toMatch(/\/static\/guild\/uploads\/u1\.png$/);
    const res = await fetch(served.origin + up.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses other types, lying types and large images', async () => {
    expect(await post('/guild/upload', { image: dataUrl(Buffer.from('GIF89a'), 'image/gif') })).toMatchObject(
      refusal(GUILD_ERRORS.imageType),
    );
    expect(await post('/guild/upload', { image: dataUrl(Buffer.from('hello'), 'image/png') })).toMatchObject(
      refusal(GUILD_ERRORS.imageType),
    );
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(await post('/guild/upload', { image: dataUrl(big) })).toMatchObject(
      refusal(GUILD_ERRORS.imageSize),
    );
  });

  it('creates a guild with an uploaded cover, and makes its creator president', async () => {
    const cover = (await post('/guild/upload', { image: dataUrl(PNG) }, 1003)).data.url;
    const bad = { identity: 0, name: 'A', country: 'ID', cover, slogan: '' };
    expect(await post('/guild/create-guild', bad, 1003)).toMatchObject(refusal(GUILD_ERRORS.nameLength));
    expect(await post('/guild/create-guild', { ...bad, name: 'Manila voices' }, 1003)).toMatchObject(
      refusal(GUILD_ERRORS.nameTaken),
    );
    expect(
      await post('/guild/create-guild', { ...bad, name: 'Budi Band', cover: '/x.png' }, 1003),
    ).toMatchObject(refusal(GUILD_ERRORS.coverMissing));
    expect(
      await post('/guild/create-guild', { ...bad, name: 'Budi Band', country: 'XX' }, 1003),
    ).toMatchObject(refusal(GUILD_ERRORS.badCountry));
    const made = await post('/guild/create-guild', { ...bad, name: '  Budi   Band ' }, 1003);
    expect(made.data.guild_id).toBe(301);
    expect(state().guilds.get(301)?.name).toBe('Budi Band');
    expect((await call('/guild/my-guild-role', { uid: 1003 })).data.roles[0]).toMatchObject({
      role_id: 1,
      guild_id: 301,
    });
    expect(await post('/guild/create-guild', { ...bad, name: 'Budi Two' }, 1003)).toMatchObject(
      refusal(GUILD_ERRORS.alreadyInGuild),
    );
  });
});

describe('earnings', () => {
  it('grows with the clock and counts a day valid after an hour live', () => {
    const from = Date.UTC(2026, 0, 5);
    const hour = earned(1001, 1, from, from + 3_600_000);
    const day = earned(1001, 1, from, from + 86_400_000);
    expect(day.stars).toBe(hour.stars * 24);
    expect(day.valid_days).toBe(1);
    expect(periodStart(Date.UTC(2026, 0, 8, 15), 'week')).toBe(Date.UTC(2026, 0, 5));
    // Every member goes live between an hour and a half and four hours a day.
    for (const uid of [1001, 1002, 1007, 2001, 7100, 7150])
      for (const identity of [0, 1] as const) {
        const m = earned(uid, identity, from, from + 86_400_000).live_minutes;
        expect(m).toBeGreaterThanOrEqual(90);
        expect(m).toBeLessThan(240);
      }
    expect(periodStart(Date.UTC(2026, 0, 8, 15), 'month')).toBe(Date.UTC(2026, 0, 1));
  });

  it('answers stats, income and bonus that move with the clock, in Arabic', async () => {
    // A Wednesday noon: three hours later is the same week (from late on a Sunday it is the next
    // one, whose stars start again).
    sandbox.clock.set(Date.UTC(2026, 0, 7, 12));
    const s1 = (await call('/guild/my-stats-details?identity=1&period=week')).data;
    sandbox.clock.advance(3 * 3_600_000);
    const s2 = (await call('/guild/my-stats-details?identity=1&period=week')).data;
    expect(s2.stars).toBeGreaterThan(s1.stars);
    const income = await call('/guild/my-income-details?identity=1&period=month', { lang: 'ar' });
    expect(income.data.lines).toHaveLength(3);
    expect(latinTexts(income.data, ['period'])).toEqual([]);
    const bonus = (await call('/guild/my-historical-bonus?identity=1&month=', { lang: 'ar' })).data;
    expect(bonus.months).toHaveLength(6);
    expect(latinTexts(bonus, ['month', 'months', 'date'])).toEqual([]);
    expect(await call('/guild/my-historical-bonus?identity=1&month=1999-01')).toMatchObject(
      refusal(GUILD_ERRORS.badMonth),
    );
  });
});

describe('guild PK', () => {
  it('has a live round whose scores grow, and a schedule of every round', async () => {
    const a = (await call('/guild/pk/current', { uid: null })).data;
    expect(a.round.status).toBe('live');
    expect(a.my_guild_id).toBe(0);
    sandbox.clock.advance(60_000);
    const b = (await call('/guild/pk/current')).data;
    expect(b.my_guild_id).toBe(101);
    expect(b.round.sides[0].score).toBeGreaterThan(a.round.sides[0].score);
    const s = (await call('/guild/pk/schedule')).data;
    expect(s.rounds.map((r: any) => r.status)).toEqual([
      'finished',
      'finished',
      'live',
      ...Array(5).fill('upcoming'),
    ]);
  });
});
