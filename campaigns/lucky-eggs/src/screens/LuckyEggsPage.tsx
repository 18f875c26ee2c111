import { ErrorState, Page, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CountSelector } from '../components/CountSelector.tsx';
import { Eggs } from '../components/Eggs.tsx';
import { GoldsBadge } from '../components/GoldsBadge.tsx';
import { PhaseNotice, usePhase } from '../components/PhaseNotice.tsx';
import { PrizesDialog } from '../components/PrizesDialog.tsx';
import { ResultDialog } from '../components/ResultDialog.tsx';
import { RulesDialog } from '../components/RulesDialog.tsx';
import { ShareButton } from '../components/ShareButton.tsx';
import { WinnersList } from '../components/WinnersList.tsx';
import { MISSING_PROMOTION_MESSAGE, readPromotionId } from '../promotionQuery.ts';
import { PAGE_TITLE } from '../routes.ts';
import { createLuckyEggPage } from '../store.ts';

/** Spec 2 `/v/lucky-eggs?promotion_id=…`: the eggs, the count, the popups and the winners. */
export function LuckyEggsPage({ query }: ScreenProps) {
  const promotionId = readPromotionId(query);
  if (!promotionId) {
    return (
      <Page title={t(PAGE_TITLE)}>
        <div className="h5-state" role="alert">
          <p>{t(MISSING_PROMOTION_MESSAGE)}</p>
        </div>
      </Page>
    );
  }
  return <Game promotionId={promotionId} />;
}

function Game({ promotionId }: { promotionId: string }) {
  useSignals();
  const page = useMemo(() => createLuckyEggPage(promotionId), [promotionId]);
  useEffect(() => page.load(), [page]);
  const [popup, setPopup] = useState<'rules' | 'prizes' | null>(null);
  const closePopup = useCallback(() => setPopup(null), []);
  const phase = usePhase(page.promotion.data.value);
  const promo = page.promotion.data.value;

  if (page.promotion.error.value) {
    return (
      <Page title={t(PAGE_TITLE)}>
        <ErrorState error={page.promotion.error.value} onRetry={() => void page.promotion.load()} />
      </Page>
    );
  }

  return (
    <Page title={t(PAGE_TITLE)} className="egg-page">
      <section className="egg-stage" aria-labelledby="egg-title">
        <div className="egg-bar">
          <GoldsBadge page={page} />
          <div className="egg-bar-links">
            <button className="egg-chip" onClick={() => setPopup('rules')}>
              {t('Rules')}
            </button>
            <button className="egg-chip" onClick={() => setPopup('prizes')}>
              {t('Prizes')}
            </button>
            <ShareButton promotion={promo} />
          </div>
        </div>
        <h2 id="egg-title" className="egg-title">
          {promo ? promo.title : <span className="egg-title-placeholder" aria-hidden="true" />}
        </h2>
        <PhaseNotice phase={phase} />
        <Eggs page={page} phase={phase} />
        <CountSelector page={page} />
      </section>
      <WinnersList page={page} />
      <RulesDialog page={page} open={popup === 'rules'} onClose={closePopup} />
      <PrizesDialog page={page} open={popup === 'prizes'} onClose={closePopup} />
      <ResultDialog page={page} />
    </Page>
  );
}
