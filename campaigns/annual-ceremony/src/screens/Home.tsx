// Spec 2 /v/annual-ceremony-home?promotion_id=…: the ceremony's banner and current stage, the
// stars held (re-read from user-star after every star sent), my invite code, check-in, the
// stages' rankings with star sending, fragments and cards, the super and normal turntables, and
// the shop. Every spend is one intent asked in a confirm sheet.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { GOLDS_READ } from '@h5/blocks/promotion/id';
import { RulesSheet } from '@h5/blocks/rules-sheet';
import { ShareButton } from '@h5/blocks/share';
import {
  Async,
  api,
  GOLDS,
  Link,
  Page,
  type ScreenProps,
  Skeleton,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Cards } from '../components/Cards.tsx';
import { CheckInSection } from '../components/CheckInSection.tsx';
import { InviteCode } from '../components/InviteCode.tsx';
import { Shop } from '../components/Shop.tsx';
import { StarBoard } from '../components/StarBoard.tsx';
import { Treasure } from '../components/Treasure.tsx';
import { CARNIVAL_READ, HOME_BANNER_READ, USER_STAR_READ } from '../reads.ts';
import { reconcileStars } from '../rules.ts';
import { HOME_TEXTS, RULES, STARS, TITLES } from '../texts.ts';

/** The banner's fixed height (styles.css `.ac-banner`), which its placeholder and the shell keep. */
const BANNER_HEIGHT = '2rem';

// The turntables' wheels (the draw block) sit below the fold: their code comes after the page's.
const Turntables = lazy(() =>
  import('../components/Turntables.tsx').then((m) => ({ default: m.Turntables })),
);

export function Home({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.home)} className="ac-page">
      {(ctx) => <Ceremony ctx={ctx} />}
    </PromotionPage>
  );
}

function Ceremony({ ctx: { id, promotion, phase } }: { ctx: PromotionContext }) {
  useSignals();
  const carnival = useResource(() => api().call(CARNIVAL_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  const banner = useResource(() => api().call(HOME_BANNER_READ.call, { promotion_id: id }), [id]);
  const golds = useResource(() => api().call(GOLDS_READ.call, {}), [], { keepOnError: true });
  const [stars, setStars] = useState<number | null>(null);
  // Stars sent so far on this page: the treasure re-reads after each.
  const [sent, setSent] = useState(0);
  const onStars = (n: number) => {
    if (stars !== null && n < stars) setSent((x) => x + 1);
    setStars(n);
  };
  const c = carnival.data.value;
  useEffect(() => setStars(c ? c.star : null), [c]);
  // The stars held as the server counts them: read again after each star sent, it settles the
  // count the page lowered at once (never below 0).
  const held = useResource(() => api().call(USER_STAR_READ.call, { promotion_id: id }), [id, sent], {
    keepOnError: true,
  });
  const read = held.data.value;
  useEffect(() => {
    if (read) setStars((local) => reconcileStars(local ?? 0, read.star));
  }, [read]);
  const closed = phase?.phase !== 'running';
  const starIcon = banner.data.value?.image ?? '';
  return (
    <Page title={t(TITLES.home)} className="ac-page">
      <header className="ac-hero" data-testid="hero">
        <div className="ac-chips">
          <RulesSheet
            className="h5-chip"
            label={HOME_TEXTS.rulesTitle}
            rules={(promotion.data.value?.rules?.length ? promotion.data.value.rules : RULES).map((text) => ({
              text,
            }))}
          />
          <Link
            to="/v/annual-ceremony-record"
            query={{ promotion_id: id }}
            className="h5-chip"
            testId="record-link"
          >
            {t(HOME_TEXTS.record)}
          </Link>
          <Link to="/v/annual-honor-wall/user" query={{ promotion_id: id }} className="h5-chip">
            {t(HOME_TEXTS.honor)}
          </Link>
          <ShareButton promotion={promotion.data.value} className="h5-chip" />
        </div>
        <Async r={banner} height={BANNER_HEIGHT}>
          {(b) => (
            <div className="ac-banner">
              <Img src={b.image} alt="" width={72} height={72} />
              <div>
                <h1 className="ac-title">
                  <bdi>{b.title}</bdi>
                </h1>
                <p className="ac-slogan">
                  <bdi>{b.slogan}</bdi>
                </p>
              </div>
            </div>
          )}
        </Async>
        <PhaseBanner phase={phase} />
        <dl className="ac-wallet">
          <div data-testid="stars">
            <dt>{t(HOME_TEXTS.starsHeld)}</dt>
            <dd data-testid="star-count" data-n={stars ?? ''}>
              {stars !== null ? t(STARS, { n: stars }) : '\u00a0'}
            </dd>
          </div>
          <div data-testid="golds">
            <dt>{t(HOME_TEXTS.golds)}</dt>
            <dd>{golds.data.value ? t(GOLDS, { n: golds.data.value.golds }) : '\u00a0'}</dd>
          </div>
          <div>
            <dt>{t(HOME_TEXTS.stages)}</dt>
            <dd data-testid="stage-name">{c ? <bdi>{c.stage_info.name}</bdi> : '\u00a0'}</dd>
          </div>
        </dl>
      </header>
      <CheckInSection promotionId={id} starIcon={starIcon} onStars={setStars} />
      <InviteCode promotionId={id} />
      <Async r={carnival} height="16rem">
        {(d) => <StarBoard promotionId={id} carnival={d} stars={stars ?? d.star} onStars={onStars} />}
      </Async>
      <Treasure promotionId={id} version={sent} />
      <Cards promotionId={id} />
      <Suspense fallback={<Skeleton height="22rem" />}>
        <Turntables promotionId={id} golds={golds} closed={closed} onSpun={() => void carnival.load()} />
      </Suspense>
      <Shop promotionId={id} golds={golds} closed={closed} onBought={() => void carnival.load()} />
    </Page>
  );
}
