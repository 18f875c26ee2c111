// The edge, for real: nginx configured from the manifest of the real campaigns, serving their
// built dist folders, opened in Chromium. Needs nginx (apt-get install -y nginx) and a built
// system campaign (campaigns/system/dist).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { freePort, type RunningNginx, startNginx, writeEdgeConfig } from './nginxProcess.ts';

function findRepoRoot(): string {
  let dir = process.cwd();
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no pnpm-workspace.yaml above ${process.cwd()}`);
    dir = up;
  }
  return dir;
}

const root = findRepoRoot();
let tmp = '';
let base = '';
let nginx: RunningNginx | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const systemDist = path.join(root, 'campaigns', 'system', 'dist');
  if (!existsSync(path.join(systemDist, 'index.html'))) {
    throw new Error(`campaigns/system/dist/index.html is missing: build the system campaign first`);
  }
  tmp = mkdtempSync(path.join(tmpdir(), 'h5-edge-'));
  const port = await freePort();
  const run = path.join(tmp, 'nginx-run');
  // With the local dist folders as the edge's roots.
  const conf = writeEdgeConfig(root, tmp, port, ['--root', root]);
  nginx = await startNginx(conf, run, port);
  base = nginx.base;
});

test.afterAll(async () => {
  await nginx?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the manifest publishes the error page in both forms', () => {
  const manifest = JSON.parse(readFileSync(path.join(tmp, 'manifest.json'), 'utf8')) as {
    routes: { path: string; campaign: string }[];
  };
  const paths = manifest.routes.filter((r) => r.campaign === 'system').map((r) => r.path);
  expect(paths).toContain('/v/error-page');
  expect(paths).toContain('/g/v/error-page');
});

for (const prefix of ['/v', '/g/v']) {
  test(`${prefix}/error-page shows the code and message from the query`, async ({ page }) => {
    const res = await page.goto(`${base}${prefix}/error-page?errorCode=404&errorMsg=Oops`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-cache');
    await expect(page.locator('body')).toContainText('404');
    await expect(page.locator('body')).toContainText('Oops');
    expect(new URL(page.url()).search).toBe('?errorCode=404&errorMsg=Oops');
  });
}

test('an errorMsg holding markup is shown as text', async ({ page }) => {
  await page.goto(`${base}/v/error-page?errorCode=500&errorMsg=${encodeURIComponent('<b>bold</b>')}`);
  await expect(page.locator('body')).toContainText('<b>bold</b>');
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
});

test('an unknown path gets the catch-all page with status 404', async ({ page }) => {
  const res = await page.goto(`${base}/v/no-such-campaign-here/x?y=1`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible();
});

test('hashed assets are immutable, HTML is revalidated', async ({ request }) => {
  const assets = readdirSync(path.join(root, 'campaigns', 'system', 'dist', 'assets')).filter((f) =>
    /\.(js|css)$/.test(f),
  );
  expect(assets.length, 'campaigns/system/dist/assets holds built files').toBeGreaterThan(0);
  const asset = await request.get(`${base}/cdn/system/assets/${assets[0]}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get(`${base}/cdn/system/index.html`);
  expect(html.status()).toBe(200);
  expect(html.headers()['cache-control']).toBe('no-cache');
  const pageHtml = await request.get(`${base}/v/error-page`);
  expect(pageHtml.headers()['cache-control']).toBe('no-cache');
});

/** The raw response (a browser or Playwright's request would decode it). */
const raw = (url: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });

test('scripts and stylesheets come as the build’s Brotli copy to a browser that accepts br, gzip to one that does not', async () => {
  const dist = path.join(root, 'campaigns', 'system', 'dist');
  const pick = (dir: string, re: RegExp) => {
    const f = readdirSync(path.join(dist, dir)).find(
      (x) => re.test(x) && existsSync(path.join(dist, dir, `${x}.br`)),
    );
    if (!f) throw new Error(`no ${re} with a .br copy in campaigns/system/dist/${dir}: rebuild it`);
    return f;
  };
  const files = [
    ['assets', pick('assets', /\.js$/), /^application\/javascript/],
    ['assets', pick('assets', /\.css$/), /^text\/css/],
    ['runtime', pick('runtime', /\.js$/), /^application\/javascript/],
  ] as const;
  for (const [dir, file, type] of files) {
    const url = `${base}/cdn/${dir === 'runtime' ? 'runtime' : 'system/assets'}/${file}`;
    const plain = readFileSync(path.join(dist, dir, file));
    const br = await raw(url, 'gzip, deflate, br');
    expect(br.status, url).toBe(200);
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(br.headers['content-type'], url).toMatch(type);
    expect(br.headers.vary, url).toBe('Accept-Encoding');
    expect(br.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(plain), url).toBe(true);
    const gz = await raw(url, 'gzip, deflate');
    expect(gz.headers['content-encoding'], url).toBe('gzip');
    expect(gz.headers['content-type'], url).toMatch(type);
    expect(gz.headers.vary, url).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).equals(plain), url).toBe(true);
    const none = await raw(url, 'identity');
    expect(none.headers['content-encoding'], url).toBeUndefined();
    expect(none.body.equals(plain), url).toBe(true);
  }
});
