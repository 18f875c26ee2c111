import { type SscRankUser, sscActivityUserTop, sscRank } from '@h5/core-api/contracts/ssc';
import {
  api,
  createResource,
  EmptyState,
  ErrorState,
  Page,
  type ScreenProps,
  Skeleton,
  Tabs,
  t,
  useSignals,
} from '@h5/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { readPromotionId } from '../promotionQuery.ts';
import { BrokenLink, num } from '../ui.tsx';

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

function Row({ u, mine }: { u: Pick<SscRankUser, 'rank' | 'stage_name' | 'score'>; mine?: boolean }) {
  return (
    <li className={mine ? 'bk-rank-row bk-rank-mine' : 'bk-rank-row'}>
      <span className="bk-rank-no">{u.rank > 0 ? u.rank : '–'}</span>
      <span className="bk-name">{u.stage_name}</span>
      <span>{num(u.score)}</span>
    </li>
  );
}

function RankSkeleton() {
  return (
    <div className="bk-skeleton">
      <Skeleton height="1.2rem" />
      <Skeleton height="6rem" />
    </div>
  );
}

function SeasonRank({ promo }: { promo: string }) {
  useSignals();
  const res = useMemo(() => createResource(() => api().call(sscRank, { promo })), [promo]);
  useEffect(() => {
    void res.load();
  }, [res]);
  const data = res.data.value;
  if (res.error.value) return <ErrorState error={res.error.value} onRetry={() => void res.load()} />;
  if (!data) return <RankSkeleton />;
  return (
    <section className="h5-card" data-testid="season-rank">
      <h2>{t('Season {season}', { season: data.season })}</h2>
      <ul className="bk-rows">
        <Row u={data.my_user_info} mine />
      </ul>
      {data.list.length === 0 ? (
        <EmptyState>{t('No one has scored this season yet.')}</EmptyState>
      ) : (
        <ol className="bk-rows">
          {data.list.map((u) => (
            <Row key={u.uid} u={u} mine={u.uid === data.my_user_info.uid} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TodayTop({ promo }: { promo: string }) {
  useSignals();
  const res = useMemo(() => createResource(() => api().call(sscActivityUserTop, { promo })), [promo]);
  useEffect(() => {
    void res.load();
  }, [res]);
  const data = res.data.value;
  if (res.error.value) return <ErrorState error={res.error.value} onRetry={() => void res.load()} />;
  if (!data) return <RankSkeleton />;
  return (
    <section className="h5-card" data-testid="today-top">
      {data.list.length === 0 ? (
        <EmptyState>{t('No winners yet today.')}</EmptyState>
      ) : (
        <ol className="bk-rows">
          {data.list.map((u) => (
            <Row key={u.uid} u={{ rank: u.rank, stage_name: u.stage_name, score: u.win }} />
          ))}
        </ol>
      )}
    </section>
  );
}
