// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely, as JSON, to check what the server sends
import { SINGERS_CODES } from '@h5/core-api/contracts/singers';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { looksLikeAudio, singersArea } from './index.ts';

const served = serveSandbox([singersArea] as AreaDefinition<unknown>[]);

/** The envelope of `path` for `uid` (1001 by default, null: a visitor), posting `body` when given. */
async function ask(path: string, body?: object, uid: number | null = 1001, lang = 'en'): Promise<any> {
  const res = await fetch(served.origin + path, {
    method: body ? 'POST' : 'GET',
    headers: {
      lang,
      ...(uid ? { token: `tok-${uid}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  return res.json();
}

const WAV_HEAD = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(100, 128)]);
const INTRO = 'I sing every night.';

describe('programmes', () => {
  it('says who qualifies, and applies once per form', async () => {
    const p = (await ask('/web/singers/programmes/popular-singer')).data;
    expect(p.requirements.every((r: any) => r.have >= r.need)).toBe(true);
    expect(p.application).toBeNull();
    const short = await ask('/web/singers/programmes/popular-singer/apply', { intro: 'hi', client_key: 'a' });
    expect(short.code).toBe(SINGERS_CODES.badIntro);
    const first = await ask('/web/singers/programmes/popular-singer/apply', {
      intro: INTRO,
      client_key: 'k',
    });
    const again = await ask('/web/singers/programmes/popular-singer/apply', {
      intro: INTRO,
      client_key: 'k',
    });
    expect(again.data).toEqual(first.data);
    const other = await ask('/web/singers/programmes/popular-singer/apply', {
      intro: INTRO,
      client_key: 'k2',
    });
    expect(other.code).toBe(SINGERS_CODES.alreadyApplied);
    expect((await ask('/web/singers/programmes/popular-singer')).data.application.state).toBe('pending');
  });

  it('refuses who does not qualify, an unknown programme and a visitor', async () => {
    const v = await ask('/web/singers/programmes/verified-singer/apply', { intro: INTRO, client_key: 'k' });
    expect(v.code).toBe(SINGERS_CODES.notQualified);
    expect((await ask('/web/singers/programmes/nope')).code).toBe(SINGERS_CODES.unknownProgramme);
    expect((await ask('/web/singers/programmes/popular-singer/apply', { intro: INTRO }, null)).code).toBe(
      401,
    );
  });
});

describe('track uploads', () => {
  it('refuses type, size and length before any byte', async () => {
    const start = (b: object) =>
      ask('/web/singers/tracks', { mime: 'audio/wav', size: 1000, seconds: 60, ...b });
    expect((await start({ mime: 'text/plain' })).code).toBe(SINGERS_CODES.badTrack);
    expect((await start({ size: 11 * 1024 * 1024 })).code).toBe(SINGERS_CODES.badTrack);
    expect((await start({ seconds: 10 })).code).toBe(SINGERS_CODES.badTrack);
  });

  it('takes the chunks in order, once each, checks the first bytes, and the track applies', async () => {
    const size = WAV_HEAD.length;
    const { upload_id } = (await ask('/web/singers/tracks', { mime: 'audio/wav', size, seconds: 60 })).data;
    const chunk = (data: Buffer, index = 0) =>
      ask(`/web/singers/tracks/${upload_id}`, { index, data: data.toString('base64') });
    const done = (await chunk(WAV_HEAD)).data;
    expect(done).toMatchObject({ received: size, done: true });
    expect((await chunk(WAV_HEAD)).data.track_id).toBe(done.track_id);
    const app = await ask('/web/singers/programmes/original-song/apply', {
      intro: INTRO,
      track_id: done.track_id,
      client_key: 'k',
    });
    expect(app.data.application.state).toBe('pending');
  });

  it('knows audio by its first bytes', () => {
    expect(looksLikeAudio(WAV_HEAD)).toBe(true);
    expect(looksLikeAudio(Buffer.from('ID3\x04\0\0\0\0\0\0\0\0'))).toBe(true);
    expect(looksLikeAudio(Buffer.from('<html><body>x'))).toBe(false);
  });
});

describe('verified singers', () => {
  it('pages the singers and their posts, and answers Arabic in Arabic', async () => {
    const all = (await ask('/web/singers/verified?page=1')).data;
    expect(all.list).toHaveLength(10);
    expect(all.has_more).toBe(true);
    const one = await ask(`/web/singers/verified/${all.list[0].uid}`, undefined, 1001, 'ar');
    expect(latinTexts(one.data)).toEqual([]);
    const posts = await ask(`/web/singers/verified/${all.list[0].uid}/posts?page=1`, undefined, 1001, 'ar');
    expect(latinTexts(posts.data)).toEqual([]);
    expect(
      latinTexts((await ask('/web/singers/programmes/India-star', undefined, 1001, 'ar')).data, [
        'programme',
        'apply_with',
      ]),
    ).toEqual([]);
    expect((await ask('/web/singers/verified/1001')).code).toBe(SINGERS_CODES.unknownSinger);
  });
});
