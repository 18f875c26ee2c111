// The sandbox's one art generator: every picture and clip the sandbox's static host serves comes
// from here, so pages look at what the servers would hand out (a face per person, a cover per
// family, guild, room and song, a country's flag, a payment brand's mark, an icon that matches its
// item's name) and not at a tile drawn per kind. The choices and their licences:
// docs/decisions/sandbox-art.md.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as glass from '@dicebear/glass';
import * as notionists from '@dicebear/notionists';
import * as shapes from '@dicebear/shapes';
import * as thumbs from '@dicebear/thumbs';
import type { RawRoute } from '../area.ts';
import { str } from '../area.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const LUCIDE_DIR = join(packageDir('lucide-static'), 'icons');
const FLAG_DIR = join(packageDir('flag-icons'), 'flags', '1x1');
// simple-icons exports its icon files, not its package.json.
const BRAND_DIR = dirname(require.resolve('simple-icons/icons/visa.svg'));

// ---- covers: one seeded generator per kind of thing ----

/** What a cover stands for; each kind has its own style, so a family never looks like a person. */
export type CoverKind = 'person' | 'family' | 'guild' | 'room' | 'song' | 'team' | 'crest';

const PASTELS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d0', 'f9e3a3', 'e0d4f7'];
const DEEP = ['5b3cc4', 'e0457b', '0a7d4f', '2f6fde', 'd68a00', '8a4fff', 'c2410c', '0e7490'];

const COVERS: Record<CoverKind, (seed: string) => string> = {
  person: (seed) => createAvatar(notionists, { seed, size: 96, backgroundColor: PASTELS }).toString(),
  family: (seed) => createAvatar(shapes, { seed, size: 96, radius: 18 }).toString(),
  guild: guildCover,
  room: (seed) => createAvatar(thumbs, { seed, size: 96, radius: 14, backgroundColor: DEEP }).toString(),
  team: (seed) => createAvatar(thumbs, { seed, size: 96, radius: 50, backgroundColor: PASTELS }).toString(),
  crest: (seed) => createAvatar(shapes, { seed: `crest:${seed}`, size: 96, radius: 50 }).toString(),
  song: songCover,
};

/** A song's cover: a seeded glass field with a note over it, so it reads as music at a glance. */
function songCover(seed: string): string {
  const field = createAvatar(glass, { seed: `song:${seed}`, size: 96 }).toDataUri();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><image href="${field}" width="96" height="96"/><circle cx="48" cy="48" r="24" fill="#0005"/><g transform="translate(30 30) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${lucide('music')}</g></svg>`;
}

/** Emblems a guild flies: Lucide icons of what a band of singers would put on its banner. */
const EMBLEMS = [
  'flag',
  'swords',
  'flame',
  'crown',
  'zap',
  'star',
  'rocket',
  'mountain',
  'anchor',
  'music',
  'trophy',
  'gem',
  'feather',
  'sun',
  'moon',
  'castle',
] as const;

/** A string's FNV-1a hash: the same seed picks the same emblem on every run. */
function fnv(seed: string): number {
  let h = 2_166_136_261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return h;
}

/**
 * A guild's cover: its banner's colours (a seeded glass field, as before) under an emblem of its
 * own on a shield, so neighbouring guilds differ at a glance and not only in shade. The shield
 * keeps to the middle band, which the guild page's wide banner (about 2.3:1) still shows.
 */
