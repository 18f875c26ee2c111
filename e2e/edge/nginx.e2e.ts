// The edge, for real: nginx configured from the manifest of the real campaigns, serving their
// built dist folders, opened in Chromium. Needs nginx (apt-get install -y nginx) and a built
// system campaign (campaigns/system/dist).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
