import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageTiers, imageTiersPlugin, type TierResult } from './images.ts';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'h5-images-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } })
    .png()
    .toBuffer();

const widthOf = async (b: Buffer) => (await sharp(b).metadata()).width;
const formatOf = async (b: Buffer) => (await sharp(b).metadata()).format;

describe('imageTiers', () => {
  it('makes the 200 and 800 tiers and a WebP of every tier, named by content hash', async () => {
    const src = await png(1200, 600);
    const r = await imageTiers(src, 'lucky egg.png', { cacheDir: join(tmp, 'cache') });
    const names = r.files.map((f) => f.fileName);
    expect(r.original).toMatch(/^assets\/lucky_egg-[a-f0-9]{10}\.png$/);
    const stem = r.original.slice(0, -'.png'.length);
    expect(names).toEqual([
      `${stem}.png`,
      `${stem}.webp`,
      `${stem}@200.png`,
      `${stem}@200.webp`,
      `${stem}@800.png`,
      `${stem}@800.webp`,
    ]);
    const byName = new Map(r.files.map((f) => [f.fileName, f.source]));
    expect(byName.get(`${stem}.png`)).toEqual(src);
    expect(await widthOf(byName.get(`${stem}.webp`)!)).toBe(1200);
    expect(await widthOf(byName.get(`${stem}@200.png`)!)).toBe(200);
    expect(await widthOf(byName.get(`${stem}@800.webp`)!)).toBe(800);
    expect(await formatOf(byName.get(`${stem}@800.png`)!)).toBe('png');
    expect(await formatOf(byName.get(`${stem}@200.webp`)!)).toBe('webp');
    expect(r.encoded).toBe(5);
  });

  it('never enlarges an image narrower than a tier', async () => {
    const r = await imageTiers(await png(150, 150), 'icon.png', { cacheDir: join(tmp, 'cache') });
    for (const f of r.files) expect(await widthOf(f.source)).toBe(150);
  });

  it('encodes an unchanged image only once, and a changed one again', async () => {
    const cacheDir = join(tmp, 'cache');
    const first = await imageTiers(await png(900, 300), 'a.png', { cacheDir });
    const again = await imageTiers(await png(900, 300), 'a.png', { cacheDir });
    expect(first.encoded).toBe(5);
    expect(again.encoded).toBe(0);
    expect(again.files).toEqual(first.files);
    const changed = await imageTiers(await png(900, 300, 10), 'a.png', { cacheDir });
    expect(changed.encoded).toBe(5);
    expect(changed.original).not.toBe(first.original);
  });

  it('a JPEG keeps JPEG tiers; a WebP source has no second WebP', async () => {
    const jpg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer();
    const j = await imageTiers(jpg, 'bg.jpg', { cacheDir: join(tmp, 'c') });
    expect(await formatOf(j.files.find((f) => f.fileName.endsWith('@200.jpg'))!.source)).toBe('jpeg');
    const webp = await sharp(jpg).webp().toBuffer();
    const w = await imageTiers(webp, 'bg.webp', { cacheDir: join(tmp, 'c') });
    expect(w.files.map((f) => f.fileName.replace(/-[a-f0-9]{10}/, ''))).toEqual([
      'assets/bg.webp',
      'assets/bg@200.webp',
      'assets/bg@800.webp',
    ]);
  });

  it('says which image is broken', async () => {
    await expect(
      imageTiers(Buffer.from('not an image'), 'x.png', { cacheDir: join(tmp, 'c') }),
    ).rejects.toThrow();
  });
});

describe('imageTiersPlugin in a build', () => {
  it('resolves an import to the hashed original under the base and emits every tier', async () => {
    const root = join(tmp, 'app');
    mkdirSync(root);
    writeFileSync(join(root, 'egg.png'), await png(1000, 1000));
    writeFileSync(join(root, 'main.js'), `import egg from './egg.png';\nwindow.egg = egg;\n`);
    const seen: TierResult[] = [];
    const run = () =>
      build({
        root,
        base: '/cdn/demo/',
        logLevel: 'silent',
        configFile: false,
        plugins: [imageTiersPlugin({ cacheDir: join(tmp, 'cache'), onImage: (_f, r) => seen.push(r) })],
        build: { outDir: join(root, 'dist'), lib: false, rolldownOptions: { input: join(root, 'main.js') } },
      });
    await run();
    const assets = readdirSync(join(root, 'dist', 'assets')).sort();
    const original = assets.find((a) => /^egg-[a-f0-9]{10}\.png$/.test(a));
    expect(original, 'the original image, hashed').toMatch(/^egg-[a-f0-9]{10}\.png$/);
    const stem = original!.slice(0, -4);
    expect(assets).toEqual(
      expect.arrayContaining([`${stem}@200.png`, `${stem}@200.webp`, `${stem}@800.png`, `${stem}.webp`]),
    );
    const js = readdirSync(join(root, 'dist', 'assets')).find((a) => a.endsWith('.js'))!;
    expect(readFileSync(join(root, 'dist', 'assets', js), 'utf8')).toContain(`/cdn/demo/assets/${original}`);
    await run();
    expect(seen.map((r) => r.encoded)).toEqual([5, 0]);
  });
});
