// Spec 2 /v/vip-sale: the VIP packages with the sale's bonus and its end on the server's clock,
// the user's flag, and the recharge rebate VIPs get.

import { api, Page, t, useResource, useSignals, useSignedIn } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { Rebate } from '../components/Rebate.tsx';
import { Sale } from '../components/Sale.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { ACTIVITY_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useVipCard } from '../useVip.ts';

export const SALE_SUB = 'More days on every package while the sale lasts';

export function VipSale() {
  useSignals();
  const card = useVipCard();
  const activity = useResource(() => api().call(ACTIVITY_READ.call, {}), []);
  const signedIn = useSignedIn();
  return (
    <Page title={t(TITLES.sale)} className="vip-page">
      <Hero line={t(SALE_SUB)} />
      <VipStatus card={card} />
      <Sale
        activity={activity.data.value}
        card={card}
        activityError={activity.error.value}
        onRetry={() => void activity.load()}
      />
      <VipMenu />
      {/* Last: it shows once the user is known, and nothing below it moves. */}
      {signedIn ? <Rebate /> : null}
    </Page>
  );
}
