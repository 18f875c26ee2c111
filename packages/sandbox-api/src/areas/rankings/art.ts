// The pictures and tunes the rankings server hands out: covers of recordings, rooms, teams and
// college crests, reward icons (SVG), and short tunes a cover plays in the page (WAV).

import type { RawRoute } from '../../area.ts';
import { str } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';

const HUES = [340, 28, 200, 265];
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>`;

const SHAPES: Record<string, (hue: number) => string> = {
  cover: (h) =>
    `<rect width="64" height="64" rx="10" fill="hsl(${h} 65% 45%)"/><circle cx="32" cy="32" r="18" fill="hsl(${h} 40% 18%)"/><circle cx="32" cy="32" r="5" fill="hsl(${h} 80% 85%)"/><path d="M44 10v18a5 5 0 1 1-3-4.6V14h-8v-4z" fill="#fff" opacity=".85"/>`,
  room: (h) =>
    `<circle cx="32" cy="32" r="32" fill="hsl(${h} 60% 50%)"/><rect x="25" y="14" width="14" height="24" rx="7" fill="#fff"/><path d="M20 32a12 12 0 0 0 24 0M32 44v8M24 52h16" stroke="#fff" stroke-width="3" fill="none"/>`,
  team: (h) =>
    `<circle cx="32" cy="32" r="32" fill="hsl(${h} 55% 48%)"/><circle cx="22" cy="26" r="7" fill="#fff"/><circle cx="42" cy="26" r="7" fill="#fff"/><path d="M10 50a12 10 0 0 1 24 0zM30 50a12 10 0 0 1 24 0z" fill="#fff"/>`,
  crest: (h) =>
    `<path d="M32 4l24 8v18c0 16-11 26-24 30C19 56 8 46 8 30V12z" fill="hsl(${h} 60% 40%)"/><path d="M20 26l12-6 12 6-12 6z" fill="#fff"/><path d="M25 30v7c4 3 10 3 14 0v-7" fill="none" stroke="#fff" stroke-width="3"/>`,
};

const ICONS: Record<string, string> = {
  crown: `<path d="M8 46l4-28 12 12 8-18 8 18 12-12 4 28z" fill="#f5b301"/><rect x="8" y="48" width="48" height="8" rx="3" fill="#d68a00"/>`,
  trophy: `<path d="M18 8h28v14a14 14 0 0 1-28 0z" fill="#f5b301"/><path d="M18 12H8a10 10 0 0 0 10 12M46 12h10a10 10 0 0 1-10 12" fill="none" stroke="#d68a00" stroke-width="4"/><rect x="28" y="36" width="8" height="10" fill="#d68a00"/><rect x="18" y="46" width="28" height="8" rx="3" fill="#f5b301"/>`,
  medal: `<path d="M20 4h8l6 18h-8zM44 4h-8l-6 18h8z" fill="#e0475b"/><circle cx="32" cy="40" r="18" fill="#c0c6cf"/><circle cx="32" cy="40" r="12" fill="#e3e7ec"/>`,
  star: `<path d="M32 4l8 18 20 2-15 13 5 20-18-11-18 11 5-20L4 24l20-2z" fill="#f5b301"/>`,
  mic: `<rect x="22" y="6" width="20" height="32" rx="10" fill="#7a5cff"/><path d="M14 30a18 18 0 0 0 36 0M32 48v10M22 58h20" stroke="#7a5cff" stroke-width="4" fill="none"/>`,
};

/** The picture a file name stands for (`cover-2.svg`, `crown.svg`), or null. */
export function rankingsArt(file: string): string | null {
  const icon = /^([a-z]+)\.svg$/.exec(file)?.[1];
  if (icon && ICONS[icon]) return svg(ICONS[icon]);
  const m = /^([a-z]+)-([0-3])\.svg$/.exec(file);
  const shape = m ? SHAPES[m[1]!] : undefined;
  return shape ? svg(shape(HUES[Number(m![2])]!)) : null;
}

const RATE = 8000;
const SECONDS = 2;
/** Each tune's notes (Hz), a quarter second each. */
const TUNES = [
  [262, 330, 392, 523, 392, 330, 262, 330],
  [294, 370, 440, 587, 440, 370, 294, 220],
  [330, 392, 494, 659, 494, 392, 330, 247],
  [220, 277, 330, 440, 330, 277, 220, 165],
];

/** Tune `n` as an 8 kHz, 8-bit mono WAV: small enough for slow networks, a real sound. */
export function tuneWav(n: number): Buffer {
  const notes = TUNES[n]!;
  const samples = RATE * SECONDS;
  const per = samples / notes.length;
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(RATE, 24);
  buf.writeUInt32LE(RATE, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) {
    const f = notes[Math.floor(i / per)]!;
    const fade = 1 - (i % per) / per;
    buf[44 + i] = Math.round(128 + 60 * fade * Math.sin((2 * Math.PI * f * i) / RATE));
  }
  return buf;
}

export function artRoutes<S>(): RawRoute<S>[] {
  return [
    svgRoute('/static/rankings/{file}', rankingsArt),
    {
      method: 'GET',
      path: '/static/rankings/tunes/{file}',
      handle(_req, res, ctx) {
        const m = /^tune-([0-3])\.wav$/.exec(str(ctx.params.file) ?? '');
        if (!m) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('Not found');
          return;
        }
        res.writeHead(200, { 'content-type': 'audio/wav', 'cache-control': 'public, max-age=86400' });
        res.end(tuneWav(Number(m[1])));
      },
    },
  ];
}
