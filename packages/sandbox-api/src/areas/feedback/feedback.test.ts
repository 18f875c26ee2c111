import { CONTENT_MIN, MAX_IMAGE_BYTES } from '@h5/core-api/contracts/feedback';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { feedbackArea, SEEDED_TICKET } from './index.ts';
import { REPLY_DELAYS_MS } from './tickets.ts';
import { CHUNK_SIZE, NOT_AN_IMAGE, sniffImage, TOO_LARGE } from './uploads.ts';

const served = serveSandbox([generalArea, feedbackArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the answers of many calls, read field by field
  data?: any;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  opts: { uid?: number | null; lang?: string; body?: unknown } = {},
): Promise<Answer> {
  const uid = opts.uid === undefined ? 1001 : opts.uid;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (uid) headers.token = `tok-${uid}`;
  if (opts.lang) headers.lang = opts.lang;
  const res = await fetch(served.origin + path, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
  });
  return (await res.json()) as Answer;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => {
  const b = Buffer.alloc(size, 7);
  Buffer.from(PNG_HEAD).copy(b);
  return b;
};

async function upload(bytes: Buffer, mime = 'image/png', uid = 1001) {
  const start = await call('POST', '/web/feedback/upload', { uid, body: { mime, size: bytes.length } });
  if (start.code) return { start, last: null as Answer | null };
  const { upload_id, chunk_size } = start.data;
  let last: Answer | null = null;
  for (let i = 0; i * chunk_size < bytes.length; i++) {
    const data = bytes.subarray(i * chunk_size, (i + 1) * chunk_size).toString('base64');
    last = await call('POST', `/web/feedback/upload/${upload_id}`, { uid, body: { index: i, data } });
  }
  return { start, last, id: upload_id as string };
}

const device = {
  app_version: '8.40.0',
  platform: 'android',
  device_id: 'd1',
  user_agent: 'x',
  lang: 'en',
  country: 'IN',
  screen: '360x640',
};
const submit = (body: Record<string, unknown>, uid = 1001) =>
  call('POST', '/web/feedback/submit', {
    uid,
    body: { category_id: 'recharge', content: 'The coins did not arrive yet.', images: [], device, ...body },
  });

describe('feedback area: help', () => {
  it('answers the help tree, questions, notices, the FAQ and grades in Arabic without Latin text', async () => {
    const brands = ['Google', 'Facebook', 'VIP', 'JPG', 'PNG', 'WebP'];
    const tree = await call('GET', '/web/feedback/help', { lang: 'ar', uid: null });
    expect(tree.data.categories.length).toBeGreaterThan(3);
    expect(tree.data.hot.length).toBeGreaterThan(0);
    expect(latinTexts(tree.data, [], brands)).toEqual([]);
    for (const c of tree.data.categories)
      for (const g of c.groups)
        for (const q of g.questions) {
          const a = await call('GET', `/web/feedback/questions/${q.id}`, { lang: 'ar', uid: null });
          expect(a.code).toBe(0);
          expect(latinTexts(a.data, ['category_id'], brands)).toEqual([]);
        }
    for (const path of [
      '/web/feedback/notices',
      '/web/feedback/notices/n-rules',
      '/web/faq/smd',
      '/web/grade-system',
      '/web/report/reasons?target_type=room',
      '/web/feedback/contact-categories',
    ]) {
      const a = await call('GET', path, { lang: 'ar', uid: null });
      expect(a.code, path).toBe(0);
      expect(latinTexts(a.data, [], brands), path).toEqual([]);
    }
  });

  it('refuses unknown questions, notices and FAQ topics in the page language', async () => {
    const q = await call('GET', '/web/feedback/questions/nope', { lang: 'ar' });
    expect(q.code).toBe(404);
    expect(latinTexts(q.msg)).toEqual([]);
    expect((await call('GET', '/web/feedback/notices/nope')).code).toBe(404);
    expect((await call('GET', '/web/faq/nope')).code).toBe(404);
  });

  it('keeps one vote per user, changed by voting again', async () => {
    await call('POST', '/web/feedback/questions/q-echo/vote', { body: { vote: 'no' } });
    await call('POST', '/web/feedback/questions/q-echo/vote', { body: { vote: 'yes' } });
    expect((await call('GET', '/web/feedback/questions/q-echo')).data.my_vote).toBe('yes');
    expect((await call('GET', '/web/feedback/questions/q-echo', { uid: 1002 })).data.my_vote).toBeNull();
  });
});

describe('feedback area: uploads', () => {
  it('checks type and size before taking any bytes', async () => {
    const gif = await call('POST', '/web/feedback/upload', { body: { mime: 'image/gif', size: 100 } });
    expect(gif.code).toBe(NOT_AN_IMAGE.code);
    const big = await call('POST', '/web/feedback/upload', {
      body: { mime: 'image/png', size: MAX_IMAGE_BYTES + 1 },
    });
    expect(big.code).toBe(TOO_LARGE.code);
    expect(
      (await call('POST', '/web/feedback/upload', { uid: null, body: { mime: 'image/png', size: 10 } })).code,
    ).toBe(401);
  });

  it('takes an image in chunks, a repeated chunk once, and serves it back', async () => {
    const bytes = png(CHUNK_SIZE + 1000);
    const { last, id } = await upload(bytes);
    expect(last?.data).toMatchObject({ received: bytes.length, done: true });
    // The last chunk again (its answer lost): taken once.
    const again = await call('POST', `/web/feedback/upload/${id}`, {
      body: { index: 1, data: bytes.subarray(CHUNK_SIZE).toString('base64') },
    });
    expect(again.data.received).toBe(bytes.length);
    const res = await fetch(served.origin + last!.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a file whose bytes are not the image it claimed, and a gap between chunks', async () => {
    const { last } = await upload(Buffer.alloc(500, 1), 'image/jpeg');
    expect(last?.code).toBe(NOT_AN_IMAGE.code);
    const start = await call('POST', '/web/feedback/upload', {
      body: { mime: 'image/png', size: CHUNK_SIZE * 2 },
    });
    const gap = await call('POST', `/web/feedback/upload/${start.data.upload_id}`, {
      body: { index: 1, data: Buffer.alloc(CHUNK_SIZE).toString('base64') },
    });
    expect(gap.code).not.toBe(0);
  });

  it('reads an image type from its first bytes', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(png(20))).toBe('image/png');
    expect(sniffImage(Buffer.from('RIFF0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('feedback area: submissions', () => {
  it('makes one ticket per form key, with the screenshot, and replies that arrive on the clock', async () => {
    const { id: up } = await upload(png(300));
    const first = await submit({ images: [up], client_key: 'k1' });
    const second = await submit({ images: [up], client_key: 'k1' });
    expect(second.data.id).toBe(first.data.id);
    const mine = await call('GET', '/web/feedback/mine?page=1');
    expect(mine.data.list.filter((t: { id: string }) => t.id === first.data.id)).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({ id: first.data.id, state: 'pending', unread: 0 });

    served.sandbox.clock.advance(REPLY_DELAYS_MS[0]! + 1000);
    const later = await call('GET', '/web/feedback/mine?page=1', { lang: 'ar' });
    expect(later.data.list[0]).toMatchObject({ state: 'replied', unread: 1 });
    const detail = await call('GET', `/web/feedback/mine/${first.data.id}`, { lang: 'ar' });
    expect(detail.data.replies).toHaveLength(1);
    expect(latinTexts(detail.data.replies)).toEqual([]);
    expect(detail.data.images[0]).toMatch(/\/static\/feedback\/uploads\//);
    expect((await call('GET', '/web/feedback/mine?page=1')).data.list[0].unread).toBe(0);
  });

  it('refuses short text, a missing category, foreign uploads and missing guided fields', async () => {
    expect((await submit({ content: 'x'.repeat(CONTENT_MIN - 1) })).code).toBe(4312);
    expect((await submit({ category_id: 'nope' })).code).toBe(4311);
    const { id: theirs } = await upload(png(100), 'image/png', 1002);
    expect((await submit({ images: [theirs] })).code).toBe(4313);
    expect((await submit({ question_id: 'q-recharge-not-received', fields: { order_id: 'A1' } })).code).toBe(
      4314,
    );
    const ok = await submit({
      question_id: 'q-recharge-not-received',
      fields: { order_id: 'A1', amount: '99', paid_on: '2026-11-20' },
    });
    expect(ok.code).toBe(0);
    expect((await call('GET', `/web/feedback/mine/${ok.data.id}`)).data.fields).toHaveLength(3);
  });

  it('shows a submission the team closed as closed', async () => {
    served.sandbox.runSwitch('feedback', 'close', { id: SEEDED_TICKET });
    expect((await call('GET', `/web/feedback/mine/${SEEDED_TICKET}`)).data.state).toBe('closed');
    expect((await call('GET', '/web/feedback/mine?page=1')).data.list[0].state).toBe('closed');
  });

  it('shows a user only their own feedback, and visitors none', async () => {
    expect((await call('GET', `/web/feedback/mine/${SEEDED_TICKET}`)).data.state).toBe('replied');
    expect((await call('GET', `/web/feedback/mine/${SEEDED_TICKET}`, { uid: 1002 })).code).toBe(404);
    expect((await call('GET', '/web/feedback/mine?page=1', { uid: null })).code).toBe(401);
  });
});

describe('feedback area: reports', () => {
  it('records a visitor report once per form key and refuses a reason of another target', async () => {
    const body = { target_type: 'room', target_id: 'r77', reason_id: 'scam', text: '', client_key: 'r1' };
    const a = await call('POST', '/web/report', { uid: null, body });
    const b = await call('POST', '/web/report', { uid: null, body });
    expect(a.code).toBe(0);
    expect(b.data.id).toBe(a.data.id);
    expect(served.sandbox.runSwitch('feedback', 'reports', {})).toHaveLength(1);
    expect(
      (
        await call('POST', '/web/report', {
          uid: null,
          body: { ...body, reason_id: 'copy', client_key: 'r2' },
        })
      ).code,
    ).toBe(4321);
  });

  it('records song feedback and refuses one without a song name', async () => {
    const ok = await call('POST', '/web/search-song/feedback', {
      uid: null,
      body: { problem: 'missing', song: 'Tum Hi Ho', artist: '', note: '', client_key: 's1' },
    });
    expect(ok.code).toBe(0);
    const bad = await call('POST', '/web/search-song/feedback', { body: { problem: 'missing', song: ' ' } });
    expect(bad.code).toBe(4322);
  });
});
