// Spec 2 /v/vip-activity: the seasonal VIP activity: its sale and packages, the user and room
// rankings, and sharing it (the shared link opens /v/vip-activity-share).

import { ShareButton } from '@h5/blocks/share';
import { Async, api, Page, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { Rankings } from '../components/Rankings.tsx';
import { Sale } from '../components/Sale.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { ACTIVITY_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useVipCard } from '../useVip.ts';

export function VipActivity() {
  useSignals();
  const card = useVipCard();
  const activity = useResource(() => api().call(ACTIVITY_READ.call, {}), []);
  const a = activity.data.value;
  return (
    <Page title={t(TITLES.activity)} className="vip-page">
      <Hero line={a ? <bdi>{a.slogan}</bdi> : '\u00a0'} />
      <div className="vip-actions">
        <ShareButton promotion={a} className="vip-share" />
      </div>
      <VipStatus card={card} />
      <Sale activity={a} card={card} />
      <Async r={activity} placeholder={<Skeleton height="8rem" />}>
        {(d) => <Rankings activityId={d.activity_id} />}
      </Async>
      <VipMenu />
    </Page>
  );
}
