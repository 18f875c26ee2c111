// The share pages in a plain phone browser, as a visitor from a messenger opens them: every route,
// a chorus invite, comments, playback, the open-in-app path (store and app), gone and broken
// links, Arabic and /g/v/.

import { TRACK_FLUSH_MS } from '@h5/core-api';
import {
  expect,
  expectShellHoldsFirstScreen,
  fakeAppCalls,
  type SandboxControl,
  test,
} from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';
import routes from '../src/routes.ts';

const VISITOR = { signedInAs: null } as const;
const RECORDING = '/v/share?recording_id=880001';

type Tracked = Array<{ event: string; data?: Record<string, unknown> }>;
const tracked = (sandbox: SandboxControl) =>
  sandbox.state<{ tracked: Tracked }>('general').tracked.filter((e) => e.event === 'open_app');

/** The main block each kind of page shows once its read arrived. */
function mainOf(url: string): string {
  if (/profile/.test(url)) return 'profile';
  if (/playlist/.test(url)) return 'playlist';
  if (/live|ktv/.test(url)) return 'room';
  return 'song';
}

test.describe('every route opens its screen for a visitor', () => {
  for (const url of routes.examples ?? []) {
    test(url, async ({ open, page }) => {
      await open(url, VISITOR);
      await expect(page.getByTestId(mainOf(url))).toBeVisible();
      await expect(page.getByTestId('open-app-bar')).toBeVisible();
      await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);
    });
  }

  test('a link under the older names has its reads started by the page itself, sharer and channel too', async ({
    open,
    page,
    sandbox,
    allowConsoleErrors,
  }) => {
    // No script of the campaign runs: what reaches the server was asked by the HTML.
    allowConsoleErrors(/Failed to load resource/);
    await page.route(/\/cdn\/.*\.js$/, (r) => r.abort());
    await open('/d/playrecording?work_id=880008&share_user_id=7301&share_type=whatsapp', VISITOR);
    await expect
      .poll(() => sandbox.requests({ call: 'share.smDetail' }).map((r) => r.params))
      .toEqual([{ recording_id: '880008', share_user_id: '7301', share_channel: 'whatsapp' }]);
    expect(sandbox.requests({ call: 'share.recording' }).map((r) => r.params)).toEqual([{ id: '880008' }]);
  });

  test('/v/T24156 goes to solo-share with its query', async ({ open, page }) => {
    await open('/v/T24156?recording_id=880009', VISITOR);
    await expect(page).toHaveURL(/\/v\/solo-share\?.*recording_id=880009/);
  });

  test('the pages outside /v/ are served the share page, with its preview tags', async ({
    request,
    siteUrl,
  }) => {
    for (const path of [
      '/share',
      '/playlist/share',
      '/d/playrecording',
      '/d/profileinfo',
      '/ktv/share',
      '/live/share',
    ]) {
      const res = await request.get(`${siteUrl}${path}?id=1`);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      for (const tag of ['og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:image'])
        expect(html, `${path} ${tag}`).toContain(tag);
    }
  });
});

test('a recording plays in the page on a tap', async ({ open, page }) => {
  await open(RECORDING, VISITOR);
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-state', 'idle');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect
    .poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(player).toHaveAttribute('data-state', 'paused');
});

test('a video recording plays over its cover', async ({ open, page }) => {
  await open('/v/share-chilla?recording_id=880002', VISITOR);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', /880002\.svg$/);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'playing');
});

test('a chorus invite asks the visitor to sing the other part, in the app', async ({ open, page }) => {
  await open('/v/share-leadsinger?recording_id=880003', VISITOR);
  const invite = page.getByTestId('chorus-invite');
  await expect(invite).toContainText('invites you to sing the other part of this song.');
  await expect(page.getByTestId('open-app')).toHaveText('Sing the other part in the app');
  await expect(page.getByTestId('collabs').getByTestId('record-tile').first()).toBeVisible();
});

test('comments: hot ones apart, the latest with recent-time labels, more on a tap', async ({
  open,
  page,
}) => {
  await open(RECORDING, VISITOR);
  const comments = page.getByTestId('comments');
  await expect(comments.getByRole('heading', { name: '14 comments' })).toBeVisible();
  await expect(page.getByTestId('hot-comments').getByTestId('comment')).toHaveCount(3);
  const latest = page.getByTestId('latest-comments').getByTestId('comment');
  await expect(latest).toHaveCount(10);
  await expect(latest.first().locator('time')).toHaveText('3 minutes ago');
  await expect(latest.nth(2).locator('time')).toHaveText('1 hour ago');
  await page.getByTestId('more-comments').click();
  await expect(latest).toHaveCount(14);
  await expect(page.getByTestId('more-comments')).toHaveCount(0);
});

