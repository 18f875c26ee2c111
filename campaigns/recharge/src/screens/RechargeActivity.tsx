// Spec 2 /v/recharge-activity, -new, -april and /v/august-recharge: the recharge tiers of the
// promotion, progress from recharges within its time, each reached tier claimed once while it
// runs, and the phase before, during and after on the server's clock.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { PromotionPage } from '@h5/blocks/promotion';
import type { CampaignPhase } from '@h5/core-api';
import {
  type RechargeActivity as Activity,
  claimRechargeTier,
  getRechargeActivity,
  type RechargeTier,
} from '@h5/core-api/contracts/recharge';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  failureText,
  Link,
  language,
  Page,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { tierProgress, tierState } from '../offers.ts';
import { ACTIVITY_TEXTS, TITLES } from '../texts.ts';

export function RechargeActivity({ query }: { query: URLSearchParams }) {
  useSignals();
  return (
    <PromotionPage query={query} title={t(TITLES.activity)} className="rc-page">
      {({ id, promotion, phase }) => (
        <Page title={promotion.data.value?.title ?? t(TITLES.activity)} className="rc-page">
          {/* The activity's slogan (spec 3), not its title again: the header says that. */}
          <header className="rc-hero" data-testid="hero">
            <p className="rc-hero-line">
              <bdi>{promotion.data.value?.slogan ?? ''}</bdi>
            </p>
          </header>
          <PhaseBanner phase={phase} />
          <Tiers promotionId={id} phase={phase?.phase ?? null} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Tiers({ promotionId, phase }: { promotionId: string; phase: CampaignPhase | null }) {
  const r = useResource(() => api().call(getRechargeActivity, { promotion_id: promotionId }), [promotionId]);
  return (
    <Async r={r} height="8rem">
      {(a) => <TierList a={a} promotionId={promotionId} phase={phase} reload={() => void r.load()} />}
    </Async>
  );
}

function TierList({
  a,
  promotionId,
  phase,
  reload,
}: {
  a: Activity;
  promotionId: string;
  phase: CampaignPhase | null;
  reload: () => void;
}) {
  return (
    <section className="h5-card">
      <p className="rc-h" data-testid="recharged">
        {t(ACTIVITY_TEXTS.recharged, { coins: a.recharged_coins })}
      </p>
      {phase === 'before' ? <p className="rc-note">{t(ACTIVITY_TEXTS.before)}</p> : null}
      {phase === 'ended' ? <p className="rc-note">{t(ACTIVITY_TEXTS.after)}</p> : null}
      <ul className="rc-tiers" data-testid="tiers">
        {a.tiers.map((tier) => (
          <Tier key={tier.id} tier={tier} a={a} promotionId={promotionId} phase={phase} onClaimed={reload} />
        ))}
      </ul>
      {phase === 'running' ? (
        <div className="h5-link-buttons">
          <Link to="/v/recharge" className="h5-button">
            {t(ACTIVITY_TEXTS.recharge)}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function Tier({
  tier,
  a,
  promotionId,
  phase,
  onClaimed,
}: {
  tier: RechargeTier;
  a: Activity;
  promotionId: string;
  phase: CampaignPhase | null;
  onClaimed: () => void;
}) {
  useSignals();
  const lang = language.value;
  // Claimed here before the list is read again: the button must not offer it meanwhile.
  const [claimedNow, setClaimedNow] = useState(false);
  const [claim, pending] = useMoneyAction(`recharge-tier:${promotionId}:${tier.id}`, (key) =>
    api().call(claimRechargeTier, { promotion_id: promotionId, tier_id: tier.id }, { idempotencyKey: key }),
  );
  const state = claimedNow ? 'claimed' : tierState(tier, a.recharged_coins, phase);
  const onClaim = async () => {
    const outcome = await claim();
    if (!outcome) return;
    if (outcome.kind === 'done') {
      setClaimedNow(true);
      toast(t(ACTIVITY_TEXTS.claimedToast));
      onClaimed();
    } else toast(failureText(outcome.message));
  };
  return (
    <li className="rc-tier" data-testid="tier" data-state={state}>
      <Img src={tier.reward.icon} alt="" width={44} height={44} />
      <div className="rc-tier-main">
        <span className="rc-tier-title">{t(ACTIVITY_TEXTS.tier, { coins: tier.coins })}</span>
        <span className="rc-tier-reward">
          <bdi>{tier.reward.name}</bdi> <span dir="ltr">×{formatNumber(lang, tier.reward.amount)}</span>
        </span>
        <progress className="rc-progress" max={1} value={tierProgress(tier, a.recharged_coins)} />
      </div>
      {state === 'claim' ? (
        <button
          type="button"
          className="h5-button rc-tier-button"
          disabled={pending}
          aria-busy={pending}
          onClick={onClaim}
          data-testid="tier-claim"
        >
          {t(ACTIVITY_TEXTS.claim)}
        </button>
      ) : (
        <span className="rc-tier-button rc-tier-off" data-testid={`tier-${state}`}>
          {t(
            state === 'claimed'
              ? ACTIVITY_TEXTS.claimed
              : state === 'closed' && phase === 'ended'
                ? ACTIVITY_TEXTS.expired
                : ACTIVITY_TEXTS.locked,
          )}
        </span>
      )}
    </li>
  );
}
