// Buying a VIP package hands off to the VIP recharge page of campaigns/quick-recharge under the
// official certificate, whose source is web_official (spec 4), with the chosen sku: that page
// names the package, chooses it for the user, asks for the purchasing account and the payment
// method in the area the skus are priced in (the user's, else ME), and pays through the payment
// block. The packages come from /thanksgiving/vipsku by app, platform and country, one price list
// for both pages.

import { OFFICIAL_CERTIFICATE } from '@h5/blocks/payment';
import { SKU_QUERY, vipSkuParams } from '@h5/core-api/contracts/vip';

const VIP_RECHARGE_PATH = `/v/vip-recharge/${OFFICIAL_CERTIFICATE}`;

export const CONTINUE_TO_PAYMENT = 'Continue to payment';
export const PAYMENT_NEXT = 'Next you choose how to pay and enter the purchasing account.';

/** The `app_name` and `platform` the package call takes; a browser is the web store. */
export const skuParams = vipSkuParams;

/** The VIP recharge page's path with the chosen package (the visit's parameters are added on). */
export function vipRechargePath(skuId: string): string {
  return `${VIP_RECHARGE_PATH}?${new URLSearchParams({ [SKU_QUERY]: skuId })}`;
}
