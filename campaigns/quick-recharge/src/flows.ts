// The three recharge flows of one screen (spec 2, 5, 9): which channel call they use, their
// default area and their validation texts. The `-privacy` variants share a flow.

import type { CallDef } from '@h5/core-api';
import {
  type ChannelList,
  getChannels,
  getCustomChannels,
  getVipChannels,
} from '@h5/core-api/contracts/rapid';

export const DEFAULT_ACCOUNT_TYPE = 6;
const DEFAULT_AREA_QUICK = 'IN';
const DEFAULT_AREA_VIP = 'ME';

const MSG_ENTER_ACCOUNT = 'Please enter your recharge account number';
const MSG_ENTER_PURCHASING_ACCOUNT = 'Please enter your purchasing account number';
const MSG_CONFIRM_ACCOUNT = 'Please confirm your account';
export const MSG_WAIT_OR_REFRESH = 'Please wait or refresh';
export const MSG_CHOOSE_CHANNEL = 'Please choose a payment method';
export const MSG_CHOOSE_PRODUCT = 'Please choose a package';
export const MSG_ENTER_EMAIL = 'Please enter a valid e-mail address';

/**
 * Account types (`category`) offered: only the server's, 6 by default (spec 9). The spec names no
 * other value, so the page invents none.
 */
export const ACCOUNT_TYPES: ReadonlyArray<{ category: number; label: string }> = [
  { category: DEFAULT_ACCOUNT_TYPE, label: 'StarMaker ID' },
];

export type FlowName = 'quick' | 'large' | 'vip';

export interface Flow {
  name: FlowName;
  title: string;
  defaultArea: string;
  channels: CallDef<{ country: string; uid?: number; bind_token?: string }, ChannelList>;
  missingAccount: string;
  missingAccountType: string;
}

export const FLOWS: Record<FlowName, Flow> = {
  quick: {
    name: 'quick',
    title: 'Quick recharge',
    defaultArea: DEFAULT_AREA_QUICK,
    channels: getChannels,
    missingAccount: MSG_ENTER_ACCOUNT,
    missingAccountType: MSG_CONFIRM_ACCOUNT,
  },
  large: {
    name: 'large',
    title: 'Large recharge',
    defaultArea: DEFAULT_AREA_QUICK,
    channels: getCustomChannels,
    missingAccount: MSG_ENTER_ACCOUNT,
    missingAccountType: MSG_CONFIRM_ACCOUNT,
  },
  vip: {
    name: 'vip',
    title: 'VIP recharge',
    defaultArea: DEFAULT_AREA_VIP,
    channels: getVipChannels,
    missingAccount: MSG_ENTER_PURCHASING_ACCOUNT,
    missingAccountType: MSG_CONFIRM_ACCOUNT,
  },
};

/** The lookup's own check, before any request: the flow's message, or null when it may go. */
export function accountInputError(flow: Flow, category: number | null, id: string): string | null {
  if (!id.trim()) return flow.missingAccount;
  if (category === null || !ACCOUNT_TYPES.some((t) => t.category === category))
    return flow.missingAccountType;
  return null;
}

/** The pay tap's checks, in the spec's order: the account first, then the operator token. */
export function payError(
  flow: Flow,
  s: { account: unknown; token: string | null; channel: unknown; product: unknown },
): string | null {
  if (!s.account) return flow.missingAccount;
  if (!s.token) return MSG_WAIT_OR_REFRESH;
  if (!s.channel) return MSG_CHOOSE_CHANNEL;
  if (!s.product) return MSG_CHOOSE_PRODUCT;
  return null;
}

/** Spec 5: the e-mail the order confirmation goes to. */
export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());
