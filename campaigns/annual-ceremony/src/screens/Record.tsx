// Spec 2 /v/annual-ceremony-record?promotion_id=…: my awards of the ceremony (paged) and my shop
// purchases (paged), newest first.

import { PromotionPage } from '@h5/blocks/promotion';
import { type Award, getPurchases, type Purchase } from '@h5/core-api/contracts/annualCeremony';
import { formatDate } from '@h5/i18n';
import {
  GOLDS,
  InfiniteList,
  language,
  Page,
  pagesOf,
  type ScreenProps,
  Tabs,
  t,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { BackToCeremony } from '../components/BackToCeremony.tsx';
import { AWARDS_READ } from '../reads.ts';
import { RECORD_TEXTS, TITLES } from '../texts.ts';

export function Record({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.record)} className="ac-page">
      {({ id }) => <Lists promotionId={id} />}
    </PromotionPage>
  );
}

function Lists({ promotionId }: { promotionId: string }) {
  useSignals();
  const lang = language.value;
  const [tab, setTab] = useState<'awards' | 'purchases'>('awards');
  const when = (s: number) => formatDate(lang, s * 1000);
  return (
    <Page title={t(TITLES.record)} className="ac-page">
      <h1 className="ac-title ac-title-page">{t(TITLES.record)}</h1>
      <Tabs
        tabs={[
          { key: 'awards', label: t(RECORD_TEXTS.awards) },
          { key: 'purchases', label: t(RECORD_TEXTS.purchases) },
        ]}
        active={tab}
        onChange={setTab}
        label={t(TITLES.record)}
      />
      <section className="h5-card">
        {tab === 'awards' ? (
          <InfiniteList<Award>
            key="awards"
            load={pagesOf(AWARDS_READ.call, { promotion_id: promotionId })}
            itemKey={(a) => a.key}
            className="ac-rows"
            empty={t(RECORD_TEXTS.noAwards)}
            renderItem={(a) => (
              <div className="ac-row" data-testid="award">
                <Img src={a.icon} alt="" width={40} height={40} />
                <span className="ac-row-main">
                  <bdi>{a.name}</bdi>
                  <span className="h5-muted">
                    <bdi>{a.source}</bdi> · {when(a.won_at)}
                  </span>
                </span>
              </div>
            )}
          />
        ) : (
          <InfiniteList<Purchase>
            key="purchases"
            load={pagesOf(getPurchases, { promotion_id: promotionId })}
            itemKey={(p) => p.key}
            className="ac-rows"
            empty={t(RECORD_TEXTS.noPurchases)}
            renderItem={(p) => (
              <div className="ac-row" data-testid="purchase">
                <Img src={p.icon} alt="" width={40} height={40} />
                <span className="ac-row-main">
                  <bdi>{p.name}</bdi>
                  <span className="h5-muted">
                    {t(GOLDS, { n: p.price })} · {when(p.bought_at)}
                  </span>
                </span>
              </div>
            )}
          />
        )}
      </section>
      <BackToCeremony promotionId={promotionId} />
    </Page>
  );
}
