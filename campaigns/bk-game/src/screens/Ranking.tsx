// The season ranking and today's top winners (spec 3: rankInfo, my_user_info and list).

import { BrokenLink, readPromotionId } from '@h5/blocks/promotion';
import { type RankEntry, RankList } from '@h5/blocks/rank-list';
import { type SscRankUser, sscActivityUserTop } from '@h5/core-api/contracts/ssc';
import { Async, api, Page, type ScreenProps, Tabs, t, useResource } from '@h5/ui-kit';
import { useState } from 'react';
import { RANK_READ } from '../reads.ts';

type Tab = 'season' | 'today';

export function Ranking({ query }: ScreenProps) {
  const promo = readPromotionId(query);
  const [tab, setTab] = useState<Tab>('season');
  return (
    <Page title={t('Ranking')} className="bk-page">
      {promo ? (
        <>
          <Tabs
            label={t('Ranking')}
            tabs={[
              { key: 'season', label: t('This season') },
              { key: 'today', label: t('Today') },
            ]}
            active={tab}
            onChange={setTab}
          />
          {tab === 'season' ? <SeasonRank promo={promo} /> : <TodayTop promo={promo} />}
        </>
      ) : (
        <BrokenLink />
      )}
    </Page>
  );
}

const entry = (u: Pick<SscRankUser, 'uid' | 'rank' | 'stage_name' | 'avatar'>, score: number): RankEntry => ({
  uid: u.uid,
  rank: u.rank,
  name: u.stage_name,
  avatar: u.avatar,
  score,
});

function SeasonRank({ promo }: { promo: string }) {
  const res = useResource(() => api().call(RANK_READ.call, { promo }), [promo]);
  return (
    <Async r={res} height="8rem">
      {(data) => (
        <section className="h5-card bk-rank" data-testid="season-rank">
          <h2>{t('Season {season}', { season: data.season })}</h2>
          <RankList
            entries={data.list.map((u) => entry(u, u.score))}
            // rank 0: the user has not scored this season; the row still shows them.
            me={entry(data.my_user_info, data.my_user_info.score)}
            empty="No one has scored this season yet."
          />
        </section>
      )}
    </Async>
  );
}

function TodayTop({ promo }: { promo: string }) {
  const res = useResource(() => api().call(sscActivityUserTop, { promo }), [promo]);
  return (
    <Async r={res} height="8rem">
      {(data) => (
        <section className="h5-card bk-rank" data-testid="today-top">
          <RankList entries={data.list.map((u) => entry(u, u.win))} empty="No winners yet today." />
        </section>
      )}
    </Async>
  );
}
