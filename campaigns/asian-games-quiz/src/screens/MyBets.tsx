// My bets: open bets and settled ones with their outcome.

import '../screens.css';
import type { Bet } from '@h5/core-api/contracts/betting';
import {
  COINS,
  InfiniteList,
  language,
  Page,
  pagesOf,
  type ScreenProps,
  Tabs,
  t,
  useSignals,
} from '@h5/ui-kit';
import { useMemo } from 'react';
import { Coins } from '../components/Coins.tsx';
import { go, ScreenLink } from '../nav.tsx';
import { formatOdds } from '../odds.ts';
import { MY_BETS_READ } from '../reads.ts';
import { formatWhen } from '../when.ts';

type Tab = 'open' | 'settled';

export function MyBets({ query }: ScreenProps) {
  const tab: Tab = query.get('tab') === 'settled' ? 'settled' : 'open';
  const load = useMemo(() => pagesOf(MY_BETS_READ.call, { status: tab }), [tab]);
  return (
    <Page title={t('My bets')} className="agq-page">
      <Tabs
        label={t('My bets')}
        tabs={[
          { key: 'open', label: t('Open') },
          { key: 'settled', label: t('Settled') },
        ]}
        active={tab}
        onChange={(k) => void go('mybets', { tab: k }, true)}
      />
      <InfiniteList
        key={tab}
        load={load}
        resetKey={tab}
        itemKey={(b: Bet) => b.id}
        renderItem={(b: Bet) => <BetRow bet={b} />}
        empty={
          tab === 'open' ? (
            <>
              <p>{t('No open bets. Pick a game and place one!')}</p>
              <ScreenLink to="more-gameplay" className="h5-button">
                {t('More gameplay')}
              </ScreenLink>
            </>
          ) : (
            t('No settled bets yet.')
          )
        }
      />
    </Page>
  );
}

export const OUTCOME_LABELS: Record<Bet['status'], string> = { open: 'Waiting', won: 'Won', lost: 'Lost' };

function BetRow({ bet }: { bet: Bet }) {
  useSignals();
  return (
    <article className={`agq-row agq-bet-${bet.status}`} data-testid={`bet-${bet.id}`}>
      <div className="agq-row-main">
        <strong>
          <bdi>{bet.game_title}</bdi>
        </strong>
        <span className="h5-muted">
          <bdi>{bet.option_label}</bdi> <span dir="ltr">{formatOdds(language.value, bet.odds)}</span> ·{' '}
          {formatWhen(bet.placed_at)}
        </span>
      </div>
      <div className="agq-row-side">
        <span>{t(COINS, { n: bet.amount })}</span>
        <span className={`agq-outcome agq-outcome-${bet.status}`} data-testid="outcome">
          {t(OUTCOME_LABELS[bet.status])}
          {bet.status === 'won' ? (
            <>
              {' '}
              <Coins value={bet.payout} signed />
            </>
          ) : null}
        </span>
      </div>
    </article>
  );
}
