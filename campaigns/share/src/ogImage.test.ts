// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, ogImagePng } from '../build/ogImage.ts';

describe('the preview image', () => {
  it('is a valid PNG of the size messengers show (1.91:1), small enough for a slow network', () => {
    const png = ogImagePng();
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(OG_WIDTH);
    expect(png.readUInt32BE(20)).toBe(OG_HEIGHT);
    expect(OG_WIDTH / OG_HEIGHT).toBeCloseTo(1.91, 1);
    expect(png.length).toBeLessThan(60_000);
    // The pixel rows inflate to exactly width × 3 bytes (+ 1 filter byte) each.
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect(rows.length).toBe((OG_WIDTH * 3 + 1) * OG_HEIGHT);
  });
});
