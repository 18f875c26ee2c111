// Quick recharge and VIP recharge (spec 7 "Payment host"): operator certificates, an accounts
// directory, areas, channels per country (a point card and nested channels among them), products
// in local currencies, e-mail order confirmation, and a payment provider page that the page's
// redirect lands on, which shows the order, marks it paid and shows the recharge result.

import { defineArea } from '../../area.ts';
import { accountHandlers } from './accounts.ts';
import { channelHandlers } from './channels.ts';
import { iconRoutes } from './icons.ts';
import { providerRoutes } from './provider.ts';
import { type RapidState, seedState } from './state.ts';

export const rapidArea = defineArea<RapidState>({
  name: 'rapid',
  seed: seedState,
  handlers: [...accountHandlers, ...channelHandlers],
  raw: [...providerRoutes, ...iconRoutes],
  switches: {
    /** Points a channel's redirect somewhere else (to try the page's allow-list). */
    redirect(state, body) {
      const channel = state.channels.get(Number(body.channel_id));
      if (!channel || typeof body.url !== 'string') throw new Error('channel_id and url are required');
      channel.redirect_url = body.url;
      return { id: channel.id, redirect_url: channel.redirect_url };
    },
    /** Marks a certificate used, as the operator back office does. */
    useCertificate(state, body) {
      const c = state.certificates.get(String(body.certificate));
      if (!c) throw new Error('unknown certificate');
      c.on_use = 2;
      return c;
    },
  },
});

export type { RapidState } from './state.ts';
