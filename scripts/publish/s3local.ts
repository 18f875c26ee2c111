/// <reference path="./s3rver.d.ts" />
// A local S3-compatible server (s3rver) for tests: publishing to a bucket without a cloud account.
import S3rver from 's3rver';

export async function startLocalS3(
  directory: string,
  buckets: string[],
): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** s3rver's own credentials. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
