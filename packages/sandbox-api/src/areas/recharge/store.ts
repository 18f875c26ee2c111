// The web store (spec 7): the country's open channels (the pay host's own channels, the ones
// quick top-up lists, point cards and Malaysian online banking among them), their packages in the
// channel's currency, the user's recharge record and one order's status for the result page.

import {
  getCoins,
  getCurrency,
  getOpenChannels,
  getRechargeOrder,
  getRechargeRecord,
  type OpenChannels,
} from '@h5/core-api/contracts/recharge';
import { type AreaHandler, fail, int, on, str } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import type { StoredChannel } from '../rapid/state.ts';
import { DEFAULT_COINS, REFUSALS, STARTING_COINS, storeCountry } from './catalogue.ts';
import { type Ctx, type RechargeState, rapidOf, rechargesOf, rowOf } from './state.ts';

const RECORD_PAGE = { size: 10 };

function originOf(ctx: Ctx): string {
  return `http://${String(ctx.headers['x-forwarded-host'] ?? ctx.headers.host ?? 'localhost')}`;
}

/** Which of the pay host's channels a module lists. */
function inModule(c: StoredChannel, module: string): boolean {
  if (module === 'online_banking') return c.flow === 'collect';
  if (c.flow !== 'quick') return false;
  return module === 'point_card' ? c.kind === 'point_card' : true;
}

export const storeHandlers: Array<AreaHandler<RechargeState>> = [
  on(getOpenChannels, (ctx, p): Localizable<OpenChannels> => {
    // spec_country (a campaign's own country) outranks the app's country, which outranks the account's.
    const asked = str(p.spec_country) || str(p.country) || ctx.user?.country;
    const country = storeCountry(asked);
    if (!country) fail(1004, REFUSALS.noArea);
    const module = str(p.module) ?? 'store';
    const rapid = rapidOf(ctx);
    const origin = originOf(ctx);
    const data = [...rapid.channels.values()]
      .filter((c) => c.country === country && inModule(c, module))
      .map((c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        kind: c.kind,
        redirect_url: c.redirect_url.startsWith('/') ? origin + c.redirect_url : c.redirect_url,
        sub_channel: c.sub_channel,
        currency: c.currency,
      }));
    return { country, data };
  }),
  on(getCurrency, (ctx, p) => {
    const rapid = rapidOf(ctx);
    const channel = rapid.channels.get(int(p.channel_id) ?? -1);
    if (!channel || (channel.flow !== 'quick' && channel.flow !== 'collect')) fail(1005, REFUSALS.noChannel);
    const list = (rapid.products.get(channel.id) ?? []).map((x) => ({
      ...x,
      coins: Number(x.id.split('-')[2]),
    }));
    return { currency: channel.currency, list };
  }),
  // The coins a user holds: the seeded ones plus what the provider credited for paid orders.
  on(getCoins, (ctx) => {
    const uid = ctx.requireUser().uid;
    return { coins: (STARTING_COINS[uid] ?? DEFAULT_COINS) + (rapidOf(ctx).credited.get(uid) ?? 0) };
  }),
  on(getRechargeRecord, (ctx, p) => {
    const user = ctx.requireUser();
    return pageOf(rechargesOf(ctx, user.uid).map(rowOf), p, RECORD_PAGE);
  }),
  on(getRechargeOrder, (ctx, p) => {
    const user = ctx.requireUser();
    const id = str(p.order_id) ?? '';
    const row = rechargesOf(ctx, user.uid).find((r) => r.order_id === id);
    return row ? rowOf(row) : fail(404, REFUSALS.noOrder);
  }),
];
