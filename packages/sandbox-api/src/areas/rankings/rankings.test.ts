// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely, as JSON, to check what the server sends
import { RANKINGS_CODES } from '@h5/core-api/contracts/rankings';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { finalScore, HONOR_PLACES, HONOR_STAGES, WEEK_MS } from './boards.ts';
import { EVENTS } from './events.ts';
import { rankingsArea } from './index.ts';

const served = serveSandbox([rankingsArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

/** The envelope of `path`, as user `uid` (1001 by default, null for a visitor), posting `body` if given. */
async function call(
  path: string,
  opts: { uid?: number | null; body?: object; lang?: string } = {},
): Promise<any> {
  const uid = opts.uid === undefined ? 1001 : opts.uid;
  const res = await fetch(served.origin + path, {
    method: opts.body ? 'POST' : 'GET',
    headers: {
      ...(uid ? { token: `tok-${uid}` } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body && JSON.stringify(opts.body),
  });
  return res.json();
}

const SIGN_UP = { name: 'Aarav', college: 'IIT Delhi', city: 'Delhi', phone: '9876543210' };

describe('boards', () => {
  it('ranks every event, highest first, with my row and the rewards', async () => {
    for (const event of Object.keys(EVENTS)) {
      const b = (await call(`/web/rankings/${event}/board`)).data;
      expect(b.list.length).toBe(EVENTS[event]!.size);
      const scores = b.list.map((r: any) => r.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
      expect(b.list.map((r: any) => r.rank)).toEqual(b.list.map((_: unknown, i: number) => i + 1));
    }
    const weekly = (await call('/web/rankings/weekly-star/board')).data;
    expect(weekly.me).toMatchObject({ uid: 1001 });
    expect(weekly.rewards[0]).toMatchObject({ from: 1, to: 1 });
    const covers = (await call('/web/rankings/weekly-cover-star/board')).data;
    // Each recording plays a tune and shows a cover of its own.
    const recordings = covers.list.map((r: any) => r.recording);
    expect(recordings[0].audio).toBe(`/static/rankings/tunes/tune-${recordings[0].id}.wav`);
    expect(new Set(recordings.map((r: any) => r.cover)).size).toBe(recordings.length);
  });

  it('the hot song is one song for the week, and counts everyone who sang it, not the places shown', async () => {
    const b = (await call('/web/rankings/hot-song-floor-page/board')).data;
    expect(new Set(b.list.map((r: any) => r.recording.song)).size).toBe(1);
    expect(b.entrants).toBeGreaterThan(b.list.length);
  });

  it('refuses an event or category it does not know', async () => {
    expect((await call('/web/rankings/nope/board')).code).toBe(RANKINGS_CODES.unknownEvent);
    expect((await call('/web/rankings/honor-wall/board?category=nope')).code).toBe(
      RANKINGS_CODES.unknownEvent,
    );
  });

  it('turns the week that ended into the newest stage of the honor wall', async () => {
    sandbox.reset();
    const start = sandbox.state<{ seasonStart: number }>('rankings').seasonStart;
    const now = sandbox.clock.now();
    const end = start + Math.ceil((now - start) / WEEK_MS) * WEEK_MS;
    sandbox.clock.set(end - 1000);
    const before = (await call('/web/rankings/weekly-star/board')).data;
    sandbox.clock.set(end + 1000);
    const honor = (await call('/web/rankings/weekly-star/honor')).data;
    expect(honor.stages[0].key).toBe(before.stage.key);
    expect(honor.stages[0].entries.map((e: any) => e.uid)).toEqual(
      before.list.slice(0, HONOR_PLACES).map((r: any) => r.uid),
    );
    expect(honor.stages).toHaveLength(HONOR_STAGES);
    sandbox.clock.reset();
  });

  it('keeps a past score fixed and within its range', () => {
    expect(finalScore('a', 3, 1001)).toBe(finalScore('a', 3, 1001));
    for (let uid = 1; uid < 500; uid++) {
      const s = finalScore('weekly-star:main', 4, uid);
      expect(s).toBeGreaterThanOrEqual(500);
      expect(s).toBeLessThan(100_000);
    }
  });

  it('pages everyone the honor wall honored', async () => {
    const p1 = (await call('/web/rankings/honor-wall/honored-users?page=1')).data;
    expect(p1.list).toHaveLength(10);
    expect(p1.has_more).toBe(true);
  });
});

describe('Engifest', () => {
  it('signs up once per form, refuses a second sign-up and bad fields', async () => {
    sandbox.reset();
    expect((await call('/web/engifest/entry')).data.entry).toBeNull();
    const bad = await call('/web/engifest/entry', { body: { ...SIGN_UP, phone: '123', client_key: 'k0' } });
    expect(bad.code).toBe(RANKINGS_CODES.badField);
    const first = await call('/web/engifest/entry', { body: { ...SIGN_UP, client_key: 'k1' } });
    const again = await call('/web/engifest/entry', { body: { ...SIGN_UP, client_key: 'k1' } });
    expect(again.data.entry).toEqual(first.data.entry);
    const other = await call('/web/engifest/entry', { body: { ...SIGN_UP, client_key: 'k2' } });
    expect(other.code).toBe(RANKINGS_CODES.alreadySignedUp);
    expect((await call('/web/engifest/entry')).data.entry.code).toBe(first.data.entry.code);
    const fest = (await call('/web/rankings/engifest/board')).data;
    expect(fest.me.stage_name).toBe('IIT Delhi');
  });

  it('asks a visitor to log in', async () => {
    expect((await call('/web/engifest/entry', { uid: null })).code).toBe(401);
  });
});

describe('language', () => {
  it('answers Arabic in Arabic', async () => {
    for (const path of [
      '/web/rankings/weekly-cover-star/board',
      '/web/rankings/award-list/honor?category=recod',
      '/web/rankings/honor-wall/honored-users?page=1',
      '/web/rankings/duets?page=1',
    ]) {
      expect(
        latinTexts((await call(path, { lang: 'ar' })).data, ['audio', 'event', 'category', 'unit']),
        path,
      ).toEqual([]);
    }
    const refusal = await call('/web/rankings/nope/board', { lang: 'ar' });
    expect(latinTexts(refusal.msg)).toEqual([]);
  });

  it('serves its art and tunes', async () => {
    expect((await fetch(`${served.origin}/static/rankings/cover-duet-2.svg`)).status).toBe(200);
    expect((await fetch(`${served.origin}/static/rankings/crown@800.svg`)).status).toBe(200);
    const tune = await fetch(`${served.origin}/static/rankings/tunes/tune-weekly-1-1001.wav`);
    expect(tune.headers.get('content-type')).toBe('audio/wav');
    expect((await fetch(`${served.origin}/static/rankings/poster-9.svg`)).status).toBe(404);
  });
});
