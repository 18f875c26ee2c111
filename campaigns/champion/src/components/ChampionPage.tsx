// A champion's page (spec 7 "Champion"): the champion data from champion-index, the champion's
// recording to play, and the champion spin: one intent per spin with the prize landing on the
// wheel (the draw block), the spins left, a share that grants a further spin of its spin_type,
// and, for a visitor, the way to sign in. The wheel's winners follow.

import { Draw } from '@h5/blocks/draw';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PhaseInfo, PromotionPage } from '@h5/blocks/promotion';
import { WinnersFeed } from '@h5/blocks/winners-feed';
import { type ChampionIndex, championSpin, SPIN_TYPES } from '@h5/core-api/contracts/champion';
import type { Promotion } from '@h5/core-api/contracts/general';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  language,
  Page,
  type Resource,
  SignInPrompt,
  t,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { CHAMPION_READ } from '../reads.ts';
import { sharedPage, shareForSpin } from '../shareSpin.ts';
import {
  NO_SPINS_AT_ALL,
  SHARE_FOR_SPIN,
  SHARE_SPIN_TAKEN,
  SHARED,
  SIGN_IN_TO_SPIN,
  SPIN_CLOSED,
  SPIN_GRANTED,
  SPIN_TEXTS,
  SPINS_LEFT,
  shareLeft,
  spinState,
} from '../spins.ts';
import { useUserRead } from '../useUserRead.ts';
import { EntryCard } from './EntryCard.tsx';
import { Hero } from './Hero.tsx';

export function ChampionPage({ query, title }: { query: URLSearchParams; title: string }) {
  return (
    <PromotionPage query={query} title={t(title)} className="ch-page">
      {({ id, promotion, phase }) => (
        <Page title={t(title)} className="ch-page">
          <Hero promotion={promotion}>
            <PhaseBanner phase={phase} className="ch-hero-phase" />
          </Hero>
          <Champion promotionId={id} promotion={promotion} phase={phase} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Champion({
  promotionId,
  promotion,
  phase,
}: {
  promotionId: string;
  promotion: Resource<Promotion>;
  phase: PhaseInfo | null;
}) {
  const [index] = useUserRead(
    () => api().call(CHAMPION_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <>
      <Async r={index} height="14rem">
        {(c) => (
          <>
            <section className="ch-champion" data-testid="champion">
              <span className="ch-crown" aria-hidden="true" />
              <p className="ch-champion-title">
                <bdi>{c.title}</bdi>
              </p>
              <EntryCard entry={c.champion} testId="champion-entry" />
            </section>
            <Spin
              promotionId={promotionId}
              promotion={promotion}
              phase={phase}
              index={c}
              reload={() => void index.load()}
            />
          </>
        )}
      </Async>
      <WinnersFeed
        r={index}
        entries={(d) =>
          d.winners.map((w) => ({ key: w.key, name: w.stage_name, prize: w.prize_name, at: w.won_at * 1000 }))
        }
        title="Wheel winners"
        empty="Nobody has won on the wheel yet."
      />
    </>
  );
}

function Spin({
  promotionId,
  promotion,
  phase,
  index,
  reload,
}: {
  promotionId: string;
  promotion: Resource<Promotion>;
  phase: PhaseInfo | null;
  index: ChampionIndex;
  reload: () => void;
}) {
  useSignals();
  const state = spinState(index, phase);
  const [note, setNote] = useState<string | null>(null);
  const [shareNow, sharing] = useSingleFlight(async () => {
    const p = promotion.data.value;
    if (!p) return;
    const r = await shareForSpin(
      promotionId,
      sharedPage(p, location.href),
      SPIN_TYPES.champion,
      location.href,
    );
    if (r?.granted) {
      setNote(t(SPIN_GRANTED));
      reload();
    } else if (r) setNote(t(SHARED));
  }, 'champion_share');
  const canShareForSpin = shareLeft(index, SPIN_TYPES.champion);
  return (
    <section className="h5-card ch-spin" data-testid="spin" data-state={state}>
      <h2 className="ch-section-title">{t('Champion spin')}</h2>
      {index.spins_left !== null ? (
        <p className="ch-spins-left" data-testid="spins-left">
          {t(SPINS_LEFT, { n: formatNumber(language.value, index.spins_left) })}
        </p>
      ) : null}
      <Draw
        kind="wheel"
        prizes={index.prizes}
        cost={1}
        balance={index.spins_left}
        intent={`champion-spin:${promotionId}`}
        draw={async (key) => [
          (await api().call(championSpin, { promotion_id: promotionId }, { idempotencyKey: key })).prize,
        ]}
        onDrawn={reload}
        recharge={state === 'share' && canShareForSpin ? () => void shareNow() : undefined}
        disabled={state === 'visitor' || state === 'closed'}
        texts={{ ...SPIN_TEXTS, notEnough: state === 'none' ? NO_SPINS_AT_ALL : SPIN_TEXTS.notEnough }}
        testId="wheel-draw"
      />
      {state === 'visitor' ? (
        <div className="ch-visitor" data-testid="spin-visitor">
          <p>{t(SIGN_IN_TO_SPIN)}</p>
          <SignInPrompt />
        </div>
      ) : null}
      {state === 'closed' ? <p className="h5-state">{t(SPIN_CLOSED)}</p> : null}
      {state !== 'visitor' && state !== 'closed' ? (
        <div className="ch-share-spin">
          <p className="h5-muted">{canShareForSpin ? t(SHARE_FOR_SPIN) : t(SHARE_SPIN_TAKEN)}</p>
          <button
            type="button"
            className="h5-button h5-button-secondary"
            disabled={sharing || !promotion.data.value}
            onClick={() => void shareNow()}
            data-testid="share-champion"
          >
            {t('Share')}
          </button>
        </div>
      ) : null}
      {note ? (
        <p className="ch-note" role="status" data-testid="spin-note">
          {note}
        </p>
      ) : null}
    </section>
  );
}
