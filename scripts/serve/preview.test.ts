import { describe, expect, it, vi } from 'vitest';
import {
  createPreviewer,
  isCrawler,
  PREVIEW_TEXTS,
  previewHtml,
  previewTargetOf,
  publicOriginOf,
} from './preview.ts';

const UA = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  telegram: 'TelegramBot (like TwitterBot)',
  twitter: 'Twitterbot/1.0',
  chrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  facebookApp:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0]',
};

describe('crawler detection', () => {
  it("knows the messengers' crawlers", () => {
    for (const ua of [UA.whatsapp, UA.facebook, UA.telegram, UA.twitter]) expect(isCrawler(ua)).toBe(true);
  });
  it('leaves people, in a browser or in the apps\u2019 own browsers, to the page', () => {
    for (const ua of [UA.chrome, UA.facebookApp, '', undefined]) expect(isCrawler(ua)).toBe(false);
  });
});

describe('what a share path shares', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('reads the item of every form of a share link', () => {
    expect(previewTargetOf('/v/share', q('recording_id=880001'))).toEqual({
      kind: 'recording',
      id: '880001',
    });
    expect(previewTargetOf('/g/v/share-chilla', q('id=880002'))).toEqual({ kind: 'recording', id: '880002' });
    expect(previewTargetOf('/d/playrecording', q('work_id=880008'))).toEqual({
      kind: 'recording',
      id: '880008',
    });
    expect(previewTargetOf('/v/share-landing-page/record', q('recording_id=7'))).toEqual({
      kind: 'recording',
      id: '7',
    });
    expect(previewTargetOf('/v/T24156', q('recording_id=9'))).toEqual({ kind: 'recording', id: '9' });
    expect(previewTargetOf('/d/profileinfo', q('uid=7301'))).toEqual({ kind: 'profile', id: '7301' });
    expect(previewTargetOf('/playlist/share', q('playlist_id=3301'))).toEqual({
      kind: 'playlist',
      id: '3301',
    });
    expect(previewTargetOf('/live/share', q('room_id=5501'))).toEqual({ kind: 'live', id: '5501' });
    expect(previewTargetOf('/ktv/share', q('room_id=6601'))).toEqual({ kind: 'ktv', id: '6601' });
    expect(previewTargetOf('/v/valentine-card/card/v1', q(''))).toEqual({ kind: 'valentine', id: 'v1' });
    expect(previewTargetOf('/g/v/share-newpull/index', q('user_id=1001'))).toEqual({
      kind: 'invite',
      id: '1001',
    });
  });
  it('gives no id for a malformed one, and nothing for other pages', () => {
    expect(previewTargetOf('/v/share', q('recording_id=1%3Cx'))).toEqual({ kind: 'recording', id: null });
    expect(previewTargetOf('/v/share-profile', q(''))).toEqual({ kind: 'profile', id: null });
    expect(previewTargetOf('/v/shares', q('recording_id=1'))).toBeNull();
    expect(previewTargetOf('/v/valentine-card', q(''))).toBeNull();
    expect(previewTargetOf('/v/lucky-eggs', q(''))).toBeNull();
  });
});

