import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE } from './origin.ts';
import { type DistFile, readLiveManifest, rollback, uploadVersion, versionHtmlKey } from './publish.ts';
import { S3Origin, s3FromUrl } from './s3.ts';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let dir: string;
let endpoint: string;
let client: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'h5-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
  const addr = await server.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'h5-cdn' }));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const routes = (c: string): CampaignRoutes => ({
  campaign: c,
  title: c,
  routes: [{ path: `/v/${c}`, screen: 'h' }],
});
const files = (c: string, tag: string): DistFile[] => [
  { rel: 'index.html', body: Buffer.from(`<p>${c} ${tag}</p>`) },
  { rel: `assets/${c}-${tag}.js`, body: Buffer.from(`/*${c} ${tag}*/`) },
  { rel: `assets/${c}-${tag}.js.br`, body: brotliCompressSync(`/*${c} ${tag}*/`) },
  { rel: `assets/${c}-${tag}.js.gz`, body: gzipSync(`/*${c} ${tag}*/`) },
];

describe('S3 origin (s3rver)', () => {
  it('publishes with cache headers, keeps other campaigns byte-identical, and rolls back', async () => {
    const origin = new S3Origin({ bucket: 'h5-cdn', prefix: 'cdn', client });
    const publish = (c: string, tag: string) =>
      uploadVersion({
        origin,
        campaign: c,
        routes: routes(c),
        files: files(c, tag),
        commit: 'c',
        kind: 'live',
        cdnBase: '/cdn',
      });
    await publish('system', 's1');
    const l1 = await publish('lucky', 'a1');
    const systemKeys = await origin.list('system/');
    const before = await Promise.all(systemKeys.map((k) => origin.get(k)));
    const l2 = await publish('lucky', 'a2');
    expect(await origin.list('system/')).toEqual(systemKeys);
    expect(await Promise.all(systemKeys.map((k) => origin.get(k)))).toEqual(before);
    expect(await origin.list('lucky/')).toEqual(
      [
        'lucky/assets/lucky-a1.js',
        'lucky/assets/lucky-a1.js.br',
        'lucky/assets/lucky-a1.js.gz',
        'lucky/assets/lucky-a2.js',
        'lucky/assets/lucky-a2.js.br',
        'lucky/assets/lucky-a2.js.gz',
        versionHtmlKey('lucky', l1.id),
        versionHtmlKey('lucky', l2.id),
      ].sort(),
    );

    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: 'h5-cdn', Key: `cdn/${key}` }));
    expect((await head('lucky/assets/lucky-a2.js')).CacheControl).toBe(IMMUTABLE);
    expect((await head('lucky/assets/lucky-a2.js')).ContentType).toBe('text/javascript; charset=utf-8');
    expect((await head('lucky/assets/lucky-a2.js')).ContentEncoding).toBeUndefined();
    // The build's Brotli and gzip copies: the script's type, in their encoding.
    expect(await head('lucky/assets/lucky-a2.js.br')).toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      ContentEncoding: 'br',
      CacheControl: IMMUTABLE,
    });
    expect((await head('lucky/assets/lucky-a2.js.gz')).ContentEncoding).toBe('gzip');
    expect((await head(versionHtmlKey('lucky', l2.id))).CacheControl).toBe(NO_CACHE);
    expect((await head('manifest.json')).CacheControl).toBe(NO_CACHE);

    expect((await readLiveManifest(origin))?.campaigns.lucky?.live).toBe(l2.id);
    await rollback(origin, 'lucky', undefined);
    const m = await readLiveManifest(origin);
    expect(m?.campaigns.lucky?.live).toBe(l1.id);
    expect(m?.routes.find((r) => r.path === '/v/lucky')?.html).toBe(`/cdn/${versionHtmlKey('lucky', l1.id)}`);
  });

  it('reads the origin from an s3:// URL and the environment', async () => {
    const origin = s3FromUrl('s3://h5-cdn/env-prefix', {
      H5_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(origin.describe).toBe('s3://h5-cdn/env-prefix');
    await origin.check();
    expect(() => s3FromUrl('s3://')).toThrow(/not an s3:\/\/bucket/);
  });

  it('says the origin is unreachable and writes nothing when the bucket is missing or the server is down', async () => {
    const missing = new S3Origin({ bucket: 'no-such-bucket', client });
    await expect(
      uploadVersion({
        origin: missing,
        campaign: 'lucky',
        routes: routes('lucky'),
        files: files('lucky', 'a1'),
        commit: 'c',
        kind: 'live',
        cdnBase: '/cdn',
      }),
    ).rejects.toThrow(/origin unreachable: origin s3:\/\/no-such-bucket is unreachable \(HTTP 404\)/);
    const down = new S3Origin({
      bucket: 'h5-cdn',
      config: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        credentials,
        maxAttempts: 1,
      },
    });
    await expect(down.check()).rejects.toThrow(/s3:\/\/h5-cdn is unreachable/);
  });
});
