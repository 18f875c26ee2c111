// The contest's media as the sandbox serves them: song covers and wheel prizes as small SVGs, and
// each recording as a short generated WAV (a few notes of its own), so the pages play real audio.

import type { RawRoute } from '../../area.ts';
import { str } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';
import { ASSET, SONGS, WHEEL, type WheelPrize } from './catalogue.ts';

const SAMPLE_RATE = 8000;
/** Seconds of each generated recording: enough to hear it play, small on a slow network. */
export const CLIP_SECONDS = 3;
const NOTE_SECONDS = 0.375;
const SCALE = [262, 294, 330, 349, 392, 440, 494, 523];

/** An 8-bit mono WAV of a few notes chosen by the recording's id. */
export function recordingWav(id: number): Buffer {
  const samples = SAMPLE_RATE * CLIP_SECONDS;
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples, 40);
  const perNote = Math.floor(SAMPLE_RATE * NOTE_SECONDS);
  for (let i = 0; i < samples; i++) {
    const note = Math.floor(i / perNote);
    const freq = SCALE[(id * 7 + note * ((id % 5) + 2)) % SCALE.length] ?? 440;
    const t = (i % perNote) / perNote;
    const envelope = Math.min(1, t * 10) * (1 - t) ** 0.5;
    buf[44 + i] = 128 + Math.round(60 * envelope * Math.sin((2 * Math.PI * freq * i) / SAMPLE_RATE));
  }
  return buf;
}

const GLYPHS: Record<WheelPrize['glyph'], string> = {
  coin: '<circle cx="32" cy="32" r="16" fill="#fff"/><path d="M32 24v16M27 28h10M27 36h10" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>',
  mic: '<rect x="25" y="12" width="14" height="24" rx="7" fill="#fff"/><path d="M20 30a12 12 0 0 0 24 0M32 42v10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>',
  star: '<path d="m32 12 6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#fff"/>',
  crown: '<path d="M14 44 12 20l12 10 8-16 8 16 12-10-2 24z" fill="#fff"/>',
  gift: '<rect x="16" y="28" width="32" height="22" rx="2" fill="#fff"/><rect x="14" y="22" width="36" height="8" rx="2" fill="#fff"/><path d="M32 22v28" stroke="currentColor" stroke-width="4"/>',
  note: '<path d="M26 44V18l20-4v26" stroke="#fff" stroke-width="4" fill="none"/><circle cx="22" cy="44" r="6" fill="#fff"/><circle cx="42" cy="40" r="6" fill="#fff"/>',
};

const prizeSvg = (p: WheelPrize) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" color="${p.color}"><circle cx="32" cy="32" r="32" fill="${p.color}"/>${GLYPHS[p.glyph]}</svg>`;

const coverSvg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="10" fill="${color}"/><circle cx="32" cy="32" r="18" fill="#1b1530" opacity=".85"/><circle cx="32" cy="32" r="5" fill="${color}"/><path d="M44 14v16a5 5 0 1 1-3-4.6V14z" fill="#fff"/></svg>`;

export function mediaRoutes<S>(): RawRoute<S>[] {
  return [
    svgRoute(`${ASSET}/{file}`, (file) => {
      const prize = /^prize-(\d+)\.svg$/.exec(file);
      if (prize) {
        const p = WHEEL.find((x) => x.id === Number(prize[1]));
        return p ? prizeSvg(p) : null;
      }
      const cover = /^cover-(\d+)\.svg$/.exec(file);
      const song = cover ? SONGS.find((s) => s.id === Number(cover[1])) : undefined;
      return song ? coverSvg(song.color) : null;
    }),
    {
      method: 'GET',
      path: `${ASSET}/audio/{file}`,
      handle(_req, res, ctx) {
        const m = /^(\d+)\.wav$/.exec(str(ctx.params.file) ?? '');
        if (!m) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('Not found');
          return;
        }
        const wav = recordingWav(Number(m[1]));
        res.writeHead(200, {
          'content-type': 'audio/wav',
          'content-length': String(wav.length),
          'accept-ranges': 'none',
          'cache-control': 'public, max-age=86400',
        });
        res.end(wav);
      },
    },
  ];
}
