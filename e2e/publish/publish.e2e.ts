// Publishing from the command line to a folder origin and to a local S3 server, then opening the
// published URLs in Chromium through an edge that reads only the origin (never campaigns/*/dist).
// The mechanics only: each publish skips the review (review.e2e.ts runs it), which takes --force.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ALL_AREAS, createSandbox, handleControl, type Sandbox } from '@h5/sandbox-api';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from '@h5/scripts/local-s3';
import { buildManifest, htmlFor, type Manifest } from '@h5/scripts/manifest';
import { startSite } from '@h5/scripts/serve';
import { expect, type Page, test } from '@playwright/test';
import { REPO_ROOT } from '../config.ts';
import { publishCli } from './publishCli.ts';

const ERROR_PAGE = '/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.';
const SYSTEM_DIST = join(REPO_ROOT, 'campaigns', 'system', 'dist');
const LUCKY_DIST = join(REPO_ROOT, 'campaigns', 'lucky-eggs', 'dist');
const luckyBuilt = existsSync(join(LUCKY_DIST, 'index.html'));
const NO_REVIEW = ['--no-review', '--force', 'publishing mechanics only'];

test.describe.configure({ mode: 'serial' });

async function ok(args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const r = await publishCli(args, env);
  expect(r.code, r.out).toBe(0);
  return r.out;
}

/** Every file under a folder with its bytes' hash. */
function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** A copy of system's build whose HTML carries a marker, as a changed build would. */
function markedBuild(marker: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'h5-build-'));
  cpSync(SYSTEM_DIST, dir, { recursive: true });
  const html = join(dir, 'index.html');
  writeFileSync(
    html,
    readFileSync(html, 'utf8').replace('<head>', `<head><meta name="h5-build" content="${marker}">`),
  );
  return dir;
}

async function expectErrorPage(page: Page, url: string) {
  const assets: { url: string; status: number; cache: string | null }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/cdn/system/assets/')) {
      assets.push({ url: r.url(), status: r.status(), cache: r.headers()['cache-control'] ?? null });
    }
  });
  const doc = await page.goto(url);
  expect(doc?.status()).toBe(200);
  expect(doc?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByTestId('error-message')).toHaveText('This certificate is invalid.');
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) {
    expect(a, a.url).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
  }
}

const marker = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="h5-build"]')?.getAttribute('content') ?? null);

