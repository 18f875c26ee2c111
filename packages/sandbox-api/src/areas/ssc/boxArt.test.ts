import { describe, expect, it } from 'vitest';
import { boxIconUrl, boxSvg } from './boxArt.ts';
import { OPTIONS } from './rules.ts';

describe('the blind boxes’ pictures', () => {
  it('draws a different face for every box of the game, each under a kilobyte', () => {
    const pictures = OPTIONS.map((o) => boxSvg(o.bet_id));
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
      expect(svg?.length).toBeLessThan(1024);
    }
    expect(new Set(pictures).size).toBe(OPTIONS.length);
  });
  it('names each box’s picture in the box, and draws none for a box the game lacks', () => {
    for (const o of OPTIONS) expect(o.icon).toBe(boxIconUrl(o.bet_id));
    expect(boxSvg(99)).toBeNull();
  });
});
