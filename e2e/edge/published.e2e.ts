// The edge serving what `publish` made live: the built system and lucky-eggs campaigns published
// into a temporary folder origin, nginx configured from the origin's live manifest by the real
// CLI (`--origin`), opened with fetch and in Chromium, then reconfigured and reloaded after a
// publish and a rollback. Needs nginx and both campaigns built (their dist folders).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_AREAS, createSandbox, handleControl } from '@h5/sandbox-api';
import { loadCampaignRoutes } from '@h5/scripts/collect';
import {
  type DistFile,
  PREVIEW_PARAM,
  readDist,
  rollback,
  uploadVersion,
  versionHtmlKey,
} from '@h5/scripts/publish';
import { expect, type Page, test } from '@playwright/test';
import { FolderOrigin } from '../../scripts/publish/origin.ts';
import { REPO_ROOT } from '../config.ts';
import { freePort, type RunningNginx, startNginx } from './nginxProcess.ts';

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const MANIFEST_CLI = path.join(REPO_ROOT, 'scripts', 'manifest', 'cli.ts');
const PAGE = '/v/lucky-eggs?promotion_id=3001';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let tmp = '';
let originDir = '';
let conf = '';
let port = 0;
let apiUrl = '';
let api: Server | null = null;
let nginx: RunningNginx | null = null;
let origin: FolderOrigin;
let luckyFiles: DistFile[] = [];
/** lucky-eggs versions: `first` is live, `second` (same build, marked HTML) a preview at first. */
const ids = { system: '', first: '', second: '' };
let cliOut = '';

test.describe.configure({ mode: 'serial' });

function dist(campaign: string): string {
  const dir = path.join(REPO_ROOT, 'campaigns', campaign, 'dist');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `campaigns/${campaign}/dist/index.html is missing: build it first (cd campaigns/${campaign} && H5_ENV=dev npx vite build --configLoader runner)`,
    );
  }
  return dir;
}

/** The same build with a marker in its HTML, as a changed build would be (a new version id). */
function marked(files: DistFile[], marker: string): DistFile[] {
  return files.map((f) =>
    f.rel === 'index.html'
      ? {
          ...f,
          body: Buffer.from(
            f.body.toString('utf8').replace('<head>', `<head><meta name="h5-build" content="${marker}">`),
          ),
        }
      : f,
  );
}

async function publish(campaign: string, files: DistFile[], kind: 'live' | 'preview'): Promise<string> {
  const r = await uploadVersion({
    origin,
    campaign,
    routes: await loadCampaignRoutes(REPO_ROOT, campaign),
    files,
    commit: 'e2e',
    kind,
    cdnBase: '/cdn',
  });
  return r.id;
}

/** The real CLI, as an operator runs it after a publish, preview or rollback. */
function generateConfig(): string {
  return execFileSync(
    TSX,
    [MANIFEST_CLI, '--origin', originDir, '--nginx', conf, '--listen', String(port), '--api', apiUrl],
    { cwd: REPO_ROOT, encoding: 'utf8', stdio: 'pipe' },
  );
}

const versionHtml = (campaign: string, id: string) =>
  readFileSync(path.join(originDir, versionHtmlKey(campaign, id)), 'utf8');

/**
 * One request on a connection of its own: a kept-alive connection to a worker that a reload is
 * retiring would be closed under the request ("other side closed"), which a real client retries.
 */
