import { ApiError } from '@h5/core-api';
import { describe, expect, it, vi } from 'vitest';
import { toBase64, type UploadCalls, uploadImage } from './upload.ts';

function fakeServer(chunkSize: number, failures: Record<number, number> = {}) {
  const got: Uint8Array[] = [];
  let size = 0;
  const calls: UploadCalls = {
    start: vi.fn(async (_mime: string, s: number) => {
      size = s;
      return { upload_id: 'u1', chunk_size: chunkSize };
    }),
    chunk: vi.fn(async (_id: string, index: number, data: string) => {
      if ((failures[index] ?? 0) > 0) {
        failures[index]!--;
        throw new ApiError('network', 'offline');
      }
      got[index] = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const received = got.reduce((n, c) => n + (c?.length ?? 0), 0);
      return { received, done: received === size, url: received === size ? '/img/u1' : null };
    }),
  };
  return { calls, got };
}

const file = (n: number) =>
  new Blob([Uint8Array.from({ length: n }, (_, i) => i % 251)], { type: 'image/png' });

describe('uploadImage', () => {
  it('sends the picture in the server chunks and reports progress up to 1', async () => {
    const { calls, got } = fakeServer(4);
    const progress: number[] = [];
    const done = await uploadImage(file(10), calls, (f) => progress.push(f));
    expect(done).toEqual({ id: 'u1', url: '/img/u1' });
    expect(calls.start).toHaveBeenCalledWith('image/png', 10);
    expect(got.map((c) => c.length)).toEqual([4, 4, 2]);
    expect(Array.from(got[2]!)).toEqual([8, 9]);
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
  });

  it('sends a chunk that failed on the network again once, then gives up', async () => {
    const once = fakeServer(4, { 1: 1 });
    await expect(uploadImage(file(10), once.calls, () => {})).resolves.toMatchObject({ id: 'u1' });
    const twice = fakeServer(4, { 1: 2 });
    await expect(uploadImage(file(10), twice.calls, () => {})).rejects.toThrow('offline');
  });

  it('does not resend a chunk the server refused', async () => {
    const calls: UploadCalls = {
      start: async () => ({ upload_id: 'u', chunk_size: 4 }),
      chunk: vi.fn(async () => {
        throw new ApiError('business', 'This file is not a picture.', { code: 4301 });
      }),
    };
    await expect(uploadImage(file(3), calls, () => {})).rejects.toThrow('not a picture');
    expect(calls.chunk).toHaveBeenCalledTimes(1);
  });

  it('writes base64 of any length', () => {
    const big = Uint8Array.from({ length: 70000 }, (_, i) => i % 256);
    expect(atob(toBase64(big)).length).toBe(70000);
    expect(toBase64(new Uint8Array([104, 105]))).toBe('aGk=');
  });
});
