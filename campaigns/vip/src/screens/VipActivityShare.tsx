// Spec 2 /v/vip-activity-share: what a shared link to the activity opens, mostly outside the app:
// the activity, its sale, the top of the ranking and one way forward, the activity in the app.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { usePhase } from '@h5/blocks/promotion';
import { appWebviewLink } from '@h5/core-api';
import { getActivityUserRank } from '@h5/core-api/contracts/vip';
import {
  Async,
  api,
  appInfo,
  href,
  Link,
  language,
  openAppScreen,
  Page,
  Skeleton,
  t,
  useResource,
  useSignals,
  useSignedIn,
  withVisitQuery,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Hero } from '../components/Hero.tsx';
import { POINTS } from '../components/Rankings.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { num } from '../format.ts';
import { ACTIVITY_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { SALE_PHASE_TEXTS } from '../sale.ts';
import { useVipCard } from '../useVip.ts';

export const ACTIVITY_PATH = '/v/vip-activity';
// The shared link's `share_type` marks a page outside the app: the app opens the activity without it.
export const JOIN_IN_APP = 'Join the festival in the app';
export const TOP_OF_FESTIVAL = 'Top of the festival';

export function VipActivityShare() {
  useSignals();
  const activity = useResource(() => api().call(ACTIVITY_READ.call, {}), []);
  const a = activity.data.value;
  const phase = usePhase(a);
  // Mostly opened by visitors: the flag shows to a signed-in user, no sign-in prompt twice.
  const signedIn = useSignedIn();
  return (
    <Page title={t(TITLES.share)} className="vip-page">
      <Hero line={a ? <bdi>{a.slogan}</bdi> : '\u00a0'} />
      {signedIn ? <SignedInStatus /> : null}
      <section className="h5-card vip-share-card">
        <PhaseBanner phase={phase} texts={SALE_PHASE_TEXTS} className="vip-sale-phase" />
        {appInfo().inApp ? (
          <Link to={ACTIVITY_PATH} className="h5-button h5-button-block" testId="open-activity">
            {t(JOIN_IN_APP)}
          </Link>
        ) : (
          <button
            type="button"
            className="h5-button h5-button-block"
            data-testid="open-in-app"
            onClick={() =>
              openAppScreen(
                appWebviewLink(location.origin + href(withVisitQuery(ACTIVITY_PATH, { share_type: null }))),
              )
            }
          >
            {t(JOIN_IN_APP)}
          </button>
        )}
      </section>
      <Async r={activity} placeholder={<Skeleton height="9rem" />}>
        {(d) => <Top activityId={d.activity_id} />}
      </Async>
    </Page>
  );
}

function Top({ activityId }: { activityId: string }) {
  useSignals();
  const r = useResource(
    () => api().call(getActivityUserRank, { activity_id: activityId, page: 1 }),
    [activityId],
  );
  return (
    <section className="h5-card" aria-labelledby="vip-top-title">
      <h2 id="vip-top-title" className="vip-section-title">
        {t(TOP_OF_FESTIVAL)}
      </h2>
      <Async
        r={r}
        placeholder={<Skeleton height="7rem" />}
        isEmpty={(d) => d.list.length === 0}
        empty={t('Nobody is ranked yet.')}
      >
        {(d) => (
          <ol className="vip-top" data-testid="top">
            {d.list.slice(0, 3).map((row) => (
              <li key={row.uid} className="vip-rank-row">
                <span className={`vip-rank-place vip-rank-place-${row.rank}`}>
                  {num(language.value, row.rank)}
                </span>
                <Avatar src={row.avatar} size={36} />
                <UserName name={row.stage_name} className="vip-rank-name" />
                <span className="vip-rank-score">{t(POINTS, { n: row.score })}</span>
              </li>
            ))}
          </ol>
        )}
      </Async>
    </section>
  );
}

function SignedInStatus() {
  const card = useVipCard();
  return <VipStatus card={card} />;
}
