// Ranking: top gamers by what their settled bets won, and the user's own position.

import '../screens.css';
import { getTopGamers, type TopGamer } from '@h5/core-api/contracts/betting';
import {
  api,
  createResource,
  EmptyState,
  ErrorState,
  Page,
  type ScreenProps,
  Skeleton,
  t,
  useSignals,
} from '@h5/ui-kit';
import { useEffect, useMemo } from 'react';
import { Coins } from '../components.tsx';

export const RANKING_SIZE = 50;

export function Ranking(_: ScreenProps) {
  useSignals();
  const top = useMemo(() => createResource(() => api().call(getTopGamers, { limit: RANKING_SIZE })), []);
  useEffect(() => {
    void top.load();
  }, [top]);
  const d = top.data.value;
  return (
    <Page title={t('Ranking')} className="agq-page">
      <section className="h5-card agq-me" data-testid="my-rank">
        {!d ? (
          <Skeleton height="1.2rem" />
        ) : d.me ? (
          <Row g={d.me} mine />
        ) : (
          <p className="h5-muted">{t('You are not ranked yet. Bets count once their game is settled.')}</p>
        )}
      </section>
      {top.error.value ? (
        <ErrorState error={top.error.value} onRetry={() => void top.load()} />
      ) : !d ? (
        <Skeleton height="8rem" />
      ) : d.list.length === 0 ? (
        <EmptyState>{t('No results yet.')}</EmptyState>
      ) : (
        <ol className="h5-list agq-ranking" data-testid="ranking">
          {d.list.map((g) => (
            <li key={g.uid}>
              <Row g={g} mine={g.uid === d.me?.uid} />
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}

function Row({ g, mine = false }: { g: TopGamer; mine?: boolean }) {
  return (
    <div className={mine ? 'agq-row agq-row-mine' : 'agq-row'}>
      <span className="agq-rank">#{g.rank}</span>
      <div className="agq-row-main">
        <strong>
          <bdi>{g.stage_name}</bdi>
          {mine ? <span className="agq-you"> ({t('you')})</span> : null}
        </strong>
        <span className="h5-muted">{t('{wins} wins of {bets} bets', { wins: g.wins, bets: g.bets })}</span>
      </div>
      <Coins value={g.net_won} signed />
    </div>
  );
}
