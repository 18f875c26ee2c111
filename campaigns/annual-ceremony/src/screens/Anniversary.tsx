// Spec 2 /v/anniversary-19?promotion_id=…: the app's 19th anniversary, told with the ceremony's
// banner and this year's leaders of every list (finalTop, teamTopList), and the way to the ceremony.

import { PromotionPage } from '@h5/blocks/promotion';
import { ShareButton } from '@h5/blocks/share';
import { formatNumber } from '@h5/i18n';
import { Async, api, Link, language, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { FINAL_TOP_READ, HOME_BANNER_READ } from '../reads.ts';
import { ANNIVERSARY_TEXTS, HOME_TEXTS, STAGE_LABELS, TITLES } from '../texts.ts';

export function Anniversary({ query }: ScreenProps) {
  useSignals();
  return (
    <PromotionPage query={query} title={t(TITLES.anniversary)} className="ac-page">
      {({ id, promotion }) => <Celebration promotionId={id} promotion={promotion.data.value} />}
    </PromotionPage>
  );
}

function Celebration({
  promotionId,
  promotion,
}: {
  promotionId: string;
  promotion: Parameters<typeof ShareButton>[0]['promotion'];
}) {
  useSignals();
  const lang = language.value;
  const banner = useResource(
    () => api().call(HOME_BANNER_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  const top = useResource(
    () => api().call(FINAL_TOP_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <Page title={t(TITLES.anniversary)} className="ac-page">
      <header className="ac-hero ac-anniversary">
        <span className="ac-nineteen" aria-hidden="true">
          {formatNumber(lang, 19)}
        </span>
        <h1 className="ac-title">{t(TITLES.anniversary)}</h1>
        <p className="ac-slogan">{t(ANNIVERSARY_TEXTS.thanks)}</p>
        <Async r={banner} height="3rem">
          {(b) => (
            <p className="ac-banner-line">
              <Img src={b.image} alt="" width={32} height={32} />
              <bdi>{b.title}</bdi>
            </p>
          )}
        </Async>
        <ShareButton promotion={promotion} className="h5-chip" />
      </header>
      <section className="h5-card" aria-labelledby="ac-leaders">
        <h2 id="ac-leaders">{t(ANNIVERSARY_TEXTS.winners)}</h2>
        <Async r={top} height="14rem">
          {(d) => (
            <ul className="ac-rows" data-testid="final-top">
              {d.list.map(({ type, entry }) => (
                <li key={type} className="ac-row" data-testid="leader">
                  <Avatar src={entry.avatar} size={44} />
                  <span className="ac-row-main">
                    <span className="h5-muted">{t(STAGE_LABELS[type])}</span>
                    <UserName name={entry.name} />
                  </span>
                  <span className="ac-price">
                    {t(HOME_TEXTS.starlight, { n: formatNumber(lang, entry.starlight) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Async>
      </section>
      <Link to="/v/annual-ceremony-home" query={{ promotion_id: promotionId }} className="h5-button ac-back">
        {t(ANNIVERSARY_TEXTS.go)}
      </Link>
    </Page>
  );
}
