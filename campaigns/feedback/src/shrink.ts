// Large screenshots are made smaller on the phone before they are sent: a 2 MB screenshot on a
// slow network is a long wait, and the team reads it as well at 1280 px. Pictures under the
// threshold, or any the phone cannot redraw, are sent as they are.

/** Pictures larger than this are redrawn smaller before the upload. */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;
/** The longer side of a redrawn picture, in pixels. */
export const MAX_SIDE_PX = 1280;
const JPEG_QUALITY = 0.85;

/** The size a picture is redrawn at: the longer side at most MAX_SIDE_PX, the shape kept. */
export function shrunkSize(
  width: number,
  height: number,
  max = MAX_SIDE_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The picture to send: a smaller JPEG of a large one when the phone can make it, else the file. */
export async function shrinkImage(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', JPEG_QUALITY));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
