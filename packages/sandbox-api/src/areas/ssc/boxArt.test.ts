import { describe, expect, it } from 'vitest';
import { emojiArt } from '../../kit/art.ts';
import { boxIconUrl, boxSvg } from './boxArt.ts';
import { OPTIONS } from './rules.ts';

describe('the blind boxes’ pictures', () => {
  it('draws a different animal for every box of the game, from the art module', () => {
    const pictures = OPTIONS.map((o) => boxSvg(o.bet_id));
    for (const svg of pictures) expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    expect(boxSvg(1)).toBe(emojiArt('bear'));
    expect(new Set(pictures).size).toBe(OPTIONS.length);
  });
  it('names each box’s picture in the box, and draws none for a box the game lacks', () => {
    for (const o of OPTIONS) expect(o.icon).toBe(boxIconUrl(o.bet_id));
    expect(boxSvg(99)).toBeNull();
  });
});
