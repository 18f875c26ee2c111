// Support contacts per payout method: config the payout server serves, so no page writes an
// address of its own. Open to visitors, as the information pages are.

import { getSupportContacts, PAYOUT_PLATFORMS, type PayoutPlatform } from '@h5/core-api/contracts/finance';
import { type AreaHandler, on, str } from '../../area.ts';
import { FINANCE_ENVELOPE } from './constants.ts';
import type { FinanceState } from './state.ts';

/** The support desk every payout method shares, but those with a desk of their own. */
const SUPPORT_EMAIL = 'support@starmaker.example';

const OWN_DESKS: Partial<Record<PayoutPlatform, string>> = {
  paytm: 'paytm.support@starmaker.example',
};

export const supportHandlers: Array<AreaHandler<FinanceState>> = [
  on(
    getSupportContacts,
    (_ctx, p) => {
      const platform = PAYOUT_PLATFORMS.find((x) => x === str(p.platform));
      return { email: (platform && OWN_DESKS[platform]) || SUPPORT_EMAIL };
    },
    FINANCE_ENVELOPE,
  ),
];