function guildCover(seed: string): string {
  const field = createAvatar(glass, { seed, size: 96 }).toDataUri();
  const emblem = EMBLEMS[fnv(`guild:${seed}`) % EMBLEMS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><image href="${field}" width="96" height="96"/><path d="M48 30l15 4.5v11c0 9-6 16-15 20.5-9-4.5-15-11.5-15-20.5v-11z" fill="#0006" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"/><g data-emblem="${emblem}" transform="translate(39 37) scale(0.75)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${lucide(emblem)}</g></svg>`;
}

/** The cover of `kind` seeded by `seed` (an id): the same id always, another id another picture. */
export function coverArt(kind: CoverKind, seed: string | number): string {
  return COVERS[kind](String(seed));
}

// ---- glyphs: an item's icon named after what the item is ----

/** Icon names the areas give their items, and the Lucide icon each is drawn as. */
const GLYPHS = {
  account: 'circle-user-round',
  badge: 'badge-check',
  box: 'box',
  bubble: 'message-circle',
  car: 'car',
  cash: 'banknote',
  chest: 'package',
  check: 'circle-check',
  coin: 'coins',
  crown: 'crown',
  diamond: 'diamond',
  drum: 'drum',
  effect: 'zap',
  egg: 'egg',
  entrance: 'door-open',
  eye: 'eye',
  film: 'film',
  frame: 'circle-user-round',
  gem: 'gem',
  gift: 'gift',
  golds: 'coins',
  guitar: 'guitar',
  hat: 'wand-sparkles',
  headset: 'headphones',
  heart: 'heart',
  live: 'tv',
  medal: 'medal',
  mic: 'mic-vocal',
  moon: 'moon',
  note: 'music',
  rebate: 'percent',
  ring: 'gem',
  room: 'house',
  rose: 'flower',
  shield: 'shield',
  sparkles: 'sparkles',
  star: 'star',
  trophy: 'trophy',
  vip: 'award',
} as const;

export type GlyphName = keyof typeof GLYPHS;

export const isGlyph = (name: string): name is GlyphName => Object.hasOwn(GLYPHS, name);

const lucideCache = new Map<string, string>();

/** The drawing inside a Lucide icon's 24×24 `<svg>` (its paths, circles and rects). */
function lucide(name: string): string {
  let body = lucideCache.get(name);
  if (body === undefined) {
    const file = readFileSync(join(LUCIDE_DIR, `${name}.svg`), 'utf8');
    body = file
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .trim();
    lucideCache.set(name, body);
  }
  return body;
}

/** Glyph `name` in white on a disc (or a rounded tile) of `color` (a CSS colour). */
export function glyphArt(name: GlyphName, color: string, shape: 'disc' | 'tile' = 'disc'): string {
  const ground =
    shape === 'disc'
      ? `<circle cx="32" cy="32" r="32" fill="${color}"/>`
      : `<rect width="64" height="64" rx="16" fill="${color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${ground}<g transform="translate(14 14) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${lucide(GLYPHS[name])}</g></svg>`;
}

// ---- animals: Fluent Emoji (flat) faces ----

type EmojiSet = { icons: Record<string, { body: string }>; width?: number; height?: number };
let emojiSet: EmojiSet | null = null;

/**
 * Fluent Emoji's flat drawing `name` (an Iconify name: `bear`, `cat-face`) as an SVG, or null for
 * none. The set is one 9 MB JSON file, read on the first picture asked and kept.
 */
export function emojiArt(name: string): string | null {
  emojiSet ??= JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  ) as EmojiSet;
  const icon = Object.hasOwn(emojiSet.icons, name) ? emojiSet.icons[name] : undefined;
  if (!icon) return null;
  const w = emojiSet.width ?? 16;
  const h = emojiSet.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="64" height="64">${icon.body}</svg>`;
}

// ---- flags ----

/** The flag of a country by its ISO 3166 alpha-2 code (`IN`, `sa`), square, or null for none. */
export function flagArt(code: string): string | null {
  const cc = code.toLowerCase();
  if (!/^[a-z]{2}$/.test(cc)) return null;
  try {
    return readFileSync(join(FLAG_DIR, `${cc}.svg`), 'utf8');
  } catch {
    return null;
  }
}

// ---- payment channels ----

/**
 * A payment channel's mark: the brand's own (Simple Icons) in its colour on white where the brand
 * has one there, else a neutral mark of what the channel is (a bank, a wallet, a card, a phone
 * payment) on the brand's colour: never the brand's name written out.
 */
export type ChannelMark =
  | { brand: string; color: string }
  | { neutral: 'bank' | 'wallet' | 'card' | 'phone' | 'voucher'; color: string };

const NEUTRAL: Record<'bank' | 'wallet' | 'card' | 'phone' | 'voucher', string> = {
  bank: 'landmark',
  wallet: 'wallet',
  card: 'credit-card',
  phone: 'smartphone',
  voucher: 'ticket',
};

export function channelArt(mark: ChannelMark): string {
  if ('neutral' in mark) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${mark.color}"/><g transform="translate(14 14) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${lucide(NEUTRAL[mark.neutral])}</g></svg>`;
  }
  const file = readFileSync(join(BRAND_DIR, `${mark.brand}.svg`), 'utf8');
  const path = /<path d="([^"]+)"/.exec(file)?.[1] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#fff" stroke="#e6e2ef" stroke-width="2"/><path transform="translate(14 14) scale(1.5)" fill="${mark.color}" d="${path}"/></svg>`;
}

// ---- sound ----

const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.25;
/** A pentatonic scale: any sequence of it sounds like a tune. */
const SCALE_HZ = [262, 294, 330, 392, 440, 523, 587, 659];

function hash(seed: string): number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Seconds of a generated clip: enough to hear it play, small on a slow network (32 kB). */
export const CLIP_SECONDS = 4;

/**
 * A clip of `seconds` seconds: a tune of its own per seed, as an 8 kHz 8-bit mono WAV (32 kB for
 * four seconds: plays at once on a slow network), each note fading in and out so it does not click.
 */
export function clipWav(seed: string | number, seconds = CLIP_SECONDS): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
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
  const perNote = Math.round(SAMPLE_RATE * NOTE_SECONDS);
  let state = hash(String(seed)) || 1;
  let hz = SCALE_HZ[0]!;
  for (let i = 0; i < samples; i++) {
    if (i % perNote === 0) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      hz = SCALE_HZ[(state >>> 16) % SCALE_HZ.length]!;
    }
    const t = (i % perNote) / perNote;
    const envelope = Math.min(1, t * 12) * (1 - t);
    buf[44 + i] = Math.round(128 + 70 * envelope * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
  }
  return buf;
}

