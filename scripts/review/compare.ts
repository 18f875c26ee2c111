// What changed between a version's screens and the live version's: a pixel diff of each pair
// (pixelmatch on sharp's raw pixels; see docs/decisions/review-page.md), the share of pixels
// changed, and the order a reader meets them in: changed first, most changed on top.

import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { ShotSpec } from './shots.ts';

export type ShotStatus = 'changed' | 'new' | 'gone' | 'unchanged' | 'missing';

export interface Compared {
  spec: ShotSpec;
  status: ShotStatus;
  /** Share of pixels changed, 0..1 (1 when the pictures differ in size or one is missing). */
  share: number;
  /** The red-on-grey difference picture, when both pictures exist and differ. */
  diff: Buffer | null;
}

/** pixelmatch's per-pixel colour threshold: anti-aliasing noise below it is not a change. */
export const PIXEL_THRESHOLD = 0.1;

/** Compares two PNGs; identical bytes are unchanged without decoding. */
export async function diffPictures(
  current: Buffer,
  live: Buffer,
): Promise<{ share: number; diff: Buffer | null }> {
  if (current.equals(live)) return { share: 0, diff: null };
  const [a, b] = await Promise.all(
    [current, live].map((p) => sharp(p).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = a!.info;
  if (width !== b!.info.width || height !== b!.info.height) return { share: 1, diff: null };
  const out = Buffer.alloc(width * height * 4);
  const changed = pixelmatch(a!.data, b!.data, out, width, height, { threshold: PIXEL_THRESHOLD });
  const diff = await sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { share: changed / (width * height), diff };
}

/**
 * Each screen of this version against the live version's of the same key; the live version's
 * screens this one no longer has come last as `gone`.
 */
export async function compareShots(
  current: Array<ShotSpec & { png: Buffer | null }>,
  live: Map<string, Buffer> | null,
  liveSpecs: ShotSpec[] = [],
): Promise<Compared[]> {
  const out: Compared[] = [];
  for (const s of current) {
    const { png, ...spec } = s;
    const before = live?.get(s.key) ?? null;
    if (!png) out.push({ spec, status: 'missing', share: 1, diff: null });
    else if (!before) out.push({ spec, status: 'new', share: 1, diff: null });
    else {
      const d = await diffPictures(png, before);
      out.push({ spec, status: d.share > 0 ? 'changed' : 'unchanged', share: d.share, diff: d.diff });
    }
  }
  const keys = new Set(current.map((s) => s.key));
  for (const spec of liveSpecs)
    if (!keys.has(spec.key)) out.push({ spec, status: 'gone', share: 1, diff: null });
  return out;
}

const RANK: Record<ShotStatus, number> = { missing: 0, changed: 1, new: 2, gone: 3, unchanged: 4 };

/**
 * The reading order: screens that could not be taken, then changed ones (most changed first),
 * new, gone, and the unchanged last; ties keep the campaign's own order.
 */
export function readingOrder(items: readonly Compared[]): Compared[] {
  return items
    .map((c, i) => ({ c, i }))
    .sort(
      (x, y) =>
        RANK[x.c.status] - RANK[y.c.status] ||
        (x.c.status === 'changed' ? y.c.share - x.c.share : 0) ||
        x.i - y.i,
    )
    .map(({ c }) => c);
}

/** Screens a reader must look at, and the ones folded away because nothing moved. */
export function fold(items: readonly Compared[]): { open: Compared[]; folded: Compared[] } {
  const ordered = readingOrder(items);
  return {
    open: ordered.filter((c) => c.status !== 'unchanged'),
    folded: ordered.filter((c) => c.status === 'unchanged'),
  };
}
