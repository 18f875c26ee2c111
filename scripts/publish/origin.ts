// A CDN origin: where published files live. Keys are relative to the CDN base
// (`system/assets/index-abc.js` is served at `<cdnBase>/system/assets/index-abc.js`).
// Every put is atomic per object: a reader sees the old bytes or the new bytes, never a mix.

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** A build's pre-compressed copy (`x.js.br`, `x.js.gz`): the encoding its bytes are in. */
  contentEncoding?: 'br' | 'gzip';
}

export interface Origin {
  /** Shown in progress lines and errors: `folder /work/main/.cdn`, `s3://bucket/prefix`. */
  readonly describe: string;
  /** Throws a clear error when the origin cannot be reached or written. */
  check(): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer, opts: PutOptions): Promise<void>;
  /** Creates `key` only when it does not exist yet; false when it already did. */
  putNew(key: string, body: Buffer, opts: PutOptions): Promise<boolean>;
  /** Keys under a prefix (ending in `/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/** The suffixes of a build's pre-compressed copies (vite-preset compress.ts), by encoding. */
const ENCODED_SUFFIXES = { '.br': 'br', '.gz': 'gzip' } as const;

/** The encoding of a pre-compressed copy of a script or stylesheet (`x.js.br`), else undefined. */
export function contentEncodingOf(key: string): 'br' | 'gzip' | undefined {
  const suffix = key.slice(key.lastIndexOf('.')) as keyof typeof ENCODED_SUFFIXES;
  const inner = key.slice(0, -suffix.length);
  return ENCODED_SUFFIXES[suffix] && /\.(m?js|css)$/i.test(inner) ? ENCODED_SUFFIXES[suffix] : undefined;
}

/** A pre-compressed copy has the type of the file it encodes, as the CDN hands it out. */
export function contentTypeOf(key: string): string {
  const plain = contentEncodingOf(key) ? key.slice(0, key.lastIndexOf('.')) : key;
  const ext = plain.slice(plain.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** HTML and JSON (manifests) may change under the same name; everything else is hashed. */
export function cacheControlOf(key: string): string {
  return /\.(html|json)$/i.test(key) && !key.includes('/assets/') ? NO_CACHE : IMMUTABLE;
}

const SAFE_KEY = /^[A-Za-z0-9._@~+-]+(?:\/[A-Za-z0-9._@~+-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`unsafe origin key "${key}"`);
  }
}

/** A local folder: what `start` serves and the default origin. */
export class FolderOrigin implements Origin {
  readonly describe: string;
  constructor(readonly dir: string) {
    this.describe = `folder ${dir}`;
  }

  private file(key: string): string {
    assertSafeKey(key);
    const file = normalize(join(this.dir, key));
    if (!file.startsWith(normalize(this.dir) + sep)) throw new Error(`unsafe origin key "${key}"`);
    return file;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      const probe = join(this.dir, `.probe-${process.pid}-${randomBytes(4).toString('hex')}`);
      await writeFile(probe, '');
      await unlink(probe);
    } catch (e) {
      throw new Error(`origin ${this.describe} is not writable: ${(e as Error).message}`);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** Writes a temporary file next to the target; the caller renames or links it into place. */
  private async temp(file: string, body: Buffer): Promise<string> {
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, body);
    return tmp;
  }

  async put(key: string, body: Buffer, _opts?: PutOptions): Promise<void> {
    const file = this.file(key);
    const tmp = await this.temp(file, body);
    try {
      await rename(tmp, file);
    } catch (e) {
      await unlink(tmp).catch(() => {});
      throw e;
    }
  }

  async putNew(key: string, body: Buffer, _opts?: PutOptions): Promise<boolean> {
    const file = this.file(key);
    if (existsSync(file)) return false;
    const tmp = await this.temp(file, body);
    try {
      // link() fails when the target exists, so two publishers never both "create" a key.
      await link(tmp, file);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    } finally {
      await unlink(tmp).catch(() => {});
    }
  }

  async list(prefix: string): Promise<string[]> {
    const base = prefix === '' ? this.dir : this.file(prefix.replace(/\/$/, ''));
    const out: string[] = [];
    const walk = async (dir: string, rel: string) => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.name.includes('.tmp-') || e.name.startsWith('.probe-')) continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) await walk(join(dir, e.name), r);
        else if ((await stat(join(dir, e.name))).isFile()) out.push(prefix + r);
      }
    };
    await walk(base, '');
    return out.sort();
  }
}
