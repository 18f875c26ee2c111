// @vitest-environment node
import type { ShopItem } from '@h5/core-api/contracts/annualCeremony';
import { describe, expect, it } from 'vitest';
import { shopState } from './components/Shop.tsx';

const item = (x: Partial<ShopItem> = {}): ShopItem => ({
  shop_id: 1,
  name: 'A',
  icon: '',
  price: 60,
  stock: 3,
  ...x,
});

describe('shopState', () => {
  it('offers an item in stock the user can pay for', () => {
    expect(shopState(item(), 100, false)).toBe('open');
    expect(shopState(item(), undefined, false)).toBe('open');
  });
  it('says sold out before short of golds, and closed before both', () => {
    expect(shopState(item({ stock: 0 }), 0, false)).toBe('out');
    expect(shopState(item(), 59, false)).toBe('short');
    expect(shopState(item({ stock: 0 }), 0, true)).toBe('closed');
  });
});
