// Uploaded images: checked by type (by their first bytes, not only the name they claim) and size,
// stored, and served back on the static host, as the app's upload server does.

import { uploadImage } from '@h5/core-api/contracts/guild';
import { fail, on, type RawRoute, str } from '../../area.ts';
import { GUILD_ERRORS, UPLOAD_MAX_BYTES, UPLOAD_ROUTE, type UPLOAD_TYPES, uploadUrl } from './constants.ts';
import type { GuildState } from './state.ts';

const EXTENSION: Record<(typeof UPLOAD_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The type the bytes are, whatever the data URL says. */
function sniffImage(bytes: Buffer): (typeof UPLOAD_TYPES)[number] | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Whether `url` is an image this server stored. */
export function isStoredUpload(state: GuildState, url: string): boolean {
  const m = /\/guild\/uploads\/([\w.]+)$/.exec(url);
  return m ? state.uploads.has(m[1]!) : false;
}

export const uploadHandlers = [
  on(uploadImage, ({ state, requireUser }, p) => {
    requireUser();
    const s = state as GuildState;
    const m = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(str(p.image) ?? '');
    if (!m) return fail(...GUILD_ERRORS.imageType);
    const bytes = Buffer.from(m[2]!, 'base64');
    if (bytes.length > UPLOAD_MAX_BYTES) fail(...GUILD_ERRORS.imageSize);
    const type = sniffImage(bytes);
    if (!type || type !== m[1]) return fail(...GUILD_ERRORS.imageType);
    const file = `u${s.nextUploadId++}.${EXTENSION[type]}`;
    s.uploads.set(file, { type, bytes });
    return { url: uploadUrl(file) };
  }),
];

export const uploadRoute: RawRoute<GuildState> = {
  method: 'GET',
  path: UPLOAD_ROUTE,
  handle(_req, res, ctx) {
    const up = ctx.state.uploads.get(str(ctx.params.file) ?? '');
    if (!up) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': up.type, 'cache-control': 'public, max-age=86400' });
    res.end(up.bytes);
  },
};
