// Every script and stylesheet of a build, pre-compressed beside it: `x.js.br` (Brotli, quality 11)
// and `x.js.gz` (gzip, level 9). The edge (nginx, scripts/manifest/nginx.ts), the local server
// (scripts/serve) and the object store (scripts/publish) hand out the .br to browsers that accept
// it and the .gz to the others, so no server compresses on the fly, and Brotli, too slow at its
// best quality to run per request, is spent once per file. The runtime files every campaign's
// build carries are the same bytes in each: their encodings are cached by content hash.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files pre-compressed: what a first screen waits for. */
export const PRECOMPRESSED = /\.(?:m?js|css)$/;

/** The encodings written beside each, by file suffix. */
export const ENCODINGS = { br: '.br', gzip: '.gz' } as const;

export function brotli(source: Buffer): Buffer {
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

export function gzip(source: Buffer): Buffer {
  return gzipSync(source, { level: 9 });
}

/** Writes `file.br` and `file.gz` beside `file`, encoded once per content (cached in `cacheDir`). */
export function precompress(file: string, cacheDir: string): void {
  const source = readFileSync(file);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 32);
  mkdirSync(cacheDir, { recursive: true });
  for (const [name, suffix] of Object.entries(ENCODINGS)) {
    const cached = join(cacheDir, `${hash}${suffix}`);
    if (!existsSync(cached)) {
      // Written then renamed, so a build killed mid-write never leaves a truncated cache entry.
      const tmp = `${cached}.${process.pid}.tmp`;
      writeFileSync(tmp, name === 'br' ? brotli(source) : gzip(source));
      renameSync(tmp, cached);
    }
    writeFileSync(`${file}${suffix}`, readFileSync(cached));
  }
}

/** After the build is written: every script and stylesheet in it, pre-compressed. */
export function precompressPlugin(opts: { cacheDir?: string } = {}): Plugin {
  let outDir = '';
  let cacheDir = opts.cacheDir ?? '';
  return {
    name: 'h5-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // Default `<repo>/node_modules/.cache/h5-precompressed` (found from the campaign root).
      if (!cacheDir) cacheDir = join(config.root, '..', '..', 'node_modules', '.cache', 'h5-precompressed');
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (PRECOMPRESSED.test(fileName)) precompress(join(outDir, fileName), cacheDir);
      }
    },
  };
}
