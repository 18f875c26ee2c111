// The web store and the pages around it (spec 2 "Recharge and VIP", spec 7 "Payment host"): open
// channels and packages from the pay host's own catalogue (the rapid area's channels, paid on its
// provider pages, so there is one payment server), the recharge record with the provider's orders
// in it, the discounts, the first-recharge offer and lottery, recharge activities, and the shops.

import { defineArea } from '../../area.ts';
import { ACTIVITY_PROMOTIONS } from './catalogue.ts';
import { iconRoutes } from './icons.ts';
import { offerHandlers } from './offers.ts';
import { shopHandlers } from './shop.ts';
import { type RechargeState, seedState } from './state.ts';
import { storeHandlers } from './store.ts';

export const rechargeArea = defineArea<RechargeState>({
  name: 'recharge',
  seed: seedState,
  promotions: ACTIVITY_PROMOTIONS,
  handlers: [...storeHandlers, ...offerHandlers, ...shopHandlers],
  raw: iconRoutes,
  switches: {
    /** Ends a discount now (to see an expired one). */
    endDiscount(state, body, clock) {
      const kind = body.kind === 'vip' ? 'vip' : 'gold';
      state.discountEnds[kind] = clock.now() - 1000;
      return { kind, end: state.discountEnds[kind] };
    },
    /** Sets a good's stock (to see one sell out). */
    stock(state, body) {
      state.stock.set(Number(body.goods_id), Number(body.stock));
      return { goods_id: body.goods_id, stock: body.stock };
    },
  },
});

export { ORDER_EXPIRY_MS } from './catalogue.ts';
export type { RechargeState } from './state.ts';
