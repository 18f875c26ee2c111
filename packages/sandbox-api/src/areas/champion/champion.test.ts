import { CHAMPION_CODES, SPIN_TYPES } from '@h5/core-api/contracts/champion';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { championArea, FREE_SPINS, recordingWav, WHEEL } from './index.ts';

const served = serveSandbox([generalArea, championArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read deep in assertions
  data?: Record<string, any>;
}

let keys = 0;
async function call(
  path: string,
  opts: { uid?: number | null; lang?: string; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const uid = opts.uid === undefined ? 1001 : opts.uid;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (uid) headers.token = `tok-${uid}`;
  if (opts.lang) headers.lang = opts.lang;
  // Spins, shares, entries and votes are money calls: each request its own key unless named.
  headers['idempotency-key'] = opts.key ?? `k${++keys}`;
  const res = await fetch(served.origin + path, {
    method: opts.body ? 'POST' : 'GET',
    headers,
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return (await res.json()) as Answer;
}

const S = '/super-star/5001';

describe('champion sandbox: the contest', () => {
  it('has three stages on the clock, the semi-final open', async () => {
    const { data } = await call(`${S}/contest`);
    expect(data?.stages.map((s: { name: string }) => s.name)).toEqual(['Auditions', 'Semi-final', 'Final']);
    expect(data?.my_entry).toBeNull();
    expect(data?.entry_count).toBeGreaterThan(10);
  });

  it('searches the contest songs by title or artist, and lists none outside the contest', async () => {
    const all = await call(`${S}/songs?page=1`);
    expect(all.data?.list).toHaveLength(10);
    const sheeran = await call(`${S}/songs?page=1&q=${encodeURIComponent('  sheeran ')}`);
    expect(sheeran.data?.list.map((s: { title: string }) => s.title)).toEqual(['Perfect', 'Shape of You']);
    expect((await call(`${S}/songs?page=1&q=Halo`)).data?.list).toEqual([]);
  });

  it('enters once with an eligible recording of the user, and ranks it', async () => {
    const recs = (await call(`${S}/my-recordings?page=1`)).data?.list as Array<{
      id: number;
      eligible: boolean;
    }>;
    const other = recs.find((r) => !r.eligible)!;
    expect((await call(`${S}/enter`, { body: { recording_id: other.id } })).code).toBe(
      CHAMPION_CODES.notContestSong,
    );
    const ok = recs.find((r) => r.eligible)!;
    const entered = await call(`${S}/enter`, { body: { recording_id: ok.id } });
    expect(entered.code).toBe(0);
    expect(entered.data?.recording.id).toBe(ok.id);
    expect((await call(`${S}/enter`, { body: { recording_id: ok.id } })).code).toBe(
      CHAMPION_CODES.alreadyEntered,
    );
    expect((await call(`${S}/contest`)).data?.my_entry.id).toBe(entered.data?.id);
    const theirs = (await call(`${S}/my-recordings?page=1`, { uid: 1002 })).data?.list[0];
    expect((await call(`${S}/enter`, { body: { recording_id: theirs.id } })).code).toBe(
      CHAMPION_CODES.alreadyEntered,
    );
    expect((await call(`${S}/enter`, { uid: 1003, body: { recording_id: ok.id } })).code).toBe(
      CHAMPION_CODES.notYours,
    );
  });

  it('counts one vote a day per entry, never for the own entry', async () => {
    const rec = (await call(`${S}/my-recordings?page=1`, { uid: 1002 })).data?.list[0];
    const entry = (await call(`${S}/enter`, { uid: 1002, body: { recording_id: rec.id } })).data!;
    expect((await call(`${S}/vote`, { uid: 1002, body: { entry_id: entry.id } })).code).toBe(
      CHAMPION_CODES.ownEntry,
    );
    const voted = await call(`${S}/vote`, { body: { entry_id: entry.id } });
    expect(voted.data).toMatchObject({ votes: 1, voted: true });
    expect((await call(`${S}/vote`, { body: { entry_id: entry.id } })).code).toBe(
      CHAMPION_CODES.alreadyVoted,
    );
    served.sandbox.clock.advance(86_400_000);
    expect((await call(`${S}/vote`, { body: { entry_id: entry.id } })).data?.votes).toBe(2);
    const inv = await call(`${S}/invitations`, { uid: 1002 });
    expect(inv.data?.voters.map((v: { uid: number }) => v.uid)).toEqual([1001]);
  });

  it('refuses entries and votes when no stage is open', async () => {
    const rec = (await call('/super-star/5003/my-recordings?page=1')).data?.list[0];
    expect((await call('/super-star/5003/enter', { body: { recording_id: rec.id } })).code).toBe(
      CHAMPION_CODES.notRunning,
    );
  });

  it('gives each started stage its ranked results, winners first', async () => {
    const { data } = await call('/super-star/5002/results');
    const final = data?.stages[2];
    expect(data?.stages[0].entries.length).toBeGreaterThan(3);
    const votes = data?.stages[0].entries.map((e: { votes: number }) => e.votes);
    expect(votes).toEqual([...votes].sort((a: number, b: number) => b - a));
    expect(final.entries.length).toBeGreaterThan(0);
    expect((await call('/super-star/5003/results')).data?.stages[0].entries).toEqual([]);
  });
});

describe('champion sandbox: the spin (spec 7)', () => {
  it('gives the champion data, the wheel and the free spin', async () => {
    const { data } = await call(`${S}/champion-index`);
    expect(data?.prizes).toHaveLength(WHEEL.length);
    expect(data?.spins_left).toBe(FREE_SPINS);
    expect(data?.champion.recording.audio).toMatch(/\.wav$/);
    expect((await call(`${S}/champion-index`, { uid: null })).data?.spins_left).toBeNull();
  });

  it('spins once per key, then refuses with no spins left', async () => {
    const first = await call(`${S}/champion-spin`, { key: 'same' });
    expect(first.data?.spins_left).toBe(0);
    expect((await call(`${S}/champion-spin`, { key: 'same' })).data).toEqual(first.data);
    const none = await call(`${S}/champion-spin`);
    expect(none.code).toBe(CHAMPION_CODES.noSpins);
    const feed = (await call(`${S}/champion-index`)).data?.winners;
    expect(feed[0]).toMatchObject({ stage_name: 'Aarav Sharma', prize_name: first.data?.prize.name });
  });

  it('grants one spin per spin_type, once', async () => {
    const share = (type: number) => call(`${S}/champion-share?spin_type=${type}`);
    expect((await share(SPIN_TYPES.champion)).data).toEqual({ granted: true, spins_left: 2 });
    expect((await share(SPIN_TYPES.champion)).data).toEqual({ granted: false, spins_left: 2 });
    expect((await share(SPIN_TYPES.entry)).data).toEqual({ granted: true, spins_left: 3 });
    expect((await share(9)).code).toBe(CHAMPION_CODES.badSpinType);
    expect((await call(`${S}/champion-share?spin_type=1`, { uid: null })).code).toBe(401);
  });

  it('answers every server text in Arabic', async () => {
    const names = ['stage_name', 'title', 'artist', 'audio', 'cover', 'icon', 'avatar'];
    for (const path of ['champion-index', 'contest', 'results', 'entries'])
      expect(latinTexts((await call(`${S}/${path}`, { lang: 'ar' })).data, names)).toEqual([]);
    const title = (await call(`${S}/champion-index`, { lang: 'ar' })).data?.title;
    expect(latinTexts({ text: title })).toEqual([]);
    const refusal = await call(`${S}/vote`, { lang: 'ar', body: { entry_id: 1 } });
    expect(latinTexts(refusal.msg)).toEqual([]);
  });

  it('serves each recording as a playable WAV', async () => {
    const wav = recordingWav(7);
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    const res = await fetch(`${served.origin}/static/super-star/audio/7.wav`);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect((await res.arrayBuffer()).byteLength).toBe(wav.length);
  });
});
