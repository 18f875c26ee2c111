// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exchangeState } from './exchange.ts';

describe('exchangeState', () => {
  it('is open when the eggs cover the price and stock is left', () => {
    expect(exchangeState({ price: 5, stock: 1 }, 5)).toBe('open');
  });
  it('asks for more eggs when they fall short', () => {
    expect(exchangeState({ price: 6, stock: 1 }, 5)).toBe('short');
  });
  it('says out of stock first, whatever the eggs', () => {
    expect(exchangeState({ price: 1, stock: 0 }, 50)).toBe('out');
  });
});
