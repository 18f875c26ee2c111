import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { luckyEggArea } from '../luckyEgg.ts';
import {
  type AnnualCeremonyState,
  annualCeremonyArea,
  NO_STARS,
  STAR_SCORE,
  STARTING_STARS,
} from './index.ts';
import { inviteCodeOf, LIST_PAGE, NO_KEYWORD } from './lists.ts';

const served = serveSandbox([generalArea, luckyEggArea, annualCeremonyArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are read loosely here
  data: Record<string, any>;
}

let keys = 0;
async function call(
  path: string,
  opts: { uid?: number; post?: Record<string, unknown>; lang?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    token: `tok-${opts.uid ?? 1003}`,
  };
  if (opts.lang) headers.lang = opts.lang;
  if (opts.post) headers['idempotency-key'] = `ak${++keys}`;
  const res = await fetch(served.origin + path, {
    method: opts.post ? 'POST' : 'GET',
    headers,
    body: opts.post ? JSON.stringify(opts.post) : undefined,
  });
  return (await res.json()) as Answer;
}

const P = '/annual/4901';

describe('annual ceremony sandbox', () => {
  it('sends a star to each target kind, one star each, starlight up by the score', async () => {
    const rooms = await call(`${P}/stage/ktv_room?promotion_id=4901&page=1`);
    const room = rooms.data.list[0];
    const guilds = await call(`${P}/stage/live-union?promotion_id=4901&page=1`);
    const countries = await call(`${P}/stage/national-war?promotion_id=4901&page=1`);
    const singers = await call(`${P}/stage/singer?promotion_id=4901&page=1`);
    const bodies = [
      { room_id: room.room_id },
      { guild_id: guilds.data.list[0].guild_id },
      { locale: countries.data.list[0].locale },
      { to_uid: singers.data.list[0].id },
    ];
    let left = STARTING_STARS;
    for (const body of bodies) {
      const r = await call(`${P}/send-star`, { post: { promotion_id: '4901', ...body } });
      expect(r.code).toBe(0);
      expect(r.data).toEqual({ change_status: 0, change_score: STAR_SCORE, star: --left });
    }
    const boxes = await call('/annual-grand-ceremony/grand-ceremony/treasure-box?promotion_id=4901');
    expect(boxes.data.sent).toBe(4);
    expect(boxes.data.boxes.map((b: { opened: boolean }) => b.opened)).toEqual([true, false, false]);
    const after = await call(`${P}/stage/ktv_room?promotion_id=4901&page=1`);
    expect(after.data.list.find((e: { id: number }) => e.id === room.id).starlight).toBe(
      room.starlight + STAR_SCORE,
    );
  });

  it('ranks a past day by the starlight each entry had then, in its own order, and a star today leaves it alone', async () => {
    const days = (await call('/annual-grand-ceremony/grand-ceremony/carnival?promotion_id=4901')).data
      .rank_day;
    expect(days.length).toBeGreaterThan(1);
    const board = async (day?: string) =>
      (await call(`${P}/stage/singer?promotion_id=4901&page=1${day ? `&rank_day=${day}` : ''}`)).data
        .list as Array<{ id: number; starlight: number }>;
    const today = await board();
    const yesterday = await board(days[1]);
    const order = (l: Array<{ id: number }>) => l.map((e) => e.id);
    expect(order(yesterday)).not.toEqual(order(today));
    const first = await board(days[days.length - 1]);
    // Page one of each day: compare the entries on both.
    const both = first.filter((e) => today.some((x) => x.id === e.id));
    expect(both.length).toBeGreaterThan(0);
    for (const e of both) expect(e.starlight).toBeLessThan(today.find((x) => x.id === e.id)!.starlight);
    const to = today.find((e) => yesterday.some((x) => x.id === e.id))!;
    await call(`${P}/send-star`, { post: { promotion_id: '4901', to_uid: to.id } });
    expect((await board()).find((e) => e.id === to.id)!.starlight).toBe(to.starlight + STAR_SCORE);
    expect((await board(days[1])).find((e) => e.id === to.id)!.starlight).toBe(
      yesterday.find((e) => e.id === to.id)!.starlight,
    );
  });

  it('counts the friends who joined with the invite code, and keeps each user’s year', async () => {
    const state = served.sandbox.state<AnnualCeremonyState>('annualCeremony');
    state.invited.set(1002, [8801, 8802, 8803]);
    expect((await call(`${P}/invite-code?promotion_id=4901`, { uid: 1002 })).data.invited).toBe(3);
    state.invited.set(1002, []);
    expect((await call(`${P}/invite-code?promotion_id=4901`, { uid: 1002 })).data.invited).toBe(0);
    const year = (await call('/annual/summary/2019', { uid: 1002 })).data;
    const kept = state.years.get(1002)!;
    expect(year).toMatchObject({ songs: kept.songs, listeners: kept.listeners, best_rank: kept.best_rank });
    state.years.set(1002, { ...kept, songs: kept.songs + 1 });
    expect((await call('/annual/summary/2019', { uid: 1002 })).data.songs).toBe(kept.songs + 1);
    state.years.delete(1002);
    expect((await call('/annual/summary/2019', { uid: 1002 })).code).toBe(404);
  });

  it('refuses a star at zero stars, in the page language', async () => {
    for (let i = 0; i < STARTING_STARS; i++)
      await call(`${P}/send-star`, { uid: 1004, post: { promotion_id: '4901', to_uid: 1001 } });
    const r = await call(`${P}/send-star`, {
      uid: 1004,
      lang: 'ar',
      post: { promotion_id: '4901', to_uid: 1001 },
    });
    expect(r.code).toBe(NO_STARS.code);
    expect(r.msg).toBe(NO_STARS.msg.in('ar'));
  });

  it('turns a card for one of each fragment, floor 0', async () => {
    const r = await call(`${P}/user-turn-card`, { uid: 1005, post: { promotion_id: '4901', number: 2 } });
    expect(r.code).toBe(0);
    expect(r.data.fragments.map((f: { count: number }) => f.count)).toEqual([1, 1, 0]);
    const again = await call(`${P}/user-turn-card`, { uid: 1005, post: { promotion_id: '4901', number: 3 } });
    expect(again.code).not.toBe(0);
  });

  it('spins either turntable by its test or production id, and checks in once a day', async () => {
    for (const [id, type] of [
      [1517, 'super'],
      [1516, 'normal'],
      [1644, 'normal'],
    ] as const) {
      const r = await call(`/annual/${id}/user-turntable-lottery`, { uid: 1001, post: { type } });
      expect(r.code).toBe(0);
    }
    expect((await call('/annual/1517/user-turntable-lottery', { post: { type: 'normal' } })).code).toBe(404);
    const first = await call('/annual-grand-ceremony/grand-ceremony/check-in', {
      uid: 1006,
      post: { promotion_id: '4901' },
    });
    expect(first.code).toBe(0);
    const second = await call('/annual-grand-ceremony/grand-ceremony/check-in', {
      uid: 1006,
      post: { promotion_id: '4901' },
    });
    expect(second.code).not.toBe(0);
  });

  it('pages a ranking by cursor without repeating a row, and answers the national war by league', async () => {
    const first = await call(`${P}/stage/singer?promotion_id=4901&page=1&cursor=`);
    expect(first.data.list).toHaveLength(LIST_PAGE);
    expect(first.data.next_cursor).not.toBe('');
    const next = await call(`${P}/stage/singer?promotion_id=4901&page=1&cursor=${first.data.next_cursor}`);
    const ids = [...first.data.list, ...next.data.list].map((e: { id: number }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(next.data.list[0].rank).toBe(LIST_PAGE + 1);
    const premier = await call(`${P}/stage/national-war?promotion_id=4901&page=1&level=1`, { lang: 'ar' });
    const challenger = await call(`${P}/stage/national-war?promotion_id=4901&page=1&level=2`);
    expect(premier.data.levels.map((l: { level: number }) => l.level)).toEqual([1, 2]);
    expect(premier.data.levels[0].name).toBe('الدوري الممتاز');
    expect(premier.data.list).toHaveLength(4);
    expect(challenger.data.level).toBe(2);
    expect(challenger.data.list[0].rank).toBe(1);
    expect((await call(`${P}/stage/singer?promotion_id=4901&page=1`)).data.levels).toEqual([]);
  });

  it('reads the stars held, the invite code, the goddess list joined and its search', async () => {
    expect((await call(`${P}/user-star?promotion_id=4901`, { uid: 1002 })).data.star).toBe(STARTING_STARS);
    const code = await call(`${P}/invite-code?promotion_id=4901`, { uid: 1002 });
    expect(code.data.code).toBe(inviteCodeOf(1002));
    expect(code.data.link).toContain(code.data.code);
    expect((await call(`${P}/goddess/joined?promotion_id=4901`, { uid: 1001 })).data.joined).toBe(true);
    expect((await call(`${P}/goddess/joined?promotion_id=4901`, { uid: 1002 })).data.joined).toBe(false);
    const all = await call(`${P}/stage/goddess?promotion_id=4901&page=1`);
    const someone = all.data.list[3];
    const byName = await call(
      `${P}/goddess/search?promotion_id=4901&keyword=${encodeURIComponent(someone.name)}`,
    );
    expect(byName.data.list.map((e: { id: number }) => e.id)).toContain(someone.id);
    const byId = await call(`${P}/goddess/search?promotion_id=4901&keyword=${someone.id}`);
    expect(byId.data.list[0].id).toBe(someone.id);
    expect((await call(`${P}/goddess/search?promotion_id=4901&keyword=zzzqqq`)).data.list).toEqual([]);
    const blank = await call(`${P}/goddess/search?promotion_id=4901&keyword=%20`, { lang: 'ar' });
    expect(blank.code).toBe(NO_KEYWORD.code);
    expect(blank.msg).toBe(NO_KEYWORD.msg.in('ar'));
  });

  it('details a war with the user’s contribution, and a guild’s live hosts', async () => {
    const countries = await call(`${P}/stage/national-war?promotion_id=4901&page=1&level=1`);
    const side = countries.data.list[0];
    await call(`${P}/send-star`, { uid: 1007, post: { promotion_id: '4901', locale: side.locale } });
    const war = await call(`${P}/war/national-war/${side.id}?promotion_id=4901`, { uid: 1007 });
    expect(war.data.sides).toHaveLength(2);
    expect(war.data.sides.map((s: { id: number }) => s.id)).toContain(side.id);
    expect(war.data.my_contribution[String(side.id)]).toBe(STAR_SCORE);
    const civil = await call(`${P}/war/civil-war/1?promotion_id=4901`, { uid: 1007 });
    expect(civil.data.my_side).toBe(1);
    expect((await call(`${P}/war/other/1?promotion_id=4901`)).code).toBe(404);
    const guild = await call(`${P}/guild-live/300?promotion_id=4901`, { lang: 'ar' });
    expect(guild.data.hosts.length).toBeGreaterThan(0);
    expect(guild.data.name).toBe('صنّاع النجوم');
    expect((await call(`${P}/guild-live/999?promotion_id=4901`)).code).toBe(404);
  });
});
