// Build-time image tiers (spec 9: widths 0, 200 and 800). An image imported by a campaign's
// sources becomes, next to its content-hashed original, `name-<hash>@200.<ext>` and
// `@800.<ext>`, plus a WebP of each tier (`name-<hash>@200.webp`), so the ui-kit image picks a
// tier by `tierUrl` and offers WebP with the original format as fallback. Encoded files are cached
// on disk by the source's content hash, so an unchanged image is never encoded twice.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** Same tiers as the ui-kit image (spec 9); tier 0 is the original. */
export const IMAGE_TIER_WIDTHS = [200, 800] as const;
const TIERED = /\.(png|jpe?g|webp)$/i;
/** Bump when the encoding settings change, so cached files are not reused. */
const ENCODER_VERSION = 1;

interface TierFile {
  fileName: string;
  source: Buffer;
}

export interface TierResult {
  /** File name of the original (tier 0), which the import resolves to. */
  original: string;
  files: TierFile[];
  /** How many files were encoded now (the rest came from the cache). */
  encoded: number;
}

type Format = 'png' | 'jpeg' | 'webp';

function formatOf(ext: string): Format {
  const e = ext.toLowerCase();
  return e === '.png' ? 'png' : e === '.webp' ? 'webp' : 'jpeg';
}

async function encode(input: Buffer, width: number | null, format: Format): Promise<Buffer> {
  let img = sharp(input, { failOn: 'error' });
  if (width !== null) img = img.resize({ width, withoutEnlargement: true });
  if (format === 'png') img = img.png({ compressionLevel: 9, palette: true });
  else if (format === 'jpeg') img = img.jpeg({ quality: 78, mozjpeg: true });
  else img = img.webp({ quality: 78, effort: 4 });
  return img.toBuffer();
}

/**
 * The tier files of one image. `assetsDir` is where they go inside the build (`assets`);
 * `cacheDir` holds encoded results keyed by the source's hash.
 */
export async function imageTiers(
  source: Buffer,
  fileName: string,
  opts: { assetsDir?: string; cacheDir: string },
): Promise<TierResult> {
  const ext = extname(fileName);
  const name = basename(fileName, ext).replace(/[^A-Za-z0-9_-]/g, '_');
  const hash = createHash('sha256').update(source).digest('hex');
  const short = hash.slice(0, 10);
  const dir = opts.assetsDir ?? 'assets';
  const stem = `${dir}/${name}-${short}`;
  const format = formatOf(ext);
  mkdirSync(opts.cacheDir, { recursive: true });

  let encoded = 0;
  const cached = async (width: number | null, fmt: Format): Promise<Buffer> => {
    const key = `${hash}-${width ?? 0}-${fmt}-v${ENCODER_VERSION}`;
    const file = join(opts.cacheDir, key);
    if (existsSync(file)) return readFileSync(file);
    const out = await encode(source, width, fmt);
    encoded++;
    // Written then renamed, so a build killed mid-write never leaves a truncated cache entry.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, out);
    renameSync(tmp, file);
    return out;
  };

  const files: TierFile[] = [{ fileName: `${stem}${ext}`, source }];
  if (format !== 'webp') files.push({ fileName: `${stem}.webp`, source: await cached(null, 'webp') });
  for (const w of IMAGE_TIER_WIDTHS) {
    files.push({ fileName: `${stem}@${w}${ext}`, source: await cached(w, format) });
    if (format !== 'webp') files.push({ fileName: `${stem}@${w}.webp`, source: await cached(w, 'webp') });
  }
  return { original: `${stem}${ext}`, files, encoded };
}

export interface ImageTiersPluginOptions {
  /** Default `<repo>/node_modules/.cache/h5-images` (found from the campaign root). */
  cacheDir?: string;
  /** Called after each image with how many files were encoded (tests, build logs). */
  onImage?: (file: string, result: TierResult) => void;
}

export function imageTiersPlugin(opts: ImageTiersPluginOptions = {}): Plugin {
  let base = '/';
  let cacheDir = opts.cacheDir ?? '';
  let assetsDir = 'assets';
  return {
    name: 'h5-image-tiers',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
      if (!cacheDir) cacheDir = join(config.root, '..', '..', 'node_modules', '.cache', 'h5-images');
    },
    async load(id) {
      // Only plain imports of image files from sources: `?url`, `?raw` and `?inline` keep Vite's meaning.
      if (id.includes('?') || id.includes('\0') || !TIERED.test(id) || id.includes('/node_modules/'))
        return null;
      const source = readFileSync(id);
      const result = await imageTiers(source, basename(id), { assetsDir, cacheDir });
      for (const f of result.files) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
      opts.onImage?.(id, result);
      return `export default ${JSON.stringify(`${base}${result.original}`)};`;
    },
  };
}
