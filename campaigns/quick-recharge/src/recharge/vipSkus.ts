// The VIP flow's price list: the sale page's own sku list (same call, app, platform and country),
// read once per screen. It names the package the sale page confirmed and the area its prices are
// in, which is the area the VIP recharge page opens on (issue 51: confirmed is what is charged).

import { getVipSkus, type VipSkuList, vipSkuParams } from '@h5/core-api/contracts/vip';
import { api, appInfo, type Resource, useResource, visitCountry } from '@h5/ui-kit';
import { useEffect } from 'react';
import { followPricedArea, type RechargeState } from './rechargeState.ts';

/** The sku list in the VIP flow (null in the others), moving the area to the one it is priced in. */
export function useVipSkus(s: RechargeState): Resource<VipSkuList | null> {
  const params = vipSkuParams(appInfo());
  const vip = s.flow.name === 'vip';
  const r = useResource(
    () => (vip ? api().call(getVipSkus, { ...params, country: visitCountry() }) : Promise.resolve(null)),
    [vip, params.app_name, params.platform],
  );
  const priced = r.data.value?.country;
  useEffect(() => {
    if (priced) followPricedArea(s, priced);
  }, [s, priced]);
  return r;
}

/**
 * Whether the area to show is known: always outside the VIP flow; in it, once the page is on the
 * area the list is priced in (or the user picked one, or the list failed and the default stands),
 * so the channels of another area never flash by.
 */
export function areaSettled(s: RechargeState, skus: Resource<VipSkuList | null>): boolean {
  if (s.flow.name !== 'vip' || skus.error.value !== null) return true;
  const d = skus.data.value;
  return d !== undefined && (d === null || s.areaPicked || s.area.value === d.country);
}
