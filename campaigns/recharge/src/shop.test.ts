// @vitest-environment node
import { flattenRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';
import { buyState, goldsAfter, shopBase, shopKind } from './shop.ts';

describe('buying in the shop', () => {
  it('offers buy only with stock and enough golds', () => {
    expect(buyState({ stock: 3, price: 500 }, 500)).toBe('buy');
    expect(buyState({ stock: 3, price: 500 }, 499)).toBe('short');
    expect(buyState({ stock: 0, price: 500 }, 9000)).toBe('sold-out');
    expect(goldsAfter(6000, 1200)).toBe(4800);
  });

  it("tells the pro shop by its path, and each shop's links stay on its own pages", () => {
    expect(shopKind('/g/v/h5-shop-pro/stores')).toBe('pro');
    expect(shopKind('/v/h5-shop/stores')).toBe('basic');
    // The links the shop's tabs and results build lead to pages the campaign serves, of the same shop.
    const served = flattenRoutes(routes.routes).map((r) => r.path);
    for (const kind of ['basic', 'pro'] as const) {
      for (const page of ['stores', 'my', 'result', 'partyRoomDetail']) {
        const to = `${shopBase(kind)}/${page}`;
        expect(served, to).toContain(to);
        expect(shopKind(to)).toBe(kind);
      }
    }
  });
});
