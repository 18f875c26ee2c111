// What a share page plays and shows: a short melody per recording, generated as a WAV file the
// browser plays in place (never a download), and a cover per recording drawn as SVG.

import type { RawRoute } from '../../area.ts';
import { HOST_PREFIX, str } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';

const SAMPLE_RATE = 8000;
/** Seconds of sound per recording: enough to hear it play, small enough for a slow network. */
export const MEDIA_SECONDS = 4;
const NOTE_MS = 250;
/** A pentatonic scale: any sequence of it sounds like a tune. */
const SCALE_HZ = [262, 294, 330, 392, 440, 523, 587, 659];

export const MEDIA_ROUTE = `${HOST_PREFIX.static}/share/media/{file}`;
export const COVER_ROUTE = `${HOST_PREFIX.static}/share/cover/{file}`;

export const mediaUrl = (id: string) => `${HOST_PREFIX.static}/share/media/${id}.wav`;
export const coverUrl = (id: string) => `${HOST_PREFIX.static}/share/cover/${id}.svg`;

function seedOf(id: string): number {
  let h = 7;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** A mono 8-bit WAV of MEDIA_SECONDS: a tune picked by the id, each note fading out. */
export function melodyWav(id: string): Buffer {
  const samples = SAMPLE_RATE * MEDIA_SECONDS;
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples, 40);
  let seed = seedOf(id);
  const perNote = (SAMPLE_RATE * NOTE_MS) / 1000;
  let hz = SCALE_HZ[0] as number;
  for (let i = 0; i < samples; i++) {
    if (i % perNote === 0) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      hz = SCALE_HZ[seed % SCALE_HZ.length] as number;
    }
    const envelope = 1 - (i % perNote) / perNote;
    const v = Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * envelope * 0.6;
    buf.writeUInt8(Math.round(128 + v * 127), 44 + i);
  }
  return buf;
}

/** A recording's cover: a gradient of the id's hue, sound bars and a note. */
export function coverSvg(file: string): string | null {
  const m = /^([a-z0-9]+)\.svg$/.exec(file);
  if (!m) return null;
  const hue = seedOf(m[1] as string) % 360;
  const bars = Array.from({ length: 9 }, (_, i) => {
    const h = 20 + ((seedOf(`${m[1]}${i}`) >>> 3) % 60);
    return `<rect x="${22 + i * 18}" y="${150 - h}" width="10" height="${h}" rx="5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 65% 30%)"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><g fill="#fff" opacity=".35">${bars}</g><path fill="#fff" d="M118 40v58a18 18 0 1 1-8-15V52l-30 8v46a18 18 0 1 1-8-15V54z" opacity=".9"/></svg>`;
}

function mediaRoute<S>(): RawRoute<S> {
  return {
    method: 'GET',
    path: MEDIA_ROUTE,
    handle(_req, res, ctx) {
      const m = /^([a-z0-9]+)\.wav$/.exec(str(ctx.params.file) ?? '');
      if (!m) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const wav = melodyWav(m[1] as string);
      // Inline, never an attachment: the page plays it where it is.
      res.writeHead(200, {
        'content-type': 'audio/wav',
        'content-length': String(wav.length),
        'accept-ranges': 'none',
        'cache-control': 'public, max-age=86400',
      });
      res.end(wav);
    },
  };
}

export function mediaRoutes<S>(): RawRoute<S>[] {
  return [mediaRoute<S>(), svgRoute<S>(COVER_ROUTE, coverSvg)];
}
