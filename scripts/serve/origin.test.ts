import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest/manifest.ts';
import { FolderOrigin } from '../publish/origin.ts';
import { type DistFile, rollback, uploadVersion } from '../publish/publish.ts';
import { startSite } from './site.ts';

const campaigns: CampaignRoutes[] = [
  { campaign: 'system', title: 'system', routes: [{ path: '/v/error-page', screen: 'e' }] },
  { campaign: 'lucky', title: 'lucky', routes: [{ path: '/v/lucky', screen: 'h' }] },
  { campaign: 'other', title: 'other', routes: [{ path: '/v/other', screen: 'h' }] },
];

const files = (c: string, tag: string): DistFile[] => [
  { rel: 'index.html', body: Buffer.from(`<p>${c} ${tag}</p>`) },
  { rel: `assets/${c}-${tag}.js`, body: Buffer.from(`/*${c} ${tag}*/`) },
];

let tmp: string;
let origin: FolderOrigin;
let server: Server;
let url: string;

async function publish(c: string, tag: string, kind: 'live' | 'preview' = 'live') {
  const routes = campaigns.find((x) => x.campaign === c)!;
  return uploadVersion({
    origin,
    campaign: c,
    routes,
    files: files(c, tag),
    commit: 'c',
    kind,
    cdnBase: '/cdn',
  });
}

beforeEach(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'h5-site-'));
  origin = new FolderOrigin(join(tmp, 'cdn'));
  // A local build of `other` that was never published.
  mkdirSync(join(tmp, 'other', 'assets'), { recursive: true });
  writeFileSync(join(tmp, 'other', 'index.html'), '<p>other local build</p>');
  mkdirSync(join(tmp, 'other', 'runtime'), { recursive: true });
  writeFileSync(join(tmp, 'other', 'runtime', 'runtime-r1.js'), '/*runtime*/');
  const site = await startSite({
    sandbox: createSandbox({ areas: [] }),
    manifest: buildManifest(campaigns, { cdnBase: '/cdn' }),
    campaignDirs: { other: join(tmp, 'other') },
    campaigns,
    originDir: join(tmp, 'cdn'),
    port: 0,
  });
  server = site.server;
  url = site.url;
});
afterEach(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(tmp, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
};

describe('the local site on a folder origin', () => {
  it('serves build folders until something is published', async () => {
    expect(await get('/v/other')).toMatchObject({ status: 200, text: '<p>other local build</p>' });
    // The shared runtime comes from whichever build carries it.
    expect(await get('/cdn/runtime/runtime-r1.js')).toEqual({
      status: 200,
      text: '/*runtime*/',
      cache: 'public, max-age=31536000, immutable',
    });
    expect((await get('/cdn/runtime/runtime-none.js')).status).toBe(404);
  });

  it('serves the live version, its assets, previews and rollbacks on the next load', async () => {
    const v1 = await publish('lucky', 'a1');
    await publish('system', 's1');
    expect(await get('/v/lucky?x=1')).toEqual({ status: 200, text: '<p>lucky a1</p>', cache: 'no-cache' });
    expect(await get('/g/v/lucky/sub')).toMatchObject({ status: 200, text: '<p>lucky a1</p>' });
    expect(await get('/cdn/lucky/assets/lucky-a1.js')).toEqual({
      status: 200,
      text: '/*lucky a1*/',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await get('/cdn/manifest.json')).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(await get('/v/nowhere')).toMatchObject({ status: 404, text: '<p>system s1</p>' });
    // Unpublished campaigns still come from their build folder.
    expect(await get('/v/other')).toMatchObject({ status: 200, text: '<p>other local build</p>' });

    const v2 = await publish('lucky', 'a2', 'preview');
    expect((await get('/v/lucky')).text).toBe('<p>lucky a1</p>');
    expect((await get(`/v/lucky?h5_preview=${v2.id}`)).text).toBe('<p>lucky a2</p>');
    expect((await get('/v/lucky?h5_preview=not-a-version')).text).toBe('<p>lucky a1</p>');

    await publish('lucky', 'a3');
    expect((await get('/v/lucky')).text).toBe('<p>lucky a3</p>');
    // The old chunks stay reachable for phones that still hold the old HTML.
    expect((await get('/cdn/lucky/assets/lucky-a1.js')).status).toBe(200);
    await rollback(origin, 'lucky', v1.id);
    expect((await get('/v/lucky')).text).toBe('<p>lucky a1</p>');
  });
});
