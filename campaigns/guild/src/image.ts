// Cover images: checked in the page by type and size before anything is sent (the server checks
// again), then sent as a data URL.

/** The types and the size the upload takes (the server's limits). */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_MAX_BYTES = 512 * 1024;

export const IMAGE_MESSAGES = {
  type: 'Choose a PNG, JPEG or WebP image.',
  size: 'This image is larger than 512 KB. Choose a smaller one.',
  empty: 'This file is empty. Choose another image.',
  unreadable: 'This image could not be read. Choose another one.',
} as const;

/** The English key of what is wrong with the file, or null when it may be uploaded. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_MESSAGES.type;
  if (file.size === 0) return IMAGE_MESSAGES.empty;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.size;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
