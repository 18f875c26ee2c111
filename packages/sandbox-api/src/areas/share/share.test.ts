import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { CLIP_SECONDS } from '../../kit/art.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { COMMENTS_PAGE, HOT_COMMENTS, shareArea } from './index.ts';
import { coverSvg, melodyWav } from './media.ts';

const served = serveSandbox([generalArea, shareArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  data?: Record<string, unknown> & { [k: string]: unknown };
}

async function get(path: string, lang?: string): Promise<Answer> {
  const res = await fetch(served.origin + path, { headers: lang ? { lang } : {} });
  return (await res.json()) as Answer;
}

describe('share area', () => {
  it('answers a recording with its song, media and singer, to visitors', async () => {
    const a = await get('/api/recordings/880001/share/detail');
    expect(a.code).toBe(0);
    const d = a.data as {
      recording: { media_type: string; media_url: string };
      user: { name: string };
      container_type: string;
    };
    expect(d.container_type).toBe('solo');
    expect(d.recording.media_type).toBe('audio');
    expect(d.recording.media_url).toMatch(/\/static\/share\/media\/880001\.wav$/);
    expect(d.user.name).not.toBe('');
  });

  it('marks chorus invites by their media type', async () => {
    const a = await get('/api/recordings/880003/share/detail');
    expect((a.data as { recording: { media_type: string } }).recording.media_type).toBe(
      'audio_collab_invite',
    );
  });

  it('says in the page language that an unknown recording does not exist', async () => {
    const en = await get('/api/recordings/999/share/detail');
    expect(en.code).toBe(404);
    expect(en.msg).toBe('This recording was removed or does not exist.');
    const ar = await get('/api/recordings/999/share/detail', 'ar');
    expect(ar.msg).toMatch(/[\u0600-\u06ff]/);
  });

  it('writes the page title, competitions and awards in the page language', async () => {
    const d = (await get('/web/sm/share/detail?recording_id=880001&share_user_id=7301', 'ar')).data!;
    expect(d.top_title).toMatch(/[\u0600-\u06ff]/);
    expect((d.competions as Array<{ title: string }>)[0]!.title).toMatch(/[\u0600-\u06ff]/);
    expect((d.share_user as { id: number }).id).toBe(7301);
    const aw = (await get('/web/share/get-awards?recording_id=880001', 'ar')).data!;
    expect((aw.awardsInfo as Array<{ title: string }>).map((x) => x.title).join()).toMatch(/^[^A-Za-z]+$/);
  });

  it('gives hot comments apart on the first page and pages the latest, newest first', async () => {
    const p1 = (await get('/web/comment/comments?recording_id=880001&page=1')).data as {
      hot_items: Array<{ like_num: number }>;
      items: Array<{ create_time: number }>;
      comment_num: number;
      has_more: boolean;
    };
    expect(p1.hot_items).toHaveLength(HOT_COMMENTS);
    expect(p1.items).toHaveLength(COMMENTS_PAGE);
    expect(p1.has_more).toBe(true);
    expect(p1.items[0]!.create_time).toBeGreaterThan(p1.items[1]!.create_time);
    const p2 = (await get('/web/comment/comments?recording_id=880001&page=2')).data as {
      hot_items: unknown[];
      items: unknown[];
      has_more: boolean;
    };
    expect(p2.hot_items).toEqual([]);
    expect(p2.items).toHaveLength(p1.comment_num - COMMENTS_PAGE);
    expect(p2.has_more).toBe(false);
  });

  it('lists the collabs of a chorus invite', async () => {
    const d = (await get('/web/sm/share/collabs?recording_id=880003&page=1')).data as { list: unknown[] };
    expect(d.list.length).toBeGreaterThan(0);
  });

  it('keeps the device reports of browser visitors', async () => {
    const res = await fetch(`${served.origin}/web/device/chrome`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_id: 'd-1', page: '/v/share', os: 'android', lang: 'en' }),
    });
    expect(((await res.json()) as Answer).code).toBe(0);
    const reports = served.sandbox.runSwitch('share', 'deviceReports', {}) as Array<{ device_id: string }>;
    expect(reports.map((r) => r.device_id)).toEqual(['d-1']);
  });

  it('answers a profile, a playlist and the rooms; 404 for unknown ones', async () => {
    expect((await get('/web/share/profile?uid=7300')).code).toBe(0);
    expect((await get('/web/share/profile?uid=1')).code).toBe(404);
    expect((await get('/web/share/playlist?id=3301')).code).toBe(0);
    expect((await get('/web/share/playlist?id=x')).code).toBe(404);
    expect((await get('/web/share/room?kind=live&room_id=5501')).code).toBe(0);
    expect((await get('/web/share/room?kind=ktv&room_id=5501')).code).toBe(404);
    const closed = (await get('/web/share/room?kind=live&room_id=5502')).data!;
    expect(closed).toMatchObject({ is_open: false, online_num: 0 });
  });

  it('serves playable media inline and covers as SVG', async () => {
    const wav = melodyWav('880001');
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.length).toBe(44 + 8000 * CLIP_SECONDS);
    const res = await fetch(`${served.origin}/static/share/media/880001.wav`);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(coverSvg('880001.svg')).toMatch(/^<svg/);
    expect(coverSvg('../x')).toBeNull();
  });
});
