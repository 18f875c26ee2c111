// Link previews and app-link files through the real serving paths (issue 49): the nginx edge the
// manifest CLI writes (crawlers proxied to the preview service, which reads the sandbox over HTTP)
// and the local site `npm start` runs. Requests only, as a messenger's crawler makes them: no
// browser. Needs nginx and a built share campaign (campaigns/share/dist).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_AREAS, createSandbox, type Sandbox } from '@h5/sandbox-api';
import { loadCampaignRoutes } from '@h5/scripts/collect';
import { buildManifest } from '@h5/scripts/manifest';
import { startSite } from '@h5/scripts/serve';
import { expect, test } from '@playwright/test';
import { AASA_PATH, ASSET_LINKS_PATH } from '../../scripts/serve/appSite.ts';
import { PREVIEW_TIMEOUT_MS } from '../../scripts/serve/preview.ts';
import { startPreviewServer } from '../../scripts/serve/previewServer.ts';
import { REPO_ROOT } from '../config.ts';
import { freePort, type RunningNginx, startNginx, writeEdgeConfig } from './nginxProcess.ts';

const UA = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  TelegramBot: 'TelegramBot (like TwitterBot)',
  Twitterbot: 'Twitterbot/1.0',
};
const PERSON =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const SHA = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16).toUpperCase()).join(':');
const APP_SITE = JSON.stringify({
  androidSha256: [SHA],
  iosTeamId: 'ABCDE12345',
  iosBundleId: 'com.starmaker.app',
});
const shareDist = path.join(REPO_ROOT, 'campaigns', 'share', 'dist');

let sandbox: Sandbox;
const servers: Server[] = [];
let previewService: Server;
let nginx: RunningNginx | null = null;
let tmp = '';
let edge = '';
let site = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  if (!existsSync(path.join(shareDist, 'index.html'))) throw new Error('build the share campaign first');
  sandbox = createSandbox({ areas: ALL_AREAS });
  const api = await sandbox.listen(await freePort());
  servers.push(api);
  const apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  const preview = await startPreviewServer({
    apiBase: apiUrl,
    port: 0,
    genericImage: { url: '/cdn/share/assets/og.png', width: 600, height: 315 },
  });
  servers.push(preview.server);
  previewService = preview.server;

  tmp = mkdtempSync(path.join(tmpdir(), 'h5-previews-'));
  const port = await freePort();
  const conf = writeEdgeConfig(REPO_ROOT, tmp, port, ['--api', apiUrl, '--preview', preview.url], {
    ...process.env,
    H5_APP_SITE: APP_SITE,
  });
  nginx = await startNginx(conf, path.join(tmp, 'nginx-run'), port);
  edge = nginx.base;

  // The local site as `npm start` runs it: the share campaign, the sandbox on the same origin.
  const share = await loadCampaignRoutes(REPO_ROOT, 'share');
  const local = await startSite({
    sandbox,
    manifest: buildManifest([share], { cdnBase: '/cdn' }),
    campaignDirs: { share: shareDist },
    campaigns: [share],
    appSite: { site: APP_SITE },
    port: 0,
  });
  servers.push(local.server);
  site = local.url;
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const s of servers) s.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.afterEach(() => sandbox.faults.clear());

const get = (url: string, ua: string) => fetch(url, { headers: { 'user-agent': ua, accept: 'text/html' } });
const tag = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

for (const [crawler, ua] of Object.entries(UA)) {
  test(`${crawler} gets the recording's own title and cover through the edge`, async () => {
    const res = await get(`${edge}/share?recording_id=880001&share_channel=whatsapp`, ua);
    expect(res.status).toBe(200);
    // Kept by the crawler, never by a shared cache that could hand it to a person.
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(res.headers.get('vary')).toMatch(/User-Agent/i);
    const html = await res.text();
    expect(tag(html, 'og:title')).toBe('Tum Hi Ho · Zainab Bello');
    expect(tag(html, 'twitter:title')).toBe('Tum Hi Ho · Zainab Bello');
    const image = tag(html, 'og:image') ?? '';
    expect(image).toBe(`${edge}/static/share/cover/880001@800.svg`);
    expect(tag(html, 'og:image:width')).toBe('800');
    expect(html).toContain(
      `<link rel="canonical" href="${edge}/share?recording_id=880001&amp;share_channel=whatsapp">`,
    );
    // The cover the tag names is there.
    expect((await fetch(image)).status).toBe(200);
  });
}

test('WhatsApp gets the same preview from `npm start`\u2019s server; a person gets the page', async () => {
  const html = await (await get(`${site}/v/share?recording_id=880001`, UA.WhatsApp)).text();
  expect(tag(html, 'og:title')).toBe('Tum Hi Ho · Zainab Bello');
  expect(tag(html, 'og:image')).toBe(`${site}/static/share/cover/880001@800.svg`);
  for (const base of [site, edge]) {
    const page = await (await get(`${base}/v/share?recording_id=880001`, PERSON)).text();
    expect(page).toContain('<div id="root">');
    expect(tag(page, 'og:title')).toBe('StarMaker: sing, duet and go live');
  }
});

test('an unknown recording, and an API slower than the bound, get the generic preview in time', async () => {
  const unknown = await (await get(`${edge}/v/share?recording_id=999999`, UA.facebookexternalhit)).text();
  expect(tag(unknown, 'og:title')).toBe('StarMaker: sing, duet and go live');
  expect(tag(unknown, 'og:image')).toBe(`${edge}/cdn/share/assets/og.png`);

  sandbox.faults.add({ match: 'share.room', kind: 'delay', delayMs: 20_000 });
  const started = Date.now();
  const slow = await get(`${edge}/live/share?room_id=5501`, UA.TelegramBot);
  expect(slow.status).toBe(200);
  expect(tag(await slow.text(), 'og:title')).toBe('StarMaker: sing, duet and go live');
  expect(Date.now() - started).toBeLessThan(PREVIEW_TIMEOUT_MS + 1500);
});

test('the app-link files are published as JSON by the edge and the local site', async () => {
  for (const base of [edge, site]) {
    const links = await fetch(`${base}${ASSET_LINKS_PATH}`);
    expect(links.status).toBe(200);
    expect(links.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await links.json())[0].target.sha256_cert_fingerprints).toEqual([SHA]);
    const aasa = await fetch(`${base}${AASA_PATH}`, { redirect: 'manual' });
    expect(aasa.status).toBe(200);
    expect(aasa.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await aasa.json()).applinks.details[0].appIDs).toEqual(['ABCDE12345.com.starmaker.app']);
  }
});

test('with the preview service down, a crawler still gets the page and its generic tags', async () => {
  await new Promise((r) => previewService.close(r));
  const res = await get(`${edge}/v/share?recording_id=880001`, UA.WhatsApp);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<div id="root">');
  expect(tag(html, 'og:title')).toBe('StarMaker: sing, duet and go live');
});
