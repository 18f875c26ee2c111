// Spec 2 /v/myPrizeList: every prize the user won, in every lottery, newest first, each with the
// lottery that gave it (a way back to it) and when.

import type { MyPrize } from '@h5/core-api/contracts/lotteries';
import { formatDate } from '@h5/i18n';
import { InfiniteList, Link, language, Page, pagesOf, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useMemo } from 'react';
import { LOTTERY_PAGES, MY_PRIZES_TITLE } from '../lotteryPages.ts';
import { MY_PRIZES_READ } from '../reads.ts';

export const NO_PRIZES = 'No prizes yet. Every draw wins one: try your luck!';

export function MyPrizeList(_: ScreenProps) {
  const load = useMemo(() => pagesOf(MY_PRIZES_READ.call, {}), []);
  return (
    <Page title={t(MY_PRIZES_TITLE)} className="lot-page lot-mine">
      <InfiniteList
        load={load}
        itemKey={(p: MyPrize) => p.key}
        renderItem={(p: MyPrize) => <PrizeRow prize={p} />}
        empty={
          <>
            <p>{t(NO_PRIZES)}</p>
            <Link to={LOTTERY_PAGES.lottery.path} className="h5-button">
              {t(LOTTERY_PAGES.lottery.title)}
            </Link>
          </>
        }
      />
    </Page>
  );
}

function PrizeRow({ prize }: { prize: MyPrize }) {
  useSignals();
  const lang = language.value;
  return (
    <article className="lot-won" data-testid="my-prize">
      <Img className="lot-prize-icon" src={prize.icon} alt="" width={48} height={48} />
      <div className="lot-won-main">
        <bdi className="lot-won-name">{prize.name}</bdi>
        <Link
          to={LOTTERY_PAGES[prize.lottery].path}
          query={{ promotion_id: prize.promotion_id }}
          className="lot-won-from"
        >
          <bdi>{prize.lottery_name}</bdi>
        </Link>
      </div>
      <time className="lot-won-at" dateTime={new Date(prize.won_at * 1000).toISOString()}>
        {formatDate(lang, prize.won_at * 1000, {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
        })}
      </time>
    </article>
  );
}
