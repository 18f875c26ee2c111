import { LIVE_CODES } from '@h5/core-api/contracts/live';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { HOT_PERIOD_S, PK_ROUND_MS, tierOf, VOTES_PER_ROUND } from './boards.ts';
import { liveArea, START_TICKETS } from './index.ts';

const served = serveSandbox([generalArea, liveArea] as AreaDefinition<unknown>[]);
const DAY = 86_400_000;

async function call(
  path: string,
  uid: number | null,
  opts: { post?: boolean; key?: string; lang?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (uid) headers.token = `tok-${uid}`;
  // Money calls (a ticket, a join, a mic slot or card) need a key: a fresh one unless named.
  headers['idempotency-key'] = opts.key ?? crypto.randomUUID();
  if (opts.lang) headers.lang = opts.lang;
  const res = await fetch(served.origin + path, { method: opts.post ? 'POST' : 'GET', headers });
  // biome-ignore lint/suspicious/noExplicitAny: answers of several calls, read field by field
  return (await res.json()) as { code: number; msg?: string; data: Record<string, any> };
}

const ticketsOf = async (uid: number) =>
  (await call('/web/live-content/get-ticket', uid)).data.login_list.my_info.can_use_ticket as number;

describe('the live area', () => {
  it('uses one ticket per key: a repeated key is the same use', async () => {
    const players = (await call('/web/live-content/get-player-list', 1001)).data.players;
    const uid = players[0].uid;
    const first = await call(`/web/live-content/send-ticket?player_uid=${uid}`, 1001, { key: 'k1' });
    const again = await call(`/web/live-content/send-ticket?player_uid=${uid}`, 1001, { key: 'k1' });
    expect(first.data.can_use_ticket).toBe(START_TICKETS - 1);
    expect(again.data).toEqual(first.data);
    expect(first.data.player.tickets).toBe(players[0].tickets + 1);
    expect(await ticketsOf(1001)).toBe(START_TICKETS - 1);
  });

  it('refuses a use with no tickets left, in the page’s language', async () => {
    served.sandbox.runSwitch('live', 'tickets', { uid: 1001, tickets: 0 });
    const uid = (await call('/web/live-content/get-player-list', 1001)).data.players[0].uid;
    const r = await call(`/web/live-content/send-ticket?player_uid=${uid}`, 1001, { key: 'k2', lang: 'ar' });
    expect(r.code).toBe(LIVE_CODES.noTicket);
    expect(r.msg).toMatch(/تذاكر/);
  });

  it('gives a visitor no ticket info, and joins a user once', async () => {
    expect((await call('/web/live-content/get-ticket', null)).data.login_list.my_info).toBeNull();
    expect((await call('/web/live-content/join-game', 1003, { post: true })).data.joined).toBe(true);
    expect((await call('/web/live-content/join-game', 1003, { post: true })).code).toBe(
      LIVE_CODES.alreadyJoined,
    );
    expect((await call('/web/live-content/get-player-list', 1003)).data.joined).toBe(true);
  });

  it('an event: empty before it starts, growing while it runs, final after it ends', async () => {
    const now = served.sandbox.clock.now();
    served.sandbox.clock.set(now - 3 * DAY);
    expect((await call('/web/live-events/speed-ktv', 1001)).data.list).toEqual([]);
    served.sandbox.clock.set(now);
    const running = (await call('/web/live-events/speed-ktv', 1001)).data;
    served.sandbox.clock.set(now + 6 * DAY);
    const ended = (await call('/web/live-events/speed-ktv', 1001)).data;
    expect(running.list.length).toBeGreaterThan(0);
    expect(ended.list[0].score).toBeGreaterThan(running.list[0].score);
    expect(ended.honor).toHaveLength(3);
  });

  it('runs each KTV event on its own clock with its own rewards; Speed KTV is a three-hour sprint', async () => {
    const ktv = ['ktv-new-room', 'ktv-cheerful', 'speed-ktv', 'room-diamond-count'];
    const events = await Promise.all(ktv.map(async (e) => (await call(`/web/live-events/${e}`, null)).data));
    expect(new Set(events.map((e) => e.end_time)).size).toBe(4);
    expect(
      new Set(events.map((e) => JSON.stringify(e.rewards.map((r: { name: string }) => r.name)))).size,
    ).toBe(4);
    const speed = events[2]!;
    expect(speed.end_time - speed.begin_time).toBe(3 * 3600);
    expect(speed.list.length).toBeGreaterThan(0);
  });

  it('ranks in each KTV event rooms of its own, with their own covers', async () => {
    const ktv = ['ktv-new-room', 'ktv-cheerful', 'speed-ktv', 'room-diamond-count'];
    const boards = await Promise.all(
      ktv.map(
        async (e) =>
          (await call(`/web/live-events/${e}`, null)).data.list as Array<{ id: number; avatar: string }>,
      ),
    );
    expect(boards.every((b) => b.length > 0)).toBe(true);
    // No two events share more than half their rooms.
    for (const [i, a] of boards.entries())
      for (const b of boards.slice(i + 1)) {
        const shared = a.filter((r) => b.some((x) => x.id === r.id)).length;
        expect(shared).toBeLessThanOrEqual(Math.min(a.length, b.length) / 2);
      }
    for (const b of boards) expect(new Set(b.map((r) => r.avatar)).size).toBe(b.length);
  });

  it('pairs the talent PK hosts and refuses an unknown event', async () => {
    const pk = (await call('/web/live-events/talent-pk', null)).data;
    expect(pk.pairs).toHaveLength(4);
    expect((await call('/web/live-events/nope', null)).code).toBe(LIVE_CODES.unknownEvent);
  });

  it('reserves one open mic slot per user and refuses a taken one', async () => {
    const slots = (await call('/web/ktv/mic-slots', 1001)).data.slots;
    expect(slots[1].taken).toBe(true);
    expect((await call('/web/ktv/mic-slots/reserve?slot_id=slot-2', 1001, { post: true })).code).toBe(
      LIVE_CODES.slotTaken,
    );
    await call('/web/ktv/mic-slots/reserve?slot_id=slot-1', 1001, { post: true });
    await call('/web/ktv/mic-slots/reserve?slot_id=slot-3', 1001, { post: true });
    const mine = (await call('/web/ktv/mic-slots', 1001)).data.slots.filter((x: { mine: boolean }) => x.mine);
    expect(mine.map((x: { id: string }) => x.id)).toEqual(['slot-3']);
    expect((await call('/web/ktv/mic-slots', 1002)).data.slots[2].taken).toBe(true);
  });

  it('gives one mic card a day', async () => {
    const first = await call('/web/ktv/mic-card/claim', 1001, { post: true });
    expect(first.data).toEqual({ cards: 2, can_claim: false });
    expect((await call('/web/ktv/mic-card/claim', 1001, { post: true })).code).toBe(LIVE_CODES.cardClaimed);
    served.sandbox.clock.set(served.sandbox.clock.now() + DAY);
    expect((await call('/web/ktv/mic-card', 1001)).data.can_claim).toBe(true);
  });

  it('remakes the hot ranking at each period boundary of the server clock, not between', async () => {
    const start = Math.ceil(served.sandbox.clock.now() / 1000 / HOT_PERIOD_S) * HOT_PERIOD_S * 1000;
    served.sandbox.clock.set(start + 1_000);
    const a = (await call('/web/live-events/ranking-live?tab=hot-ranking', 1001)).data;
    expect(a.refresh).toEqual({
      updated_at: start / 1000,
      next_refresh_at: start / 1000 + HOT_PERIOD_S,
      period: HOT_PERIOD_S,
    });
    served.sandbox.clock.set(start + (HOT_PERIOD_S - 2) * 1000);
    expect((await call('/web/live-events/ranking-live?tab=hot-ranking', 1001)).data.list).toEqual(a.list);
    served.sandbox.clock.set(start + HOT_PERIOD_S * 1000);
    const b = (await call('/web/live-events/ranking-live?tab=hot-ranking', 1001)).data;
    expect(b.refresh.updated_at).toBe(a.refresh.next_refresh_at);
    expect(b.list).not.toEqual(a.list);
  });

  it('ranks each segment apart, with the user’s row in their own tier only', async () => {
    const seg = (await call('/web/live-events/ranking-live?tab=segment', 1001, { lang: 'ar' })).data.segments;
    expect(seg.map((x: { key: string }) => x.key)).toEqual(['bronze', 'silver', 'gold', 'diamond']);
    expect(seg[0].name).toBe('الفئة البرونزية');
    for (const [i, x] of seg.entries()) {
      expect(x.list.length).toBeGreaterThan(0);
      expect(x.list[0].rank).toBe(1);
      expect(x.list.every((r: { id: number }) => tierOf(r.id) === i)).toBe(true);
      expect(x.me?.id ?? null).toBe(i === tierOf(1001) ? 1001 : null);
    }
  });

  it('gives each user VOTES_PER_ROUND PK votes a round, counted once per key, refused after the round', async () => {
    const pk = (await call('/web/live-events/talent-pk', 1001)).data;
    expect(pk.round.votes_left).toBe(VOTES_PER_ROUND);
    const pair = pk.pairs[0];
    const vote = (key: string, uid = 1001) =>
      call(`/web/live-events/talent-pk/vote?pair_id=${pair.id}&side=right`, uid, { post: true, key });
    const first = await vote('v1');
    expect(first.data.votes_left).toBe(VOTES_PER_ROUND - 1);
    expect(first.data.pair.right.score).toBe(pair.right.score + 1);
    expect((await vote('v1')).data).toEqual(first.data);
    await vote('v2');
    await vote('v3');
    const none = await call(`/web/live-events/talent-pk/vote?pair_id=${pair.id}&side=left`, 1001, {
      post: true,
      key: 'v4',
      lang: 'ar',
    });
    expect(none.code).toBe(LIVE_CODES.noVotes);
    expect(none.msg).toMatch(/أصوات/);
    expect((await vote('v5', 1002)).data.votes_left).toBe(VOTES_PER_ROUND - 1);
    served.sandbox.clock.set(pk.round.end_time * 1000);
    const next = (await call('/web/live-events/talent-pk', 1001)).data;
    expect(next.round.no).toBe(pk.round.no + 1);
    expect(next.round.votes_left).toBe(VOTES_PER_ROUND);
    expect(next.round.end_time - next.round.begin_time).toBe(PK_ROUND_MS / 1000);
    expect((await vote('v6')).code).toBe(LIVE_CODES.notRunning);
  });
});
