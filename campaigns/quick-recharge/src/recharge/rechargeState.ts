// What the recharge screen's parts share: the certificate, the account, the area, the chosen
// channel and package and the e-mail. One store per screen, so two flows never share a choice.

import type { Certificate, Channel, Product, RechargeUser } from '@h5/core-api/contracts/rapid';
import type { VipSku } from '@h5/core-api/contracts/vip';
import { type Signal, signal } from '@h5/ui-kit';
import type { Flow } from '../flows.ts';
import { readRecentAccounts } from '../recentAccounts.ts';

export interface RechargeState {
  flow: Flow;
  privacy: boolean;
  /** The certificate parameter of the route (`opid`). */
  param: string;
  cert: Signal<(Certificate & { token: string }) | null>;
  account: Signal<RechargeUser | null>;
  recents: Signal<RechargeUser[]>;
  area: Signal<string>;
  /** Whether the user picked the area: a later answer of the priced area must not undo it. */
  areaPicked: boolean;
  channel: Signal<Channel | null>;
  product: Signal<Product | null>;
  /** The VIP package chosen on the sale page, once its sku is read; chosen in every channel's list. */
  sku: Signal<VipSku | null>;
  email: Signal<string>;
  /** The e-mail field's own error, shown under it until the address changes. */
  emailError: Signal<string | null>;
}

export function createRechargeState(flow: Flow, privacy: boolean, param: string): RechargeState {
  return {
    flow,
    privacy,
    param,
    cert: signal(null),
    account: signal(null),
    recents: signal(privacy ? [] : readRecentAccounts()),
    area: signal(flow.defaultArea),
    areaPicked: false,
    channel: signal(null),
    product: signal(null),
    sku: signal(null),
    email: signal(''),
    emailError: signal(null),
  };
}

/** Another channel has other products: the old choice must not show under it. */
export function chooseChannel(s: RechargeState, c: Channel): void {
  if (s.channel.value?.id !== c.id) s.product.value = null;
  s.channel.value = c;
}

/** Another area lists other channels: the choice goes with the old list. */
export function chooseArea(s: RechargeState, area: string): void {
  s.areaPicked = true;
  moveToArea(s, area);
}

/**
 * The area the server priced the user's VIP packages in (the sale page's prices): the page opens
 * on it, unless the user has already picked one.
 */
export function followPricedArea(s: RechargeState, area: string): void {
  if (!s.areaPicked) moveToArea(s, area);
}

function moveToArea(s: RechargeState, area: string): void {
  if (s.area.value === area) return;
  s.area.value = area;
  s.channel.value = null;
  s.product.value = null;
}
