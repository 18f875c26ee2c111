import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressPlugin } from './compress.ts';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'h5-compress-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a Brotli and a gzip copy that decode to the same bytes, the Brotli one smaller', () => {
    const file = join(tmp, 'a.js');
    const source = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const v${i} = "value ${i % 17}";`).join('\n'),
    );
    writeFileSync(file, source);
    precompress(file, join(tmp, 'cache'));
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).equals(source)).toBe(true);
    expect(gunzipSync(gz).equals(source)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    // The same content again is taken from the cache, not encoded twice.
    const again = join(tmp, 'b.js');
    writeFileSync(again, source);
    precompress(again, join(tmp, 'cache'));
    expect(readFileSync(`${again}.br`).equals(br)).toBe(true);
    expect(readdirSync(join(tmp, 'cache')).sort()).toHaveLength(2);
  });

  it('pre-compresses every script and stylesheet a build writes, and nothing else', async () => {
    const root = join(tmp, 'app');
    mkdirSync(root);
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" href="./s.css"></head><body><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(join(root, 's.css'), 'body { color: red }\n'.repeat(50));
    writeFileSync(join(root, 'main.js'), 'import("./lazy.js").then((m) => console.log(m.x));');
    writeFileSync(join(root, 'lazy.js'), 'export const x = 1;');
    await build({
      root,
      configFile: false,
      logLevel: 'error',
      plugins: [precompressPlugin({ cacheDir: join(tmp, 'cache') })],
      build: { outDir: 'dist', emptyOutDir: true },
    });
    const assets = readdirSync(join(root, 'dist', 'assets'));
    const scripts = assets.filter((f) => /\.(js|css)$/.test(f));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const f of scripts) {
      expect(assets).toContain(`${f}.br`);
      expect(assets).toContain(`${f}.gz`);
    }
    expect(readdirSync(join(root, 'dist'))).not.toContain('index.html.br');
  });
});
