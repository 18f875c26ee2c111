// One lottery page, configured by its entry in lotteryPages.ts: the balance, the rules, the draw
// (the draw block: one money intent per draw, asked once in the confirm sheet), the jackpot or
// the dragon eggs where the lottery has them, the pool with each prize's odds and stock, and
// the winners.

import { Draw } from '@h5/blocks/draw';
import { GoldsBadge, goldsViewOf } from '@h5/blocks/golds-badge';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { GOLDS_READ } from '@h5/blocks/promotion/id';
import { RulesSheet } from '@h5/blocks/rules-sheet';
import { ShareButton } from '@h5/blocks/share';
import { WinnersFeed } from '@h5/blocks/winners-feed';
import { appScreenLink } from '@h5/core-api';
import { drawLottery, type LotteryInfo } from '@h5/core-api/contracts/lotteries';
import {
  Async,
  api,
  Link,
  openAppScreen,
  Page,
  type Resource,
  requestLogin,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { type LotteryPage, MY_PRIZES_TITLE } from '../lotteryPages.ts';
import { LOTTERY_READS } from '../reads.ts';
import { drawOffer, lotteryRules, OFFER_TEXT } from '../rules.ts';
import { EggCount } from './EggCount.tsx';
import { Jackpot } from './Jackpot.tsx';
import { PoolList } from './PoolList.tsx';

/**
 * The draw's height while the lottery loads, by its look (the draw block's own heights): the stage
 * keeps its size when the draw replaces the placeholder, as in the page's first-paint shell.
 */
const DRAW_HEIGHT: Record<LotteryPage['kind'], string> = {
  chest: '4.4rem',
  cards: '5.44rem',
  wheel: '9.4rem',
};

export function LotteryScreen({ page, query }: { page: LotteryPage; query: URLSearchParams }) {
  return (
    <PromotionPage query={query} title={t(page.title)} className="lot-page">
      {(ctx) => <Lottery page={page} ctx={ctx} />}
    </PromotionPage>
  );
}

function Lottery({ page, ctx: { id, promotion, phase } }: { page: LotteryPage; ctx: PromotionContext }) {
  useSignals();
  const info = useResource(
    () => api().call(LOTTERY_READS[page.lottery].call, { promotion_id: id, lottery: page.lottery }),
    [id, page.lottery],
    { keepOnError: true },
  );
  const golds = useResource(() => api().call(GOLDS_READ.call, {}), [], { keepOnError: true });
  const promo = promotion.data.value;
  return (
    <Page title={t(page.title)} className={`lot-page lot-${page.kind}`}>
      <section
        className="lot-stage"
        aria-labelledby="lot-title"
        data-testid="lottery"
        data-lottery={page.lottery}
      >
        <div className="lot-bar">
          <GoldsBadge
            view={goldsViewOf(golds)}
            onLogIn={() => void requestLogin().then((ok) => (ok ? golds.load() : undefined))}
            onRetry={() => void golds.load()}
          />
          <div className="lot-chips">
            <RulesSheet className="h5-chip" rules={lotteryRules(info.data.value)} />
            <Link to="/v/myPrizeList" className="h5-chip" testId="my-prizes-link">
              {t(MY_PRIZES_TITLE)}
            </Link>
            <ShareButton promotion={promo} className="h5-chip" />
          </div>
        </div>
        <h1 id="lot-title" className="lot-title">
          {promo ? <bdi>{promo.title}</bdi> : <span className="lot-title-placeholder" aria-hidden="true" />}
        </h1>
        <p className="lot-tagline">{t(page.tagline)}</p>
        <PhaseBanner phase={phase} className="lot-phase" />
        <Async r={info} height={DRAW_HEIGHT[page.kind]}>
          {(d) => (
            <>
              {d.jackpot ? <Jackpot jackpot={d.jackpot} /> : null}
              {d.dragon_eggs !== null ? <EggCount eggs={d.dragon_eggs} /> : null}
              <DrawArea
                page={page}
                promotionId={id}
                info={d}
                phase={phase?.phase}
                golds={golds}
                reload={() => void info.load()}
              />
            </>
          )}
        </Async>
      </section>
      <section className="h5-card lot-pool">
        <h2>{t('Prize pool')}</h2>
        <Async r={info} height="var(--lot-pool-placeholder-h)">
          {(d) => <PoolList pool={d.pool} />}
        </Async>
      </section>
      <WinnersFeed
        r={info}
        entries={(d) =>
          d.winners.map((w) => ({ key: w.key, name: w.stage_name, prize: w.prize_name, at: w.won_at * 1000 }))
        }
        title="Recent winners"
        empty="No winners yet. Be the first!"
      />
    </Page>
  );
}

function DrawArea({
  page,
  promotionId,
  info,
  phase,
  golds,
  reload,
}: {
  page: LotteryPage;
  promotionId: string;
  info: LotteryInfo;
  phase: 'before' | 'running' | 'ended' | undefined;
  golds: Resource<{ golds: number }>;
  reload: () => void;
}) {
  useSignals();
  const offer = drawOffer(phase, info.pool);
  return (
    <>
      <Draw
        kind={page.kind}
        prizes={info.pool.map(({ id, name, icon }) => ({ id, name, icon }))}
        cost={info.cost}
        balance={golds.data.value?.golds ?? null}
        confirm
        intent={`draw:${promotionId}:${page.lottery}`}
        draw={async (idempotencyKey) => {
          const r = await api().call(
            drawLottery,
            { promotion_id: promotionId, lottery: page.lottery },
            { idempotencyKey },
          );
          return r.prizes;
        }}
        onDrawn={() => {
          void golds.load();
          reload();
        }}
        recharge={() => openAppScreen(appScreenLink('recharge'))}
        disabled={offer !== 'open'}
        testId="draw-block"
      />
      {offer !== 'open' ? (
        <p className="lot-closed" role="status" data-testid="draw-closed" data-offer={offer}>
          {t(OFFER_TEXT[offer])}
        </p>
      ) : null}
    </>
  );
}