test('the page around the recording: who shared it, ranks, family, awards and other recordings', async ({
  open,
  page,
}) => {
  await open('/share?recording_id=880001&share_user_id=7301&share_channel=whatsapp', VISITOR);
  await expect(page.getByTestId('shared-by')).toBeVisible();
  await expect(page.getByTestId('context')).toContainText('No. 3 in Weekly Star');
  await expect(page.getByTestId('family')).toContainText('Desi Melodies');
  await expect(page.getByTestId('awards').getByRole('listitem')).toHaveCount(2);
  await page.getByTestId('popular').getByTestId('record-tile').first().click();
  await expect(page).toHaveURL(/recording_id=880002/);
  await expect(page.getByTestId('song')).toContainText('Tamally Maak');
});

async function stubStore(page: Page) {
  await page.route(/play\.google\.com|apps\.apple\.com/, (route) =>
    route.fulfill({ status: 200, body: 'store' }),
  );
}

test("open in the app without the app: the store after 1000 ms with the link's attribution, reported as to_store", async ({
  open,
  page,
  sandbox,
}) => {
  await stubStore(page);
  await open('/v/share-leadsinger?recording_id=880003&pid=share_whatsapp&c=chorus', VISITOR);
  const tapped = Date.now();
  await page.getByTestId('open-app').click();
  await expect(page.getByTestId('open-app')).toHaveAttribute('aria-busy', 'true');
  await page.waitForURL(/play\.google\.com/);
  // The link's install attribution reaches the store (Play's install referrer).
  expect(new URL(page.url()).searchParams.get('referrer')).toBe('pid=share_whatsapp&c=chorus');
  expect(Date.now() - tapped).toBeGreaterThanOrEqual(1000);
  await expect
    .poll(() => tracked(sandbox))
    .toEqual([
      expect.objectContaining({
        data: { outcome: 'to_store', deep_link: 'smapp://sing?collab_id=880003' },
      }),
    ]);
});

test('open in the app when the app opens: no store visit, reported as to_app', async ({
  open,
  page,
  sandbox,
}) => {
  await stubStore(page);
  await page.clock.install();
  await open(RECORDING, VISITOR);
  await page.getByTestId('open-app-bar').click();
  // The app takes the screen: the page is hidden before the store fallback.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.locator('iframe')).toHaveCount(1);
  // Past the store fallback (1000 ms), the iframe's removal (2000 ms) and the tracking's send
  // (TRACK_FLUSH_MS) on the page's clock.
  await page.clock.runFor(TRACK_FLUSH_MS);
  await expect
    .poll(() => tracked(sandbox))
    .toEqual([
      expect.objectContaining({ data: { outcome: 'to_app', deep_link: 'smapp://recording?id=880001' } }),
    ]);
  expect(page.url()).not.toMatch(/play\.google|apps\.apple/);
  // The hidden iframe that carried the deep link is gone.
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('inside the app, Open asks the app for its screen', async ({ open, page }) => {
  await open(RECORDING, { app: true });
  await page.getByTestId('open-app').click();
  await expect
    .poll(async () => (await fakeAppCalls(page)).find((c) => c.method === 'openDeepLink')?.params)
    .toMatchObject({ url: 'smapp://recording?id=880001' });
});

test('share_type means a browser even with the app marks: the store path, not the bridge', async ({
  open,
  page,
}) => {
  await stubStore(page);
  await open('/v/share-image-whatsapp?recording_id=880010&share_type=whatsapp&app=1', VISITOR);
  await page.getByTestId('open-app').click();
  await page.waitForURL(/play\.google\.com/);
});

test('an unknown recording says so, with a way into the app and no retry loop', async ({ open, page }) => {
  await open('/share?recording_id=999', VISITOR);
  await expect(page.getByTestId('share-gone')).toHaveText('This recording was removed or does not exist.');
  await expect(page.getByTestId('open-app')).toHaveText('Discover more on StarMaker');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a link without a usable id asks nothing of the server', async ({ open, page, sandbox }) => {
  for (const url of [
    '/v/share',
    '/v/share?recording_id=%3Cb%3Ex',
    '/live/share?room_id=',
    '/d/profileinfo?uid=abc',
  ]) {
    await open(url, VISITOR);
    await expect(page.getByTestId('share-gone')).toContainText('This link is incomplete.');
    await expect(page.locator('b')).toHaveCount(0);
  }
  expect(sandbox.requests({ call: 'share.recording' })).toEqual([]);
  expect(sandbox.requests({ call: 'share.room' })).toEqual([]);
});

test('a failed read says so plainly and its retry works', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|500/);
  sandbox.fault({ match: 'share.recording', kind: 'http500', times: 2 });
  await open(RECORDING, VISITOR);
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('song')).toBeVisible();
});