function get(pathAndQuery: string): Promise<{ status: number; cache: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(
      `${nginx?.base}${pathAndQuery}`,
      { agent: false, headers: { accept: 'text/html' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const cache = res.headers['cache-control'];
          resolve({
            status: res.statusCode ?? 0,
            cache: typeof cache === 'string' ? cache : null,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
  });
}

async function expectServed(pathAndQuery: string, id: string): Promise<void> {
  const res = await get(pathAndQuery);
  expect(res.status).toBe(200);
  expect(res.body).toBe(versionHtml('lucky-eggs', id));
}

const marker = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="h5-build"]')?.getAttribute('content') ?? null);

/** Opens the lucky-eggs page and checks it rendered from immutable assets of the origin. */
async function openLuckyEggs(page: Page, pathAndQuery: string): Promise<void> {
  const assets: { url: string; status: number; cache: string | null }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/cdn/lucky-eggs/assets/')) {
      assets.push({ url: r.url(), status: r.status(), cache: r.headers()['cache-control'] ?? null });
    }
  });
  const doc = await page.goto(`${nginx?.base}${pathAndQuery}`);
  expect(doc?.status()).toBe(200);
  expect(doc?.headers()['cache-control']).toBe('no-cache');
  await expect(page).toHaveTitle('Lucky Eggs');
  await expect(page.getByRole('button', { name: 'Hit egg 1' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) expect(a, a.url).toMatchObject({ status: 200, cache: IMMUTABLE });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const systemFiles = await readDist(dist('system'));
  luckyFiles = await readDist(dist('lucky-eggs'));
  tmp = mkdtempSync(path.join(tmpdir(), 'h5-edge-origin-'));
  // mkdtemp makes it 0700; nginx started as root reads files as its worker user (nobody).
  chmodSync(tmp, 0o755);
  originDir = path.join(tmp, 'origin');
  origin = new FolderOrigin(originDir);
  ids.system = await publish('system', systemFiles, 'live');
  ids.first = await publish('lucky-eggs', luckyFiles, 'live');
  ids.second = await publish('lucky-eggs', marked(luckyFiles, 'second'), 'preview');
  expect(new Set(Object.values(ids)).size).toBe(3);

  // The sandbox API behind the edge, so the page renders fully rather than its error screen.
  const sandbox = createSandbox({ areas: ALL_AREAS });
  api = createServer((req, res) => {
    void (async () => {
      if (await handleControl(sandbox, req, res)) return;
      if (await sandbox.handle(req, res)) return;
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not an API path');
    })().catch((e) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise<void>((r) => api?.listen(0, '127.0.0.1', () => r()));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  port = await freePort();
  conf = path.join(tmp, 'nginx.conf');
  cliOut = generateConfig();
  nginx = await startNginx(conf, path.join(tmp, 'nginx-run'), port);
});

test.afterAll(async () => {
  await nginx?.stop();
  if (api) {
    api.closeAllConnections();
    await new Promise<void>((r) => api?.close(() => r()));
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the CLI configures the edge from the origin and says to regenerate and reload', () => {
  expect(cliOut).toContain(`/cdn/lucky-eggs/versions/${ids.first}/index.html`);
  expect(cliOut).toContain(`catch-all -> system (/cdn/system/versions/${ids.system}/index.html)`);
  expect(cliOut).toMatch(
    /after every publish, preview or rollback, run this again and reload nginx \(nginx .* -s reload\)/,
  );
  expect(readFileSync(conf, 'utf8')).toContain(`/lucky-eggs/versions/${ids.first}/index.html`);
});

test('the CLI fails clearly without a usable live manifest', () => {
  const empty = path.join(tmp, 'empty-origin');
  mkdirSync(empty);
  const run = (dir: string) =>
    spawnSync(TSX, [MANIFEST_CLI, '--origin', dir, '--nginx', path.join(tmp, 'bad.conf')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
  const missing = run(empty);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain(`${path.join(empty, 'manifest.json')} does not exist`);
  writeFileSync(path.join(empty, 'manifest.json'), '{"version": 1, "routes": [');
  const broken = run(empty);
  expect(broken.status).toBe(1);
  expect(broken.stderr).toMatch(/manifest\.json cannot be used: .*not valid JSON/);
  expect(existsSync(path.join(tmp, 'bad.conf'))).toBe(false);
});

test('/v/lucky-eggs serves the live version from the origin, and it renders', async ({ page }) => {
  for (const p of [PAGE, '/g/v/lucky-eggs?promotion_id=3001', '/v/lucky-eggs/deeper/path']) {
    const res = await get(p);
    expect(res.status, p).toBe(200);
    expect(res.cache, p).toBe('no-cache');
    expect(res.body, p).toBe(versionHtml('lucky-eggs', ids.first));
  }
  await openLuckyEggs(page, PAGE);
  expect(await marker(page)).toBeNull();
  expect(new URL(page.url()).search).toBe('?promotion_id=3001');
});

test('assets are immutable; HTML and manifests are revalidated', async () => {
  const assets = readdirSync(path.join(originDir, 'lucky-eggs', 'assets')).filter((f) =>
    /\.(js|css)$/.test(f),
  );
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets.slice(0, 3)) {
    const res = await get(`/cdn/lucky-eggs/assets/${a}`);
    expect(res.status, a).toBe(200);
    expect(res.cache, a).toBe(IMMUTABLE);
  }
  for (const p of [
    `/cdn/lucky-eggs/versions/${ids.first}/index.html`,
    '/cdn/manifest.json',
    '/v/error-page?errorCode=404&errorMsg=x',
  ]) {
    const res = await get(p);
    expect(res.status, p).toBe(200);
    expect(res.cache, p).toBe('no-cache');
  }
  expect((await get('/cdn/lucky-eggs/assets/no-such-file.js')).status).toBe(404);
});

test('?h5_preview=<id> serves that preview of the page campaign, on the real URL', async ({ page }) => {
  const res = await get(`${PAGE}&${PREVIEW_PARAM}=${ids.second}`);
  expect(res.status).toBe(200);
  expect(res.cache).toBe('no-cache');
  expect(res.body).toBe(versionHtml('lucky-eggs', ids.second));
  await openLuckyEggs(page, `${PAGE}&${PREVIEW_PARAM}=${ids.second}`);
  expect(await marker(page)).toBe('second');
  await page.goto(`${nginx?.base}${PAGE}`);
  expect(await marker(page)).toBeNull();
});

test('an unknown, foreign or malformed preview id serves the live version', async () => {
  const live = versionHtml('lucky-eggs', ids.first);
  for (const id of [
    'ffffffffffff',
    ids.system, // a version of another campaign
    '../../etc',
    '..%2F..%2Fetc',
    `${ids.second}/../${ids.second}`,
    ids.second.toUpperCase(),
    ids.second.slice(1),
    `${ids.second}0`,
  ]) {
    const res = await get(`${PAGE}&${PREVIEW_PARAM}=${id}`);
    expect(res.status, id).toBe(200);
    expect(res.body, id).toBe(live);
  }
});

test('unknown paths get the catch-all page with status 404', async ({ page }) => {
  const res = await page.goto(`${nginx?.base}/v/no-such-campaign-here/x?y=1`);
  expect(res?.status()).toBe(404);
  expect(res?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible();
  const fetched = await get('/v/no-such-campaign-here');
  expect(fetched.status).toBe(404);
  expect(fetched.body).toBe(versionHtml('system', ids.system));
});

test('publish and rollback show after the config is regenerated and nginx reloaded', async ({ page }) => {
  test.setTimeout(60_000);
  expect(await publish('lucky-eggs', marked(luckyFiles, 'second'), 'live')).toBe(ids.second);
  // The live id is in the config: until it is regenerated, the edge keeps the old version.
  expect((await get(PAGE)).body).toBe(versionHtml('lucky-eggs', ids.first));
  generateConfig();
  await nginx?.reload();
  await expectServed(PAGE, ids.second);
  await openLuckyEggs(page, PAGE);
  expect(await marker(page)).toBe('second');

  const back = await rollback(origin, 'lucky-eggs', undefined);
  expect(back.id).toBe(ids.first);
  generateConfig();
  await nginx?.reload();
  await expectServed(PAGE, ids.first);
  await openLuckyEggs(page, PAGE);
  expect(await marker(page)).toBeNull();
  // The version rolled away from stays reachable as a preview.
  expect((await get(`${PAGE}&${PREVIEW_PARAM}=${ids.second}`)).body).toBe(
    versionHtml('lucky-eggs', ids.second),
  );
});