const RECORDING = {
  code: 0,
  data: {
    song: { name: 'Tum Hi Ho', artist: 'Arijit Singh' },
    recording: { cover_image: '/static/share/cover/880001.svg', like_num: 2310 },
    user: { name: 'Zainab "<b>" Bello' },
  },
};
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the item read', () => {
  it("makes the recording's title, likes and 800-wide cover", async () => {
    const fetch = vi.fn(async (_url: URL | string) => ok(RECORDING));
    const previewOf = createPreviewer({
      apiBase: 'http://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const meta = await previewOf({ kind: 'recording', id: '880001' }, 'en');
    expect(meta).toEqual({
      title: 'Tum Hi Ho · Zainab "<b>" Bello',
      description: 'Sung on StarMaker · ♥ 2,310',
      image: { url: '/static/share/cover/880001@800.svg', width: 800, height: 800 },
      type: 'music.song',
    });
    expect(String(fetch.mock.calls[0]![0])).toBe('http://api.test/api/recordings/880001/share/detail');
  });

  it('reads an item once while its preview is fresh, and concurrent crawls share the call', async () => {
    let t = 0;
    const fetch = vi.fn(async () => ok(RECORDING));
    const previewOf = createPreviewer({
      apiBase: 'http://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => t,
      cacheMs: 60_000,
    });
    const target = { kind: 'recording', id: '1' } as const;
    await Promise.all([previewOf(target, 'en'), previewOf(target, 'en'), previewOf(target, 'en')]);
    t = 59_000;
    await previewOf(target, 'en');
    expect(fetch).toHaveBeenCalledTimes(1);
    t = 61_000;
    await previewOf(target, 'en');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("makes an invite's title from its inviter, whatever the name holds", async () => {
    const previewOf = createPreviewer({
      apiBase: 'http://api.test',
      fetch: async () =>
        ok({
          code: 0,
          data: { inviter: { stage_name: "$& Asha $'", avatar: '/a/1.svg' }, perks: ['₹50 cash'] },
        }),
    });
    expect(await previewOf({ kind: 'invite', id: '1001' }, 'ar')).toMatchObject({
      title: "$& Asha $' يدعوك إلى StarMaker",
      description: '₹50 cash',
      image: { url: '/a/1@800.svg' },
    });
  });

  it('gives the generic preview for an unknown item, a failing API and one too slow', async () => {
    const unknown = createPreviewer({
      apiBase: 'http://a',
      fetch: async () => ok({ code: 404, msg: 'gone' }),
    });
    expect(await unknown({ kind: 'recording', id: '1' }, 'en')).toBeNull();
    const failing = createPreviewer({
      apiBase: 'http://a',
      fetch: async () => new Response('', { status: 500 }),
    });
    expect(await failing({ kind: 'recording', id: '1' }, 'en')).toBeNull();
    const slow = createPreviewer({
      apiBase: 'http://a',
      timeoutMs: 50,
      fetch: () => new Promise<Response>(() => {}),
    });
    const started = Date.now();
    expect(await slow({ kind: 'recording', id: '1' }, 'en')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('the preview document', () => {
  it('carries the item tags with an absolute image, its size and the canonical URL, all escaped', () => {
    const html = previewHtml({
      meta: {
        title: 'Tum Hi Ho · <script>alert(1)</script>',
        description: 'A & B',
        image: { url: '/static/c@800.svg', width: 800, height: 800 },
        type: 'music.song',
      },
      lang: 'en',
      url: 'https://share.test/v/share?recording_id=1&x="y"',
      genericImage: null,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta property="og:title" content="Tum Hi Ho · &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).toContain('<meta property="og:description" content="A &amp; B">');
    expect(html).toContain('<meta property="og:image" content="https://share.test/static/c@800.svg">');
    expect(html).toContain('<meta property="og:image:width" content="800">');
    expect(html).toContain('<meta property="og:image:height" content="800">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      '<link rel="canonical" href="https://share.test/v/share?recording_id=1&amp;x=&quot;y&quot;">',
    );
  });

  it('falls back to the generic preview in the link\u2019s language', () => {
    const html = previewHtml({
      meta: null,
      lang: 'ar',
      url: 'https://share.test/v/share?lang=ar',
      genericImage: { url: '/cdn/share/assets/og-1.png', width: 600, height: 315 },
    });
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(`content="${PREVIEW_TEXTS.genericTitle.ar}"`);
    expect(html).toContain(
      '<meta property="og:image" content="https://share.test/cdn/share/assets/og-1.png">',
    );
    expect(html).toContain('<meta property="og:image:width" content="600">');
  });

  it('takes the public origin from the edge, never an unchecked host', () => {
    expect(publicOriginOf({ host: 'share.test', 'x-forwarded-proto': 'https' }, 'http://localhost')).toBe(
      'https://share.test',
    );
    expect(publicOriginOf({ host: 'evil"><x' }, 'http://localhost')).toBe('http://localhost');
  });
});
