// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wonPhrase } from './won.ts';

const p = (id: number, name: string) => ({ id, name, icon: `/i/${id}.png` });
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');

describe('wonPhrase', () => {
  it('names the prize the server answered', () => {
    expect(wonPhrase('en', [p(1, '30 Golds')])).toBe('\u206830 Golds\u2069');
  });

  it('names several, a repeated one once with how many, as the language joins a list', () => {
    expect(plain(wonPhrase('en', [p(1, 'Gem'), p(2, 'Rose'), p(1, 'Gem')]))).toBe('Gem ×2 and Rose');
    expect(plain(wonPhrase('ar', [p(1, 'Gem'), p(2, 'Rose')]))).toBe('Gem وRose');
  });
});
