// The VIP package chosen on the sale page (campaigns/vip): its sku arrives in the link, is named
// from the same sku list the sale page showed (one price list), and is the package chosen in
// every channel's list, matched by its period, so what the sale page confirmed is what is paid.

import type { Product } from '@h5/core-api/contracts/rapid';
import { SKU_QUERY, type VipSku } from '@h5/core-api/contracts/vip';

export const YOUR_PACKAGE = 'Your package';
export const CHOSEN_ON_SALE = 'Chosen on the VIP page. Choose how to pay below.';
export const PRICED_IN_AREA = 'In this area the package has its own price: see it below.';
export const SKU_GONE = 'The package you chose is no longer on sale. Choose one below.';

/** The link's sku, when well formed (the query is anyone's to edit). */
export function readSkuId(query: URLSearchParams): string | null {
  const v = query.get(SKU_QUERY)?.trim() ?? '';
  return /^[\w.-]{1,64}$/.test(v) ? v : null;
}

/** The channel's package of the chosen sku: the VIP package of the same period, or null. */
export function packageOfSku(list: readonly Product[], sku: Pick<VipSku, 'days'> | null): Product | null {
  if (!sku) return null;
  return list.find((p) => p.days === sku.days) ?? null;
}
