// Screenshot uploads: started with the image's type and size (checked against the limits the
// page checks too), then sent in chunks; the finished image is checked by its first bytes and
// served back from the static host.

import { IMAGE_TYPES, MAX_IMAGE_BYTES, startUpload, uploadChunk } from '@h5/core-api/contracts/feedback';
import { fail, type HandlerContext, HOST_PREFIX, int, on, type RawRoute, str } from '../../area.ts';
import { localized } from '../../kit/localized.ts';
import type { FeedbackState } from './state.ts';

/** Bytes per chunk: a chunk's base64 stays well under the server's 1 MB body limit. */
export const CHUNK_SIZE = 256 * 1024;

const UPLOAD_ROUTE = `${HOST_PREFIX.static}/feedback/uploads/{file}`;

export const NOT_AN_IMAGE = {
  code: 4301,
  msg: localized({
    en: 'This file is not a picture. Choose a JPG, PNG or WebP screenshot.',
    ar: 'هذا الملف ليس صورة. اختر لقطة شاشة بصيغة JPG أو PNG أو WebP.',
  }),
};
export const TOO_LARGE = {
  code: 4302,
  msg: localized({
    en: 'This picture is larger than 5 MB. Choose a smaller one.',
    ar: 'هذه الصورة أكبر من 5 ميغابايت. اختر صورة أصغر.',
  }),
};
const NO_SUCH_UPLOAD = {
  code: 4303,
  msg: localized({
    en: 'This upload has expired. Please add the picture again.',
    ar: 'انتهت صلاحية هذا الرفع. يرجى إضافة الصورة مرة أخرى.',
  }),
};
const BAD_CHUNK = {
  code: 4304,
  msg: localized({
    en: 'Part of the picture did not arrive. Please try again.',
    ar: 'لم يصل جزء من الصورة. يرجى المحاولة مرة أخرى.',
  }),
};

export interface Upload {
  id: string;
  uid: number;
  mime: string;
  size: number;
  chunks: Buffer[];
  received: number;
  done: boolean;
}

/** The image's first bytes name its real type, whatever the file claimed. */
export function sniffImage(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export const uploadUrl = (id: string): string => `${HOST_PREFIX.static}/feedback/uploads/${id}`;

export const uploadHandlers = [
  on(startUpload, ({ state, requireUser }: HandlerContext<FeedbackState>, p) => {
    const { uid } = requireUser();
    const mime = str(p.mime) ?? '';
    const size = int(p.size) ?? 0;
    if (!IMAGE_TYPES.includes(mime)) fail(NOT_AN_IMAGE.code, NOT_AN_IMAGE.msg);
    if (size <= 0) fail(NOT_AN_IMAGE.code, NOT_AN_IMAGE.msg);
    if (size > MAX_IMAGE_BYTES) fail(TOO_LARGE.code, TOO_LARGE.msg);
    const id = `up-${uid}-${++state.nextUpload}`;
    state.uploads.set(id, { id, uid, mime, size, chunks: [], received: 0, done: false });
    return { upload_id: id, chunk_size: CHUNK_SIZE };
  }),
  on(uploadChunk, ({ state, requireUser }: HandlerContext<FeedbackState>, p) => {
    const { uid } = requireUser();
    const up = state.uploads.get(str(p.upload_id) ?? '');
    if (!up || up.uid !== uid) fail(NO_SUCH_UPLOAD.code, NO_SUCH_UPLOAD.msg);
    const index = int(p.index);
    const data = Buffer.from(str(p.data) ?? '', 'base64');
    const count = Math.ceil(up.size / CHUNK_SIZE);
    if (index === undefined || index < 0 || index >= count) fail(BAD_CHUNK.code, BAD_CHUNK.msg);
    const expected = index === count - 1 ? up.size - index * CHUNK_SIZE : CHUNK_SIZE;
    if (data.length !== expected) fail(BAD_CHUNK.code, BAD_CHUNK.msg);
    // A chunk sent again (its answer was lost) is taken once; a gap is refused.
    if (index > up.chunks.length) fail(BAD_CHUNK.code, BAD_CHUNK.msg);
    if (index === up.chunks.length) {
      up.chunks.push(data);
      up.received += data.length;
    }
    if (up.received === up.size && !up.done) {
      const whole = Buffer.concat(up.chunks);
      if (sniffImage(whole) !== up.mime) {
        state.uploads.delete(up.id);
        fail(NOT_AN_IMAGE.code, NOT_AN_IMAGE.msg);
      }
      up.done = true;
    }
    return { received: up.received, done: up.done, url: up.done ? uploadUrl(up.id) : null };
  }),
];

export const uploadRoute: RawRoute<FeedbackState> = {
  method: 'GET',
  path: UPLOAD_ROUTE,
  handle(_req, res, ctx) {
    const up = ctx.state.uploads.get(str(ctx.params.file) ?? '');
    if (!up?.done) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': up.mime, 'cache-control': 'private, max-age=86400' });
    res.end(Buffer.concat(up.chunks));
  },
};
