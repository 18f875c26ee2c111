// The family cover the leader uploads: checked before anything is sent (type and size, each with
// one sentence), then read as the data URL `/new-upload` takes.

import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@h5/core-api/contracts/family';

export const UPLOAD_TOO_LARGE = 'This picture is larger than {size} KB. Choose a smaller one.';
export const UPLOAD_WRONG_TYPE = 'Choose a JPEG, PNG or WebP picture.';
export const UPLOAD_UNREADABLE = 'This picture could not be read. Choose another one.';

export const MAX_UPLOAD_KB = MAX_UPLOAD_BYTES / 1024;

/** What is wrong with a chosen file, as an English key, or null when it can be sent. */
export function uploadProblem(file: { size: number; type: string }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_WRONG_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  if (file.size === 0) return UPLOAD_UNREADABLE;
  return null;
}

/** The file as a `data:` URL, built from its bytes (in slices, so a large file does not overflow the call stack). */
export async function readAsDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const SLICE = 0x8000;
  let binary = '';
  for (let at = 0; at < bytes.length; at += SLICE)
    binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  return `data:${file.type};base64,${btoa(binary)}`;
}