test('folder origin: publish, preview, publish again and roll back from the command line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = mkdtempSync(join(tmpdir(), 'h5-origin-'));
  const campaigns = await collectCampaignRoutes(REPO_ROOT);
  // No build folders: whatever Chromium gets comes from the origin.
  const site = await startSite({
    sandbox: createSandbox({ areas: ALL_AREAS }),
    manifest: buildManifest(campaigns, { cdnBase: '/cdn' }),
    campaignDirs: {},
    campaigns,
    originDir: origin,
    port: 0,
  });
  const flags = ['--origin', origin, '--site', site.url, ...NO_REVIEW];
  try {
    const first = /system version ([a-f0-9]{12}) is live/.exec(
      await ok(['publish', 'system', '--no-build', ...flags]),
    )?.[1];
    expect(first).toMatch(/^[a-f0-9]{12}$/);
    if (luckyBuilt) {
      const system = digest(join(origin, 'system'));
      await ok(['publish', 'lucky-eggs', '--no-build', ...flags]);
      expect(digest(join(origin, 'system'))).toEqual(system);
      expect(Object.keys(digest(join(origin, 'lucky-eggs'))).length).toBeGreaterThan(1);
      const lucky = campaigns.find((c) => c.campaign === 'lucky-eggs');
      const res = await fetch(`${site.url}${lucky?.routes[0]?.path ?? '/v/lucky-eggs'}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('/cdn/lucky-eggs/assets/');
    }
    await expectErrorPage(page, `${site.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBeNull();

    const changed = markedBuild('second');
    const preview = await ok(['preview', 'system', '--dist', changed, ...flags]);
    const previewUrl = /not live\): (\S+)/.exec(preview)?.[1];
    const second = /h5_preview=([a-f0-9]{12})/.exec(previewUrl ?? '')?.[1];
    expect(second).toMatch(/^[a-f0-9]{12}$/);
    await expectErrorPage(page, previewUrl!);
    expect(await marker(page)).toBe('second');
    await page.goto(`${site.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBeNull();

    const before = digest(origin);
    await ok(['publish', 'system', '--dist', changed, ...flags]);
    await expectErrorPage(page, `${site.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBe('second');
    // A phone holding the first HTML still loads its chunks: nothing published was removed or changed.
    const after = digest(origin);
    for (const [file, hash] of Object.entries(before)) {
      if (file !== 'manifest.json') expect(after[file], file).toBe(hash);
    }

    expect(await ok(['rollback', 'system', ...flags])).toMatch(/is live again/);
    await expectErrorPage(page, `${site.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBeNull();

    const list = await ok(['list', ...flags]);
    expect(list).toContain(`system: live ${first}`);
    expect(list).toMatch(new RegExp(`^  \\* ${first}  \\S+  \\S+  live$`, 'm'));
    expect(list).toMatch(new RegExp(`^    ${second}  \\S+  \\S+  live$`, 'm'));

    const bad = await publishCli(['rollback', 'system', 'ffffffffffff', ...flags]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/system has no version "ffffffffffff"/);
    const missing = await publishCli(['publish', 'system', '--dist', join(origin, 'nope'), ...flags]);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/cannot read the build/);
    rmSync(changed, { recursive: true, force: true });
  } finally {
    site.server.closeAllConnections();
    await new Promise<void>((r) => site.server.close(() => r()));
    rmSync(origin, { recursive: true, force: true });
  }
});

/** The shared runtime files an HTML loads (`/cdn/runtime/<file>`). */
const runtimeRefs = (html: string) => [...new Set(html.match(/\/cdn\/runtime\/[\w.-]+\.js/g) ?? [])].sort();

test('two campaigns published at different times share the runtime; rolling one back leaves the other working', async ({
  page,
}) => {
  test.skip(!luckyBuilt, 'needs campaigns/lucky-eggs/dist');
  test.setTimeout(120_000);
  const origin = mkdtempSync(join(tmpdir(), 'h5-origin-'));
  const campaigns = await collectCampaignRoutes(REPO_ROOT);
  const site = await startSite({
    sandbox: createSandbox({ areas: ALL_AREAS }),
    manifest: buildManifest(campaigns, { cdnBase: '/cdn' }),
    campaignDirs: {},
    campaigns,
    originDir: origin,
    port: 0,
  });
  const flags = ['--origin', origin, '--site', site.url, ...NO_REVIEW];
  const luckyPage = `${site.url}/v/lucky-eggs?promotion_id=3001`;
  /** Opens lucky-eggs and returns the runtime responses it got. */
  const openLucky = async () => {
    const runtime: { url: string; status: number; cache: string | null }[] = [];
    const listener = (r: import('@playwright/test').Response) => {
      if (r.url().includes('/cdn/runtime/'))
        runtime.push({ url: r.url(), status: r.status(), cache: r.headers()['cache-control'] ?? null });
    };
    page.on('response', listener);
    await page.goto(luckyPage);
    await expect(page.getByRole('button', { name: 'Hit egg 1' })).toBeVisible();
    page.off('response', listener);
    return runtime;
  };
  try {
    await ok(['publish', 'system', '--no-build', ...flags]);
    const shared = digest(join(origin, 'runtime'));
    expect(Object.keys(shared).length).toBeGreaterThan(0);
    // Later, another campaign on the same runtime: its HTML loads the very same files, and
    // publishing it neither adds nor rewrites one (the files are compared by their bytes).
    await ok(['publish', 'lucky-eggs', '--no-build', ...flags]);
    expect(digest(join(origin, 'runtime'))).toEqual(shared);
    const html = (c: string) => fetch(`${site.url}${c}`).then((r) => r.text());
    const systemRuntime = runtimeRefs(await html(ERROR_PAGE));
    expect(systemRuntime.length).toBeGreaterThan(0);
    expect(runtimeRefs(await html('/v/lucky-eggs?promotion_id=3001'))).toEqual(systemRuntime);
    // The runtime and the platform's file, published once; the folder also holds the platform's
    // chunks that load on demand (its catalogs, the login dialog).
    expect(systemRuntime.map((u) => u.replace(/^\/cdn\/runtime\/([a-z]+)-.*$/, '$1')).sort()).toEqual([
      'platform',
      'runtime',
    ]);
    expect(Object.keys(shared).map((f) => `runtime/${f}`)).toEqual(
      expect.arrayContaining(systemRuntime.map((u) => u.slice('/cdn/'.length))),
    );

    const loaded = await openLucky();
    expect(loaded.length).toBeGreaterThan(0);
    for (const r of loaded)
      expect(r, r.url).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });

    // A new system version, then its rollback: lucky-eggs keeps its runtime and keeps working.
    const changed = markedBuild('shared-runtime');
    await ok(['publish', 'system', '--dist', changed, ...flags]);
    expect(await ok(['rollback', 'system', ...flags])).toMatch(/is live again/);
    await expectErrorPage(page, `${site.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBeNull();
    expect(digest(join(origin, 'runtime'))).toEqual(shared);
    expect((await openLucky()).length).toBeGreaterThan(0);
    // Signed in, a hit runs the page's state and hooks on the shared React: the prize shows.
    await page.context().addCookies([{ name: 'token', value: 'tok-1001', url: site.url }]);
    await openLucky();
    await page.getByRole('button', { name: 'Hit egg 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
    rmSync(changed, { recursive: true, force: true });
  } finally {
    site.server.closeAllConnections();
    await new Promise<void>((r) => site.server.close(() => r()));
    rmSync(origin, { recursive: true, force: true });
  }
});

test('a build that fails publishes nothing and says why', async () => {
  test.setTimeout(120_000);
  const origin = mkdtempSync(join(tmpdir(), 'h5-origin-'));
  try {
    await ok(['publish', 'system', '--no-build', '--origin', origin, ...NO_REVIEW]);
    const before = digest(origin);
    // A mistyped host override stops the build (turbo does not answer it from its cache: the
    // overrides are part of the build's inputs).
    const r = await publishCli(['publish', 'lucky-eggs', '--origin', origin, ...NO_REVIEW], {
      H5_ENV: 'dev',
      H5_HOSTS: '{"api":"ftp://api.example"}',
    });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('› building lucky-eggs (turbo, cache respected)');
    expect(r.out).toMatch(/✗ the build of lucky-eggs failed \(exit \d+\); nothing published/);
    expect(r.out).toContain('H5_HOSTS.api is not an http(s) URL: "ftp://api.example"');
    expect(digest(origin)).toEqual(before);
  } finally {
    rmSync(origin, { recursive: true, force: true });
  }
});

/** A CDN edge in front of the bucket: pages by its live manifest, files by key, API to the sandbox. */
async function s3Edge(bucketUrl: string, sandbox: Sandbox): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      if (await handleControl(sandbox, req, res)) return;
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      let key: string;
      let status = 200;
      if (path.startsWith('/cdn/')) key = path.slice('/cdn/'.length);
      else if (path.startsWith('/v/') || path.startsWith('/g/v/')) {
        const m = (await (await fetch(`${bucketUrl}/manifest.json`)).json()) as Manifest;
        const page = htmlFor(m, path);
        key = page.html.slice('/cdn/'.length);
        if (page.catchAll) status = 404;
      } else if (await sandbox.handle(req, res)) return;
      else key = '';
      const upstream = await fetch(`${bucketUrl}/${key}`);
      if (!upstream.ok) status = upstream.status;
      res.writeHead(status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': upstream.headers.get('cache-control') ?? 'no-store',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((e) => {
      res.writeHead(502);
      res.end(String(e));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
}

test('S3 origin: publish to a local S3 server and open the page through an edge', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'h5-s3-'));
  const s3 = await startLocalS3(dir, ['h5-cdn']);
  const env = {
    H5_S3_ENDPOINT: s3.endpoint,
    AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
  };
  const edge = await s3Edge(`${s3.endpoint}/h5-cdn/cdn`, createSandbox({ areas: ALL_AREAS }));
  const flags = ['--origin', 's3://h5-cdn/cdn', '--site', edge.url, ...NO_REVIEW];
  try {
    const out = await ok(['publish', 'system', '--no-build', ...flags], env);
    expect(out).toMatch(/system version [a-f0-9]{12} is live on s3:\/\/h5-cdn\/cdn/);
    const bucket = join(dir, 'h5-cdn', 'cdn', 'system');
    if (luckyBuilt) {
      const system = digest(bucket);
      await ok(['publish', 'lucky-eggs', '--no-build', ...flags], env);
      expect(digest(bucket)).toEqual(system);
    }
    await expectErrorPage(page, `${edge.url}${ERROR_PAGE}`);

    const changed = markedBuild('s3-second');
    await ok(['publish', 'system', '--dist', changed, ...flags], env);
    await page.goto(`${edge.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBe('s3-second');
    await ok(['rollback', 'system', ...flags], env);
    await expectErrorPage(page, `${edge.url}${ERROR_PAGE}`);
    expect(await marker(page)).toBeNull();
    rmSync(changed, { recursive: true, force: true });

    const down = await publishCli(['publish', 'system', '--no-build', '--origin', 's3://h5-cdn/cdn'], {
      ...env,
      H5_S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(down.code).toBe(1);
    expect(down.out).toMatch(/origin unreachable: .*nothing published/);
  } finally {
    edge.server.closeAllConnections();
    await new Promise<void>((r) => edge.server.close(() => r()));
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the same source builds to the same files', async () => {
  test.setTimeout(240_000);
  const outs = [mkdtempSync(join(tmpdir(), 'h5-repro-a-')), mkdtempSync(join(tmpdir(), 'h5-repro-b-'))];
  try {
    for (const out of outs) {
      const r = spawnSync(
        join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
        ['build', '--configLoader', 'runner', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
        {
          cwd: join(REPO_ROOT, 'campaigns', 'system'),
          env: { ...process.env, H5_ENV: 'dev' },
          encoding: 'utf8',
        },
      );
      expect(r.status, r.stderr).toBe(0);
    }
    const [a, b] = outs.map(digest);
    expect(Object.keys(a!).length).toBeGreaterThan(2);
    expect(b).toEqual(a);
  } finally {
    for (const out of outs) rmSync(out, { recursive: true, force: true });
  }
});
