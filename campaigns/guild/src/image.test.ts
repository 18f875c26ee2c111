import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageProblem, readAsDataUrl } from './image.ts';

describe('cover image checks', () => {
  it('takes PNG, JPEG and WebP up to 512 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(imageProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
  });
  it('refuses other types, empty files and larger images', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe(IMAGE_MESSAGES.type);
    expect(imageProblem({ type: '', size: 10 })).toBe(IMAGE_MESSAGES.type);
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe(IMAGE_MESSAGES.empty);
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_MESSAGES.size);
  });
  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,AQID');
  });
});
