import { describe, expect, it } from 'vitest';
import { MAX_SIDE_PX, SHRINK_ABOVE_BYTES, shrinkImage, shrunkSize } from './shrink.ts';

describe('shrunkSize', () => {
  it('brings the longer side to 1280 px and keeps the shape', () => {
    expect(shrunkSize(1080, 2400)).toEqual({ width: 576, height: MAX_SIDE_PX });
    expect(shrunkSize(4000, 3000)).toEqual({ width: MAX_SIDE_PX, height: 960 });
  });
  it('never enlarges', () => {
    expect(shrunkSize(720, 1280)).toEqual({ width: 720, height: 1280 });
    expect(shrunkSize(8, 8)).toEqual({ width: 8, height: 8 });
  });
});

describe('shrinkImage', () => {
  it('sends a picture under the threshold as it is', async () => {
    const f = new File([new Uint8Array(SHRINK_ABOVE_BYTES)], 'a.png', { type: 'image/png' });
    expect(await shrinkImage(f)).toBe(f);
  });
  it('sends the file itself when the phone cannot redraw it', async () => {
    const f = new File([new Uint8Array(SHRINK_ABOVE_BYTES + 1)], 'a.png', { type: 'image/png' });
    expect(await shrinkImage(f)).toBe(f);
  });
});
