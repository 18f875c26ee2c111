import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createSandbox } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest/manifest.ts';
import { accepts, startSite } from './site.ts';

const campaigns: CampaignRoutes[] = [{ campaign: 'lucky', title: 'lucky', routes: [{ path: '/v/lucky' }] }];
const script = Buffer.from('console.log("lucky");\n'.repeat(100));

let tmp: string;
let server: Server;
let url: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'h5-site-enc-'));
  const assets = join(tmp, 'lucky', 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(tmp, 'lucky', 'index.html'), '<p>lucky</p>');
  writeFileSync(join(assets, 'a.js'), script);
  writeFileSync(join(assets, 'a.js.br'), brotliCompressSync(script));
  writeFileSync(join(assets, 'a.js.gz'), gzipSync(script));
  // A build from before the copies.
  writeFileSync(join(assets, 'old.js'), script);
  const site = await startSite({
    sandbox: createSandbox({ areas: [] }),
    manifest: buildManifest(campaigns, { cdnBase: '/cdn' }),
    campaignDirs: { lucky: join(tmp, 'lucky') },
    campaigns,
    port: 0,
  });
  server = site.server;
  url = site.url;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(tmp, { recursive: true, force: true });
});

/** The raw response (fetch would decode it): status, headers and body bytes. */
const raw = (path: string, acceptEncoding: string) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((ok, fail) => {
    request(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });

describe('the local site’s encodings', () => {
  it('sends the build’s Brotli copy to a browser that accepts br, its gzip copy to one that does not', async () => {
    const br = await raw('/cdn/lucky/assets/a.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    const gz = await raw('/cdn/lucky/assets/a.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);
    const plain = await raw('/cdn/lucky/assets/a.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it('gzips on the fly a file without copies, and refuses a coding given q=0', async () => {
    const old = await raw('/cdn/lucky/assets/old.js', 'gzip, br');
    expect(old.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(old.body).equals(script)).toBe(true);
    expect((await raw('/cdn/lucky/assets/a.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect(accepts('gzip, br;q=0.5', 'br')).toBe(true);
    expect(accepts('gzip, br;q=0', 'br')).toBe(false);
    expect(accepts('gzip', 'br')).toBe(false);
  });
});