test('a closed live room says so and leads to its host', async ({ open, page }) => {
  await open('/live/share?room_id=5502', VISITOR);
  await expect(page.getByTestId('room')).toHaveAttribute('data-open', 'false');
  await expect(page.getByTestId('open-app')).toHaveText('See the host in the app');
});

test('a browser visit reports its device once; the app reports none', async ({ open, page, sandbox }) => {
  await open(RECORDING, VISITOR);
  await expect(page.getByTestId('song')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('song')).toBeVisible();
  await expect.poll(() => sandbox.requests({ call: 'share.deviceChrome' }).length).toBe(1);
  await page.context().clearCookies();
  const inApp = await page.context().newPage();
  const before = sandbox.requests({ call: 'share.deviceChrome' }).length;
  await inApp.goto(page.url().replace(/\?.*/, '?recording_id=880002&fake_app=1'));
  await expect(inApp.getByTestId('song')).toBeVisible();
  expect(sandbox.requests({ call: 'share.deviceChrome' }).length).toBe(before);
});

test('in Arabic under /g/v/: right to left, server text in Arabic', async ({ open, page }) => {
  await open('/g/v/share?recording_id=880001', { lang: 'ar', signedInAs: null });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('context')).toContainText('استمع إلى هذه الأغنية');
  await expect(page.getByTestId('open-app')).toHaveText('استمع في التطبيق');
  await expect(page.getByTestId('comments').getByRole('heading', { level: 2 })).toContainText('تعليقًا');
  // Short counts take the noun that follows ألف ("2.3 ألف إعجاب", not "إعجابات"), and the page,
  // server text included ("أفضل 10 هذا الأسبوع"), writes one digit system.
  await expect(page.getByTestId('song')).toContainText(/\d\sألف إعجاب(?!ات)/);
  await expect(page.getByTestId('song')).toContainText(/\d\sألف تشغيل/);
  await expect(page.locator('body')).not.toContainText(/[\u0660-\u0669]/);
  await expect(page).toHaveURL(/\/g\/v\/share/);
});

for (const lang of ['en', 'ar']) {
  test(`${lang}: the shell paints the cover's place first, and nothing later is larger or moves`, async ({
    open,
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await expectShellHoldsFirstScreen(page, open, RECORDING, {
      lang,
      signedInAs: null,
      ready: async (p) => {
        await expect(p.getByTestId('song')).toBeVisible();
        await expect(p.locator('.sh-cover-media')).toBeVisible();
      },
    });
  });
}

test('comments that fail to load say so in their place, and their retry works; the recording stays', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|500/);
  sandbox.fault({ match: 'share.comments', kind: 'http500', times: 2 });
  await open(RECORDING, VISITOR);
  await expect(page.getByTestId('song')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('latest-comments').getByTestId('comment')).toHaveCount(10);
});

test('more comments that fail keep what is shown and can be asked again', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|500/);
  await open(RECORDING, VISITOR);
  const latest = page.getByTestId('latest-comments').getByTestId('comment');
  await expect(latest).toHaveCount(10);
  sandbox.fault({ match: 'share.comments', kind: 'http500', times: 2 });
  await page.getByTestId('more-comments').click();
  const failed = page.getByTestId('comments').getByRole('alert');
  await expect(failed).toContainText('Something went wrong');
  await expect(latest).toHaveCount(10);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(latest).toHaveCount(14);
  await expect(failed).toHaveCount(0);
});

test('a playlist lists its recordings, each opening its share page', async ({ open, page }) => {
  await open('/playlist/share?playlist_id=3301', VISITOR);
  await expect(page.getByTestId('playlist')).toContainText('5 songs');
  await page.getByTestId('playlist-records').getByTestId('record-tile').first().click();
  await expect(page.getByTestId('song')).toContainText('Perfect');
  await expect(page.getByTestId('player')).toBeVisible();
});

test('inside the app the page shows no bar offering the app', async ({ open, page }) => {
  await open(RECORDING, { app: true });
  await expect(page.getByTestId('song')).toBeVisible();
  await expect(page.getByTestId('open-app-bar')).toBeHidden();
  await expect(page.getByTestId('open-app')).toBeVisible();
});
