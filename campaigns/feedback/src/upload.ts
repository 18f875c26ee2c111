// A screenshot's upload: started with its type and size, then sent in the chunks the server
// asks for, so a slow network shows real progress and a chunk that failed is sent again alone
// (once) instead of the whole picture.

import { isApiError } from '@h5/core-api';
import type { UploadProgress, UploadStart } from '@h5/core-api/contracts/feedback';

export interface UploadCalls {
  start(mime: string, size: number): Promise<UploadStart>;
  chunk(uploadId: string, index: number, data: string): Promise<UploadProgress>;
}

/** A chunk that failed on the network is sent again this many times before the upload fails. */
const CHUNK_RETRIES = 1;

export interface Uploaded {
  id: string;
  url: string;
}

/** Base64 of bytes, in slices so a large chunk does not overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) s += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(s);
}

async function readSlice(file: Blob, from: number, to: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(from, to).arrayBuffer());
}

/** Uploads `file`; `onProgress` gets the share received by the server, 0 to 1. */
export async function uploadImage(
  file: Blob,
  calls: UploadCalls,
  onProgress: (fraction: number) => void,
): Promise<Uploaded> {
  onProgress(0);
  const { upload_id, chunk_size } = await calls.start(file.type, file.size);
  const count = Math.max(1, Math.ceil(file.size / chunk_size));
  let last: UploadProgress | null = null;
  for (let index = 0; index < count; index++) {
    const data = toBase64(await readSlice(file, index * chunk_size, (index + 1) * chunk_size));
    for (let attempt = 0; ; attempt++) {
      try {
        last = await calls.chunk(upload_id, index, data);
        break;
      } catch (e) {
        // A refusal (not an image, expired) will not change by sending again.
        if (attempt >= CHUNK_RETRIES || (isApiError(e) && e.isBusiness)) throw e;
      }
    }
    onProgress(Math.min(1, last.received / file.size));
  }
  if (!last?.done || !last.url) throw new Error('upload did not finish');
  return { id: upload_id, url: last.url };
}
