// An S3-compatible bucket as the origin (the usual origin behind a CDN). Each PutObject is atomic
// per object; the CDN serves the Cache-Control and Content-Type stored with each object.

import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Origin, type PutOptions } from './origin.ts';

// The SDK warns on every run under Node 20 that its releases after January 2027 need Node 22. The
// lockfile pins a release that supports Node 20, which is what the machines run; a campaign
// manager's publish output should hold only the publish. Updating the SDK past that date means
// moving to Node 22 first (docs/decisions/tooling.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface S3OriginOptions {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash ('' for the bucket root). */
  prefix?: string;
  client?: S3Client;
  config?: S3ClientConfig;
}

function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
}

export class S3Origin implements Origin {
  readonly describe: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(opts: S3OriginOptions) {
    this.bucket = opts.bucket;
    this.prefix = (opts.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.client = opts.client ?? new S3Client({ maxAttempts: 2, ...opts.config });
    this.describe = `s3://${this.bucket}${this.prefix ? `/${this.prefix}` : ''}`;
  }

  private key(key: string): string {
    assertSafeKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (e) {
      const err = e as Error & { $metadata?: { httpStatusCode?: number } };
      const status = err.$metadata?.httpStatusCode;
      throw new Error(
        `origin ${this.describe} is unreachable${status ? ` (HTTP ${status})` : ''}: ${err.message || err.name}`,
      );
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      const bytes = await out.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : Buffer.alloc(0);
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async put(key: string, body: Buffer, opts: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: opts.contentType,
        CacheControl: opts.cacheControl,
        ContentEncoding: opts.contentEncoding,
      }),
    );
  }

  async putNew(key: string, body: Buffer, opts: PutOptions): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return false;
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
    try {
      // Buckets with conditional writes refuse a second creator; others accept the put, which
      // for content-hashed keys writes the same bytes.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Body: body,
          ContentType: opts.contentType,
          CacheControl: opts.cacheControl,
          // A pre-compressed copy is served as the file it encodes, in that encoding.
          ContentEncoding: opts.contentEncoding,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (e) {
      const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 412 || status === 409) return false;
      throw e;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    let token: string | undefined;
    const full = this.prefix ? `${this.prefix}/${prefix}` : prefix;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: full, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) out.push(this.prefix ? o.Key.slice(this.prefix.length + 1) : o.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out.sort();
  }
}

/** The origin named by `--origin`/`H5_ORIGIN`: a folder path, or `s3://bucket[/prefix]`. */
export function s3FromUrl(spec: string, env: NodeJS.ProcessEnv = process.env): S3Origin {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(spec);
  if (!m) throw new Error(`"${spec}" is not an s3://bucket[/prefix] origin`);
  const endpoint = env.H5_S3_ENDPOINT || undefined;
  return new S3Origin({
    bucket: m[1]!,
    prefix: m[2] ?? '',
    config: {
      region: env.H5_S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint,
      // Local and most non-AWS S3 servers address buckets by path, not by subdomain.
      forcePathStyle: endpoint !== undefined,
      // Explicit keys win; otherwise the SDK's usual chain (profile, instance role, …) applies.
      credentials:
        env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
          ? {
              accessKeyId: env.AWS_ACCESS_KEY_ID,
              secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
              sessionToken: env.AWS_SESSION_TOKEN || undefined,
            }
          : undefined,
    },
  });
}
