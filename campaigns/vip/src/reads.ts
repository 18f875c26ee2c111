// The reads a VIP page makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import {
  getCustomerService,
  getEffectGoods,
  getIntimacyPrivileges,
  getMvTemplateGoods,
  getNobleIndex,
  getVipActivity,
  getVipCard,
  getVipStore,
} from '@h5/core-api/contracts/vip';
import { defineRead } from '@h5/ui-kit/reads';

export const ACTIVITY_READ = defineRead(getVipActivity);
/** The noble levels, which both noble pages read. */
export const NOBLE_INDEX_READ = defineRead(getNobleIndex);
export const VIP_CARD_READ = defineRead(getVipCard);
export const STORE_READ = defineRead(getVipStore);
export const EFFECT_GOODS_READ = defineRead(getEffectGoods);
export const MV_TEMPLATE_GOODS_READ = defineRead(getMvTemplateGoods);
export const INTIMACY_READ = defineRead(getIntimacyPrivileges);
export const CUSTOMER_SERVICE_READ = defineRead(getCustomerService);
