// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buyState, goldsAfter, shopBase, shopKind } from './shop.ts';

describe('buying in the shop', () => {
  it('offers buy only with stock and enough golds', () => {
    expect(buyState({ stock: 3, price: 500 }, 500)).toBe('buy');
    expect(buyState({ stock: 3, price: 500 }, 499)).toBe('short');
    expect(buyState({ stock: 0, price: 500 }, 9000)).toBe('sold-out');
    expect(goldsAfter(6000, 1200)).toBe(4800);
  });

  it('tells the pro shop by its path', () => {
    expect(shopKind('/g/v/h5-shop-pro/stores')).toBe('pro');
    expect(shopKind('/v/h5-shop/stores')).toBe('basic');
    expect(shopBase('pro')).toBe('/v/h5-shop-pro');
  });
});
