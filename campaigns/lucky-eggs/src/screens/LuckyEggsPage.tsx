import { GoldsBadge } from '@h5/blocks/golds-badge';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { RulesSheet } from '@h5/blocks/rules-sheet';
import { ShareButton } from '@h5/blocks/share';
import { WinnersFeed } from '@h5/blocks/winners-feed';
import { Page, type ScreenProps, t, useLoaded, useLoadOnMount, useSignals } from '@h5/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { CountSelector } from '../components/CountSelector.tsx';
import { Eggs } from '../components/Eggs.tsx';
import { HitConfirm } from '../components/HitConfirm.tsx';
import { PrizesDialog } from '../components/PrizesDialog.tsx';
import { RechargeDialog } from '../components/RechargeDialog.tsx';
import { ResultDialog } from '../components/ResultDialog.tsx';
import { canHit, EGG_PHASE_TEXTS, TAP_TO_HIT_ONCE, TAP_TO_HIT_TEN } from '../phase.ts';
import { PAGE_TITLE } from '../routes.ts';
import { eggRules } from '../rules.ts';
import { createLuckyEggPage } from '../store.ts';

/** Spec 2 `/v/lucky-eggs?promotion_id=…`: the eggs, the count, the popups and the winners. */
export function LuckyEggsPage({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(PAGE_TITLE)}>
      {(ctx) => <Game ctx={ctx} />}
    </PromotionPage>
  );
}

function Game({ ctx: { id, promotion, phase } }: { ctx: PromotionContext }) {
  useSignals();
  const page = useMemo(() => createLuckyEggPage(id, promotion), [id, promotion]);
  // The eggs' info and the golds in the first render when the page's HTML already holds them.
  useLoaded(page.info);
  useLoadOnMount(() => page.loadGolds(), [page], { inFirstRender: true });
  const [prizesOpen, setPrizesOpen] = useState(false);
  const closePrizes = useCallback(() => setPrizesOpen(false), []);
  const promo = promotion.data.value;

  return (
    <Page title={t(PAGE_TITLE)} className="egg-page">
      <section className="egg-stage" aria-labelledby="egg-title">
        <div className="egg-bar">
          <GoldsBadge
            view={page.golds.value}
            onLogIn={() => void page.logIn()}
            onRetry={() => void page.logIn()}
          />
          <div className="egg-bar-links">
            <RulesSheet className="h5-chip" rules={eggRules(page.info.data.value?.price, promo)} />
            <button type="button" className="h5-chip" onClick={() => setPrizesOpen(true)}>
              {t('Prizes')}
            </button>
            <ShareButton promotion={promo} className="h5-chip egg-share" />
          </div>
        </div>
        <h2 id="egg-title" className="egg-title">
          {promo ? promo.title : <span className="egg-title-placeholder" aria-hidden="true" />}
        </h2>
        <PhaseBanner phase={phase} texts={EGG_PHASE_TEXTS} className="egg-notice" />
        <Eggs page={page} phase={phase} />
        {/* What to do next, in words: the count buttons choose, an egg hits. */}
        <p className="egg-cta" data-testid="egg-cta">
          {canHit(phase) ? t(page.count.value === 1 ? TAP_TO_HIT_ONCE : TAP_TO_HIT_TEN) : '\u00a0'}
        </p>
        <CountSelector page={page} closed={phase !== null && !canHit(phase)} />
      </section>
      <WinnersFeed
        r={page.info}
        entries={(d) =>
          d.lucky_list.map((w) => ({
            key: w.key,
            name: w.stage_name,
            prize: w.prize_name,
            at: w.won_at * 1000,
          }))
        }
        title="Lucky winners"
        empty="No winners yet. Be the first!"
      />
      <PrizesDialog page={page} open={prizesOpen} onClose={closePrizes} />
      <HitConfirm page={page} />
      <ResultDialog page={page} />
      <RechargeDialog page={page} />
    </Page>
  );
}
