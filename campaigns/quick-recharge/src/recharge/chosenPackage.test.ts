// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packageOfSku, readSkuId } from './chosenPackage.ts';

const product = (id: string, days?: number) => ({ id, product: id, price: 1, currency: 'USD', days });

describe('the package chosen on the sale page', () => {
  it('reads a well-formed sku from the link, nothing else', () => {
    expect(readSkuId(new URLSearchParams('sku_id=sm.vip.30d.ios'))).toBe('sm.vip.30d.ios');
    for (const bad of ['', 'sku_id=', 'sku_id=<b>', `sku_id=${'a'.repeat(65)}`])
      expect(readSkuId(new URLSearchParams(bad))).toBeNull();
  });

  it('is the channel package of the same period', () => {
    const list = [product('vip-1-1', 7), product('vip-1-2', 30), product('vip-1-3', 90)];
    expect(packageOfSku(list, { days: 30 })?.id).toBe('vip-1-2');
    expect(packageOfSku(list, { days: 14 })).toBeNull();
    expect(packageOfSku([product('gold-1-600')], { days: 30 })).toBeNull();
    expect(packageOfSku(list, null)).toBeNull();
  });
});
