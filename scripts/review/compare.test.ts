import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Compared, compareShots, diffPictures, fold, readingOrder } from './compare.ts';
import type { ShotSpec } from './shots.ts';

/** A 10×10 grey PNG with `marked` pixels of its first row red. */
async function png(marked = 0, width = 10): Promise<Buffer> {
  const px = Buffer.alloc(width * 10 * 4, 200);
  for (let i = 0; i < marked; i++) px.set([255, 0, 0, 255], i * 4);
  for (let i = 3; i < px.length; i += 4) px[i] = 255;
  return sharp(px, { raw: { width, height: 10, channels: 4 } })
    .png()
    .toBuffer();
}

const spec = (key: string): ShotSpec => ({
  key,
  route: '/v/x',
  url: '/v/x',
  lang: 'en',
  variant: 'visitor in a browser',
  sheet: null,
});

describe('diffPictures', () => {
  it('counts the share of pixels that changed and draws them', async () => {
    const d = await diffPictures(await png(5), await png(0));
    expect(d.share).toBeCloseTo(5 / 100);
    expect(d.diff).not.toBeNull();
    const { info } = await sharp(d.diff!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([10, 10]);
  });

  it('finds nothing between identical pictures without decoding them', async () => {
    expect(await diffPictures(await png(3), await png(3))).toEqual({ share: 0, diff: null });
  });

  it('calls pictures of another size wholly changed', async () => {
    expect(await diffPictures(await png(0, 12), await png(0))).toEqual({ share: 1, diff: null });
  });
});

describe('compareShots', () => {
  it('names each screen changed, unchanged, new, missing or gone against the live version', async () => {
    const live = new Map([
      ['a', await png(0)],
      ['b', await png(0)],
      ['gone', await png(0)],
    ]);
    const out = await compareShots(
      [
        { ...spec('a'), png: await png(0) },
        { ...spec('b'), png: await png(20) },
        { ...spec('c'), png: await png(0) },
        { ...spec('d'), png: null },
      ],
      live,
      [spec('a'), spec('b'), spec('gone')],
    );
    expect(out.map((c) => [c.spec.key, c.status, c.share])).toEqual([
      ['a', 'unchanged', 0],
      ['b', 'changed', 0.2],
      ['c', 'new', 1],
      ['d', 'missing', 1],
      ['gone', 'gone', 1],
    ]);
  });

  it('calls every screen new when nothing is live', async () => {
    const out = await compareShots([{ ...spec('a'), png: await png(0) }], null);
    expect(out.map((c) => c.status)).toEqual(['new']);
  });
});

describe('reading order and fold', () => {
  const c = (key: string, status: Compared['status'], share: number): Compared => ({
    spec: spec(key),
    status,
    share,
    diff: null,
  });
  const items = [
    c('same-1', 'unchanged', 0),
    c('little', 'changed', 0.01),
    c('new', 'new', 1),
    c('much', 'changed', 0.4),
    c('same-2', 'unchanged', 0),
    c('broken', 'missing', 1),
    c('gone', 'gone', 1),
  ];

  it('puts screens that could not be taken first, then the most changed, new, gone, unchanged', () => {
    expect(readingOrder(items).map((x) => x.spec.key)).toEqual([
      'broken',
      'much',
      'little',
      'new',
      'gone',
      'same-1',
      'same-2',
    ]);
  });

  it('folds away only the unchanged screens', () => {
    const { open, folded } = fold(items);
    expect(open.map((x) => x.spec.key)).toEqual(['broken', 'much', 'little', 'new', 'gone']);
    expect(folded.map((x) => x.spec.key)).toEqual(['same-1', 'same-2']);
  });
});
