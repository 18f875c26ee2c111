import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cacheControlOf,
  contentEncodingOf,
  contentTypeOf,
  FolderOrigin,
  IMMUTABLE,
  NO_CACHE,
  type Origin,
} from './origin.ts';
import {
  type DistFile,
  LIVE_MANIFEST_KEY,
  listLines,
  PublishError,
  readLiveManifest,
  rollback,
  uploadVersion,
  versionHtmlKey,
  versionId,
} from './publish.ts';

const routesOf = (campaign: string, ...paths: string[]): CampaignRoutes => ({
  campaign,
  title: `${campaign} title`,
  routes: paths.map((path) => ({ path, screen: 'home' })),
});

function build(campaign: string, tag: string, extra: DistFile[] = []): DistFile[] {
  const js = `assets/index-${tag}.js`;
  return [
    {
      rel: 'index.html',
      body: Buffer.from(`<html>${campaign} ${tag}<script src="/cdn/${campaign}/${js}"></script>`),
    },
    { rel: js, body: Buffer.from(`console.log('${campaign} ${tag}')`) },
    { rel: 'assets/shared-0000.css', body: Buffer.from('body{margin:0}') },
    ...extra,
  ];
}

let dir: string;
let origin: FolderOrigin;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'h5-origin-'));
  origin = new FolderOrigin(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const publish = (campaign: string, files: DistFile[], kind: 'live' | 'preview' = 'live', paths?: string[]) =>
  uploadVersion({
    origin,
    campaign,
    routes: routesOf(campaign, ...(paths ?? [`/v/${campaign}`])),
    files,
    commit: 'abc1234',
    kind,
    cdnBase: '/cdn',
  });

async function snapshot(prefix: string): Promise<Map<string, Buffer>> {
  const keys = await origin.list(prefix);
  return new Map(keys.map((k) => [k, readFileSync(join(dir, k))]));
}

describe('uploadVersion', () => {
  it('uploads the assets and the versioned HTML, then points the live manifest at it', async () => {
    const r = await publish('lucky', build('lucky', 'a1'));
    expect(await origin.list('lucky/')).toEqual([
      'lucky/assets/index-a1.js',
      'lucky/assets/shared-0000.css',
      versionHtmlKey('lucky', r.id),
    ]);
    const m = await readLiveManifest(origin);
    expect(m?.generation).toBe(1);
    expect(m?.routes).toEqual([
      { path: '/g/v/lucky', campaign: 'lucky', html: `/cdn/lucky/versions/${r.id}/index.html` },
      { path: '/v/lucky', campaign: 'lucky', html: `/cdn/lucky/versions/${r.id}/index.html` },
    ]);
    expect(m?.campaigns.lucky?.versions[0]).toMatchObject({ id: r.id, commit: 'abc1234', kind: 'live' });
    expect(readFileSync(join(dir, 'manifests/000001.json'))).toEqual(
      readFileSync(join(dir, LIVE_MANIFEST_KEY)),
    );
  });

  it('leaves every other campaign published file byte-identical', async () => {
    await publish('system', build('system', 's1'), 'live', ['/v/error-page']);
    await publish('lucky', build('lucky', 'a1'));
    const before = await snapshot('system/');
    const luckyBefore = await snapshot('lucky/');
    await publish('lucky', build('lucky', 'a2'));
    expect(await snapshot('system/')).toEqual(before);
    // The old version's files stay too: a phone holding the old HTML still loads its chunks.
    const luckyAfter = await snapshot('lucky/');
    for (const [k, v] of luckyBefore) expect(luckyAfter.get(k)).toEqual(v);
    const m = await readLiveManifest(origin);
    expect(m?.routes.find((r) => r.path === '/v/error-page')?.campaign).toBe('system');
    expect(m?.catchAll.campaign).toBe('system');
    expect(m?.catchAll.html).toMatch(/^\/cdn\/system\/versions\/[a-f0-9]{12}\/index\.html$/);
  });

  it('gives the same version id to the same files and reuses what is already there', async () => {
    const first = await publish('lucky', build('lucky', 'a1'));
    const again = await publish('lucky', build('lucky', 'a1'));
    expect(again.id).toBe(first.id);
    expect(again.uploaded).toBe(0);
    expect(again.reused).toBe(2);
    expect(versionId(build('lucky', 'a2'))).not.toBe(first.id);
  });

  it('refuses to overwrite a published asset with different bytes and changes nothing live', async () => {
    await publish('lucky', build('lucky', 'a1'));
    const live = readFileSync(join(dir, LIVE_MANIFEST_KEY));
    const clash = build('lucky', 'a2').map((f) =>
      f.rel === 'assets/shared-0000.css' ? { ...f, body: Buffer.from('body{margin:1px}') } : f,
    );
    await expect(publish('lucky', clash)).rejects.toThrow(
      /lucky\/assets\/shared-0000.css is already published with different bytes/,
    );
    expect(readFileSync(join(dir, LIVE_MANIFEST_KEY))).toEqual(live);
    expect(readFileSync(join(dir, 'lucky/assets/shared-0000.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('puts the shared runtime beside the campaigns, adds a new one and never changes one in use', async () => {
    const r1 = { rel: 'runtime/runtime-r1.js', body: Buffer.from('export const useState=1') };
    const r2 = { rel: 'runtime/runtime-r2.js', body: Buffer.from('export const useState=2') };
    await publish('system', build('system', 's1', [r1]), 'live', ['/v/error-page']);
    const shared = await snapshot('runtime/');
    expect([...shared.keys()]).toEqual(['runtime/runtime-r1.js']);
    expect(await origin.list('system/')).not.toContain('system/runtime/runtime-r1.js');
    const systemBefore = await snapshot('system/');
    // A later campaign on the same runtime reuses the file; one on a newer runtime adds its own.
    const lucky = await publish('lucky', build('lucky', 'a1', [r1]));
    expect(lucky.reused).toBe(1);
    await publish('other', build('other', 'o1', [r2]));
    const after = await snapshot('runtime/');
    expect(after.get('runtime/runtime-r1.js')).toEqual(shared.get('runtime/runtime-r1.js'));
    expect([...after.keys()]).toEqual(['runtime/runtime-r1.js', 'runtime/runtime-r2.js']);
    expect(await snapshot('system/')).toEqual(systemBefore);
    const clash = { ...r1, body: Buffer.from('export const useState=3') };
    await expect(publish('other', build('other', 'o2', [clash]))).rejects.toThrow(
      /runtime\/runtime-r1.js is already published with different bytes/,
    );
    await expect(publish('runtime', build('runtime', 'x'))).rejects.toThrow(/not a campaign/);
  });

  it('refuses a build without index.html', async () => {
    await expect(publish('lucky', build('lucky', 'a1').slice(1))).rejects.toThrow(/has no index.html/);
    expect(await origin.list('')).toEqual([]);
  });

  it('reports an unreachable origin before writing anything', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, '');
    origin = new FolderOrigin(join(blocker, 'cdn'));
    await expect(publish('lucky', build('lucky', 'a1'))).rejects.toThrow(
      /origin unreachable: .*nothing published/,
    );
  });

  it('refuses a route another live campaign owns, keeping the live manifest', async () => {
    await publish('system', build('system', 's1'), 'live', ['/v/shared']);
    const live = readFileSync(join(dir, LIVE_MANIFEST_KEY));
    await expect(publish('lucky', build('lucky', 'a1'), 'live', ['/v/shared'])).rejects.toThrow(
      /route conflict/,
    );
    expect(readFileSync(join(dir, LIVE_MANIFEST_KEY))).toEqual(live);
  });

  it('keeps the old live manifest when the live write is interrupted, and the next publish succeeds', async () => {
    await publish('lucky', build('lucky', 'a1'));
    const live = readFileSync(join(dir, LIVE_MANIFEST_KEY));
    const real = origin;
    const failing: Origin = {
      describe: real.describe,
      check: () => real.check(),
      get: (k) => real.get(k),
      list: (p) => real.list(p),
      putNew: (k, b, o) => real.putNew(k, b, o),
      put: async (k, b, o) => {
        if (k === LIVE_MANIFEST_KEY) throw new Error('connection reset');
        return real.put(k, b, o);
      },
    };
    await expect(
      uploadVersion({
        origin: failing,
        campaign: 'lucky',
        routes: routesOf('lucky', '/v/lucky'),
        files: build('lucky', 'a2'),
        commit: 'x',
        kind: 'live',
        cdnBase: '/cdn',
      }),
    ).rejects.toThrow(/connection reset/);
    expect(readFileSync(join(dir, LIVE_MANIFEST_KEY))).toEqual(live);
    const r = await publish('lucky', build('lucky', 'a2'));
    const m = await readLiveManifest(origin);
    expect(m?.generation).toBe(3);
    expect(m?.campaigns.lucky?.live).toBe(r.id);
  });

  it('fails instead of overwriting when another publish made a manifest live meanwhile', async () => {
    await publish('lucky', build('lucky', 'a1'));
    const real = origin;
    let raced = false;
    const racing: Origin = {
      describe: real.describe,
      check: () => real.check(),
      get: (k) => real.get(k),
      put: (k, b, o) => real.put(k, b, o),
      list: (p) => real.list(p),
      putNew: async (k, b, o) => {
        // Just before our manifest goes live, someone else publishes system.
        if (k.startsWith('manifests/') && !raced) {
          raced = true;
          await uploadVersion({
            origin: real,
            campaign: 'system',
            routes: routesOf('system', '/v/error-page'),
            files: build('system', 's1'),
            commit: 'y',
            kind: 'live',
            cdnBase: '/cdn',
          });
        }
        return real.putNew(k, b, o);
      },
    };
    await expect(
      uploadVersion({
        origin: racing,
        campaign: 'lucky',
        routes: routesOf('lucky', '/v/lucky'),
        files: build('lucky', 'a2'),
        commit: 'x',
        kind: 'live',
        cdnBase: '/cdn',
      }),
    ).rejects.toThrow(/another publish/);
    const m = await readLiveManifest(origin);
    expect(Object.keys(m?.campaigns ?? {}).sort()).toEqual(['lucky', 'system']);
  });

  it('rejects a live manifest that is not JSON without touching it', async () => {
    writeFileSync(join(dir, LIVE_MANIFEST_KEY), '{broken');
    await expect(publish('lucky', build('lucky', 'a1'))).rejects.toThrow(PublishError);
    expect(readFileSync(join(dir, LIVE_MANIFEST_KEY), 'utf8')).toBe('{broken');
  });

  it('refuses a build made for another CDN base', async () => {
    await publish('lucky', build('lucky', 'a1'));
    await expect(
      uploadVersion({
        origin,
        campaign: 'lucky',
        routes: routesOf('lucky', '/v/lucky'),
        files: build('lucky', 'a2'),
        commit: 'x',
        kind: 'live',
        cdnBase: 'https://cdn.example.net/h5',
      }),
    ).rejects.toThrow(/CDN base "\/cdn" but this build uses "https:\/\/cdn.example.net\/h5"/);
  });
});

describe('preview', () => {
  it('uploads a version without making it live', async () => {
    const live = await publish('lucky', build('lucky', 'a1'));
    const pre = await publish('lucky', build('lucky', 'a2'), 'preview');
    const m = await readLiveManifest(origin);
    expect(m?.campaigns.lucky?.live).toBe(live.id);
    expect(m?.routes.every((r) => r.html.includes(live.id))).toBe(true);
    expect(m?.campaigns.lucky?.versions.map((v) => [v.id, v.kind])).toEqual([
      [pre.id, 'preview'],
      [live.id, 'live'],
    ]);
    expect(await origin.get(versionHtmlKey('lucky', pre.id))).not.toBeNull();
  });

  it('keeps a live build live when the same build is previewed', async () => {
    const live = await publish('lucky', build('lucky', 'a1'));
    await publish('lucky', build('lucky', 'a1'), 'preview');
    const m = await readLiveManifest(origin);
    expect(m?.campaigns.lucky?.versions).toHaveLength(1);
    expect(m?.campaigns.lucky?.versions[0]).toMatchObject({ id: live.id, kind: 'live' });
  });
});

describe('rollback', () => {
  it('goes back one live version per call, skipping previews, and restores that version routes', async () => {
    const v1 = await publish('lucky', build('lucky', 'a1'), 'live', ['/v/lucky']);
    const v2 = await publish('lucky', build('lucky', 'a2'), 'live', ['/v/lucky', '/v/lucky-new']);
    await publish('lucky', build('lucky', 'a3'), 'preview');
    const v3 = await publish('lucky', build('lucky', 'a4'));
    const filesBefore = await snapshot('');

    expect((await rollback(origin, 'lucky', undefined)).id).toBe(v2.id);
    let m = await readLiveManifest(origin);
    expect(m?.routes.map((r) => r.path)).toContain('/v/lucky-new');
    expect((await rollback(origin, 'lucky', undefined)).id).toBe(v1.id);
    m = await readLiveManifest(origin);
    expect(m?.routes.map((r) => r.path)).not.toContain('/v/lucky-new');
    expect(m?.routes.find((r) => r.path === '/v/lucky')?.html).toBe(`/cdn/${versionHtmlKey('lucky', v1.id)}`);
    await expect(rollback(origin, 'lucky', undefined)).rejects.toThrow(/no earlier live version/);

    expect((await rollback(origin, 'lucky', v3.id)).id).toBe(v3.id);
    // Only manifests were written: no asset or HTML was rebuilt or touched.
    const after = await snapshot('');
    for (const [k, v] of filesBefore) if (k !== LIVE_MANIFEST_KEY) expect(after.get(k)).toEqual(v);
  });

  it('names the known versions when asked for an unknown one', async () => {
    const v1 = await publish('lucky', build('lucky', 'a1'));
    await expect(rollback(origin, 'lucky', 'ffffffffffff')).rejects.toThrow(new RegExp(`known: ${v1.id}`));
    await expect(rollback(origin, 'other', undefined)).rejects.toThrow(/never been published/);
  });
});

describe('list and headers', () => {
  it('lists each campaign live and recent versions with time and commit', async () => {
    expect(listLines(null)).toEqual(['nothing published yet']);
    const v1 = await publish('lucky', build('lucky', 'a1'));
    const lines = listLines(await readLiveManifest(origin));
    expect(lines[1]).toBe(`lucky: live ${v1.id}`);
    expect(lines[2]).toMatch(new RegExp(`^  \\* ${v1.id}  \\d{4}-\\d\\d-\\d\\dT.*  abc1234  live$`));
  });

  it('caches hashed assets for a year and revalidates HTML and manifests', () => {
    expect(cacheControlOf('lucky/assets/index-a1.js')).toBe(IMMUTABLE);
    expect(cacheControlOf('lucky/versions/0123456789ab/index.html')).toBe(NO_CACHE);
    expect(cacheControlOf('manifest.json')).toBe(NO_CACHE);
    expect(cacheControlOf('manifests/000001.json')).toBe(NO_CACHE);
    expect(contentTypeOf('a/b.webp')).toBe('image/webp');
    expect(contentTypeOf('a/b.js')).toBe('text/javascript; charset=utf-8');
    // A build's pre-compressed copies keep the type of what they encode, and say their encoding.
    expect(contentTypeOf('a/b.js.br')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('a/b.css.gz')).toBe('text/css; charset=utf-8');
    expect(contentEncodingOf('a/b.js.br')).toBe('br');
    expect(contentEncodingOf('a/b.css.gz')).toBe('gzip');
    expect(contentEncodingOf('a/b.js')).toBeUndefined();
    expect(contentEncodingOf('a/b.tar.gz')).toBeUndefined();
    expect(contentTypeOf('a/b.tar.gz')).toBe('application/octet-stream');
  });

  it('rejects origin keys that climb out of the origin', async () => {
    await expect(origin.get('../etc/passwd')).rejects.toThrow(/unsafe origin key/);
  });
});
