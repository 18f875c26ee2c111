// The messenger preview image of every share page, drawn at build time as a PNG (messengers do not
// show SVG previews): the app's colours, a play button and sound bars. No dependency: a PNG is a
// few chunks around deflated rows.

import { deflateSync } from 'node:zlib';

export const OG_WIDTH = 600;
export const OG_HEIGHT = 315;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const FROM = [255, 61, 113];
const TO = [123, 47, 247];

function pixel(x: number, y: number): [number, number, number] {
  const f = (x / OG_WIDTH + y / OG_HEIGHT) / 2;
  const bg = FROM.map((a, i) => Math.round(a + ((TO[i] as number) - a) * f)) as [number, number, number];
  const cx = OG_WIDTH / 2;
  const cy = OG_HEIGHT / 2;
  const d = Math.hypot(x - cx, y - cy);
  // The play triangle inside a white disc.
  const inTriangle = x > cx - 22 && x < cx + 34 && Math.abs(y - cy) < (cx + 34 - x) * 0.62;
  if (d < 70) return inTriangle ? bg : [255, 255, 255];
  // Sound bars either side of the disc.
  const bar = Math.floor(x / 24);
  const barHeight = 30 + ((bar * 37) % 70);
  const inBar = x % 24 < 12 && Math.abs(y - cy) < barHeight && (x < cx - 100 || x > cx + 100);
  if (inBar && x > 40 && x < OG_WIDTH - 40)
    return bg.map((v) => Math.round(v + (255 - v) * 0.35)) as [number, number, number];
  return bg;
}

export function ogImagePng(): Buffer {
  const raw = Buffer.alloc((OG_WIDTH * 3 + 1) * OG_HEIGHT);
  for (let y = 0; y < OG_HEIGHT; y++) {
    const row = y * (OG_WIDTH * 3 + 1);
    for (let x = 0; x < OG_WIDTH; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(OG_WIDTH, 0);
  header.writeUInt32BE(OG_HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
