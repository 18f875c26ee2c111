import { MAX_UPLOAD_BYTES } from '@h5/core-api/contracts/family';
import { describe, expect, it } from 'vitest';
import {
  readAsDataUrl,
  UPLOAD_TOO_LARGE,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
  uploadProblem,
} from './upload.ts';

describe('cover upload', () => {
  it('takes JPEG, PNG and WebP up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(uploadProblem({ size: 10, type })).toBeNull();
    expect(uploadProblem({ size: MAX_UPLOAD_BYTES, type: 'image/png' })).toBeNull();
  });

  it('refuses a picture that is too large, another type, or empty, before sending', () => {
    expect(uploadProblem({ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' })).toBe(UPLOAD_TOO_LARGE);
    expect(uploadProblem({ size: 10, type: 'image/gif' })).toBe(UPLOAD_WRONG_TYPE);
    expect(uploadProblem({ size: 10, type: 'application/pdf' })).toBe(UPLOAD_WRONG_TYPE);
    expect(uploadProblem({ size: 0, type: 'image/png' })).toBe(UPLOAD_UNREADABLE);
  });

  it('reads the file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob(['hi'], { type: 'image/png' }));
    expect(url).toMatch(/^data:image\/png;base64,/);
  });
});