// ---- serving ----

export type Art = string | Buffer;

const TYPES: Record<string, string> = { svg: 'image/svg+xml', wav: 'audio/wav' };

/** The file name without spec 9's width tier (`name@800.svg` is `name.svg`: a vector has every width). */
const untiered = (file: string) => file.replace(/@(?:200|800)(?=\.[a-z0-9]+$)/, '');

/** How many generated files each route keeps: every seeded URL, with room for made-up ones. */
const CACHE_LIMIT = 4000;

/**
 * A GET route at `path` (with a `{file}` placeholder) answering `artFor(file)` with the type its
 * extension names, or 404 when the file stands for nothing. Each answer is made once and kept:
 * a list of fifty faces costs fifty generations once, not on every page load.
 */
export function artRoute<S>(path: string, artFor: (file: string) => Art | null | undefined): RawRoute<S> {
  const cache = new Map<string, Art | null>();
  return {
    method: 'GET',
    path,
    handle(_req, res, ctx) {
      const file = untiered(str(ctx.params.file) ?? '');
      let art = cache.get(file);
      if (art === undefined) {
        art = artFor(file) ?? null;
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(file, art);
      }
      const type = TYPES[/\.([a-z0-9]+)$/.exec(file)?.[1] ?? ''];
      if (art === null || !type) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      // Inline, never an attachment: a clip plays where the page is.
      res.writeHead(200, {
        'content-type': type,
        'content-length': String(Buffer.byteLength(art)),
        'cache-control': 'public, max-age=86400',
        'accept-ranges': 'none',
      });
      res.end(art);
    },
  };
}
