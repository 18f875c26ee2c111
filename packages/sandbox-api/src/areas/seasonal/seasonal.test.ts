import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { ROOM_NAMES } from '../../kit/people.ts';
import { serveSandbox } from '../../testServer.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import { generalArea } from '../general.ts';
import { RANKING_SIZE, SEASONS, seasonalArea } from './index.ts';

const served = serveSandbox([generalArea, seasonalArea] as AreaDefinition<unknown>[]);

async function get(path: string, uid: number | null, lang = 'en') {
  const headers: Record<string, string> = { lang };
  if (uid) headers.token = `tok-${uid}`;
  return (await (await fetch(served.origin + path, { headers })).json()) as {
    code: number;
    data: Record<string, unknown>;
  };
}

describe('the seasonal area', () => {
  it('answers every season’s rewards and rules in the page language', async () => {
    for (const s of SEASONS) {
      const r = await get(`/activity/${s.seed.id}/season`, null, 'ar');
      expect(r.code).toBe(0);
      expect((r.data.rules as string[]).every((x) => /[\u0600-\u06ff]/.test(x))).toBe(true);
      expect((r.data.rewards as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('gives each season its own rewards and says what each ranks by; the World Cup lists its teams', async () => {
    const answers = await Promise.all(SEASONS.map((s) => get(`/activity/${s.seed.id}/season`, null)));
    const rewards = answers.map((r) =>
      JSON.stringify((r.data.rewards as Array<{ name: string }>).map((x) => x.name)),
    );
    expect(new Set(rewards).size).toBe(SEASONS.length);
    const names = answers.map((r) => r.data.score_name);
    expect(names).toContain('Metres your horse ran');
    const cup = await get('/activity/3301/season', null, 'ar');
    expect(cup.data.teams).toContainEqual({ key: 'mar', name: 'المغرب' });
    expect(answers[1]!.data.teams).toBeUndefined();
  });

  it('gives each ranked recording a clip of its own to play', async () => {
    const r = await get('/activity/3308/season/ranking', null);
    const urls = (r.data.entries as Array<{ recording: { media_url: string } }>).map(
      (e) => e.recording.media_url,
    );
    expect(new Set(urls).size).toBe(urls.length);
    const clips = await Promise.all(urls.slice(0, 2).map((u) => fetch(served.origin + u)));
    expect(clips.map((c) => [c.status, c.headers.get('content-type')])).toEqual([
      [200, 'audio/wav'],
      [200, 'audio/wav'],
    ]);
    const [a, b] = await Promise.all(clips.map(async (c) => Buffer.from(await c.arrayBuffer())));
    expect(a!.subarray(0, 4).toString()).toBe('RIFF');
    expect(a!.equals(b!)).toBe(false);
    expect((await fetch(`${served.origin}/static/seasonal/clip-rec-3308-nope.wav`)).status).toBe(404);
  });

  it('ranks party rooms by their own names, not their hosts’ names', async () => {
    const r = await get('/activity/3309/season/ranking', 1001);
    const entries = r.data.entries as Array<{ stage_name: string }>;
    expect(entries.every((e) => ROOM_NAMES.includes(e.stage_name))).toBe(true);
    expect(new Set(entries.map((e) => e.stage_name)).size).toBe(entries.length);
    const me = r.data.me as { stage_name: string };
    expect(me.stage_name).not.toContain(SIGNED_IN_USERS[0]!.stage_name);
  });

  it('ranks highest first, shows a signed-in entrant their place and a visitor none', async () => {
    const mine = await get('/activity/3308/season/ranking', 1001);
    const entries = mine.data.entries as Array<{ rank: number; score: number; recording: unknown }>;
    expect(entries).toHaveLength(RANKING_SIZE);
    expect(entries.map((e) => e.rank)).toEqual(entries.map((_, i) => i + 1));
    expect(entries[0]!.score).toBeGreaterThanOrEqual(entries[1]!.score);
    expect(entries[0]!.recording).not.toBeNull();
    expect((mine.data.me as { uid: number }).uid).toBe(1001);
    expect((await get('/activity/3308/season/ranking', null)).data.me).toBeNull();
    expect((await get('/activity/3308/season/ranking', 1003)).data.me).toBeNull();
    expect((await get('/activity/9999/season/ranking', null)).code).toBe(404);
  });
});
