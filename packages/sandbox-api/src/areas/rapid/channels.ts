// Payment channels and products per country (VIP and custom flows among them), and the e-mail
// confirmation of an order.

import {
  type Channel,
  type ChannelList,
  confirmOrderByEmail,
  getChannels,
  getCustomChannels,
  getProducts,
  getVipChannels,
} from '@h5/core-api/contracts/rapid';
import { type AreaHandler, fail, type HandlerContext, int, on, str } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import { certificateByToken } from './accounts.ts';
import { CHANNELS, COUNTRIES, RAPID_REFUSALS } from './catalogue.ts';
import {
  type ChannelFlow,
  customProduct,
  findProduct,
  type RapidState,
  type StoredChannel,
} from './state.ts';

function originOf(ctx: HandlerContext<RapidState>): string {
  const host = String(ctx.headers['x-forwarded-host'] ?? ctx.headers.host ?? 'localhost');
  return `http://${host}`;
}

// `bind_token` (spec 1, the page's own) only travels on: it authorises nothing here.
function listChannels(
  ctx: HandlerContext<RapidState>,
  p: Record<string, unknown>,
  flow: ChannelFlow,
): Localizable<ChannelList> {
  const custom = flow === 'large';
  const country = str(p.country) ?? '';
  if (!COUNTRIES[country]) fail(1004, RAPID_REFUSALS.noArea);
  const origin = originOf(ctx);
  const mine = [...ctx.state.channels.values()].filter((c) => c.country === country && c.flow === flow);
  const pub = ({ country: _c, group: _g, flow: _f, ...c }: StoredChannel): Localizable<Channel> => ({
    ...c,
    // Relative seeds live on the sandbox's own origin; forced URLs (switches) stay as set.
    redirect_url: c.redirect_url.startsWith('/') ? origin + c.redirect_url : c.redirect_url,
    // The custom (large) flow confirms every card order by e-mail.
    need_email: c.need_email || (custom && c.kind === 'redirect' && /card|cc_/.test(c.sub_channel)),
  });
  const groups: Localizable<ChannelList>['data_nest'][number][] = [];
  for (const [gi, [name, popup]] of (CHANNELS[country]?.groups ?? []).entries()) {
    const list = mine.filter((c) => c.group === gi + 1).map(pub);
    if (list.length) groups.push({ id: gi + 1, name, icon: list[0]!.icon, popup_visible: popup, data: list });
  }
  return { data: mine.filter((c) => c.group === undefined).map(pub), data_nest: groups };
}

export const channelHandlers: Array<AreaHandler<RapidState>> = [
  on(getChannels, (ctx, p) => listChannels(ctx, p, 'quick')),
  on(getCustomChannels, (ctx, p) => listChannels(ctx, p, 'large')),
  on(getVipChannels, (ctx, p) => listChannels(ctx, p, 'vip')),
  on(getProducts, ({ state }, p) => {
    const channel = state.channels.get(int(p.channel_id) ?? -1);
    if (!channel) fail(1005, RAPID_REFUSALS.noChannel);
    const list = state.products.get(channel.id) ?? [];
    if (p.amount === undefined) return { list };
    // An amount (coins) is priced as the one package of it, where the channel takes one.
    const custom = customProduct(state, channel.id, int(p.amount) ?? Number.NaN);
    return custom ? { list: [custom] } : fail(1007, RAPID_REFUSALS.badAmount);
  }),
  on(confirmOrderByEmail, (ctx, p) => {
    const user = ctx.requireUser();
    certificateByToken(ctx.state, str(p.bind_token));
    const email = str(p.email)?.trim() ?? '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(1006, RAPID_REFUSALS.badEmail);
    const product_id = str(p.product_id) ?? '';
    const channel = ctx.state.channels.get(int(p.channel_id) ?? -1);
    if (!channel || !findProduct(ctx.state, product_id) || !product_id.includes(`-${channel.id}-`)) {
      fail(1005, RAPID_REFUSALS.noChannel);
    }
    const order_id = `EM${String(ctx.state.nextOrder++).padStart(6, '0')}`;
    ctx.state.emailConfirmations.push({ order_id, email, uid: user.uid, product_id });
    return { order_id, email };
  }),
];
