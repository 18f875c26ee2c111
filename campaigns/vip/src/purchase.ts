// Buying a VIP package hands off to the VIP recharge page of campaigns/quick-recharge under the
// official certificate, whose source is web_official (spec 4): that page asks for the purchasing
// account (default area ME) and the payment method, and pays through the payment block. The packages themselves come from /thanksgiving/vipsku by app and
// platform.

import { OFFICIAL_CERTIFICATE } from '@h5/blocks/payment';
import type { appInfo } from '@h5/ui-kit';

type AppInfo = ReturnType<typeof appInfo>;

export const VIP_RECHARGE_PATH = `/v/vip-recharge/${OFFICIAL_CERTIFICATE}`;

/** The main app's name, for a page opened outside the app. */
export const DEFAULT_APP_NAME = 'sm';

export const CONTINUE_TO_PAYMENT = 'Continue to payment';
export const PAYMENT_NEXT = 'Next you choose how to pay and enter the purchasing account.';

/** The `app_name` and `platform` the package call takes; a browser is the web store. */
export function skuParams(info: Pick<AppInfo, 'inApp' | 'appName' | 'platform'>): {
  app_name: string;
  platform: string;
} {
  if (!info.inApp) return { app_name: DEFAULT_APP_NAME, platform: 'web' };
  return {
    app_name: info.appName ?? DEFAULT_APP_NAME,
    platform: info.platform === 'unknown' ? 'web' : info.platform,
  };
}

/**
 * The VIP recharge page's address under this page's router base, with the visit's parameters
 * (language, app) carried along.
 */
export function vipRechargeHref(base: '' | '/g', visitQuery: string): string {
  return `${base}${VIP_RECHARGE_PATH}${visitQuery ? `?${visitQuery}` : ''}`;
}
