// Spec 2 "Asian games quiz: home with check-in, casts, top gamers, rewards", plus the player and
// the recommended games.

import '../screens.css';
import { intentKey, isApiError } from '@h5/core-api';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  type CheckinInfo,
  claimCheckin,
  getCasts,
  getCheckin,
  getRecommendedGames,
  getRewards,
  getTopGamers,
} from '@h5/core-api/contracts/betting';
import { formatNumber } from '@h5/i18n';
import {
  api,
  createResource,
  EmptyState,
  ErrorState,
  language,
  Page,
  type ScreenProps,
  Skeleton,
  serverClockReady,
  t,
  toast,
  toastError,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useEffect, useMemo } from 'react';
import { account, applyBalance } from '../account.ts';
import { checkinView } from '../checkin.ts';
import { useServerNow } from '../clock.ts';
import { Coins, GameCard, GameCardSkeleton, Section, WalletSummary } from '../components.tsx';
import { Link } from '../nav.tsx';

export const CHECKIN_DONE_TOAST = 'Checked in! +{coins} coins';

export function Home(_: ScreenProps) {
  useSignals();
  const r = useMemo(
    () => ({
      checkin: createResource(() => api().call(getCheckin, {})),
      games: createResource(async () => {
        await serverClockReady();
        return (await api().call(getRecommendedGames, {})).list;
      }),
      casts: createResource(async () => (await api().call(getCasts, {})).list),
      top: createResource(() => api().call(getTopGamers, { limit: 3 })),
      rewards: createResource(async () => (await api().call(getRewards, {})).list),
    }),
    [],
  );
  useEffect(() => {
    void account.load();
    for (const res of Object.values(r)) void res.load();
  }, [r]);
  const now = useServerNow();
  const a = account.data.value;

  return (
    <Page title={t('Asian Games Quiz')} className="agq-page">
      {/* src/shell.html draws this screen down to the games before any script: keep them in step. */}
      <header className="agq-hero">
        <p className="agq-hero-kicker">{t('Asian Games Quiz')}</p>
        <h1 className="agq-hero-name" data-testid="stage-name">
          {/* The wallet box below says why it failed; the line stays, empty, so nothing moves. */}
          {a ? (
            <bdi>{a.stage_name}</bdi>
          ) : account.error.value ? null : (
            <Skeleton height="0.6rem" width="4rem" />
          )}
        </h1>
        <WalletSummary />
      </header>

      <nav className="agq-menu" aria-label={t('Quiz menu')}>
        <Link to="more-gameplay" className="agq-menu-item">
          {t('More gameplay')}
        </Link>
        <Link to="mybets" className="agq-menu-item">
          {t('My bets')}
        </Link>
        <Link to="ranking" className="agq-menu-item">
          {t('Ranking')}
        </Link>
        <Link to="mywallet" className="agq-menu-item">
          {t('My wallet')}
        </Link>
      </nav>

      <CheckinCard res={r.checkin} />

      <Section title={t('Recommended games')} action={<Link to="more-gameplay">{t('All games')}</Link>}>
        {r.games.error.value ? (
          <ErrorState error={r.games.error.value} onRetry={() => void r.games.load()} />
        ) : !r.games.data.value ? (
          // As many as the host recommends (three): the sections below keep their place.
          <>
            <GameCardSkeleton />
            <GameCardSkeleton />
            <GameCardSkeleton />
          </>
        ) : r.games.data.value.length === 0 ? (
          <EmptyState>{t('No games are open right now.')}</EmptyState>
        ) : (
          r.games.data.value.map((g) => <GameCard key={g.id} game={g} now={now} />)
        )}
      </Section>

      <Section title={t('Casts')}>
        {r.casts.error.value ? (
          <ErrorState error={r.casts.error.value} onRetry={() => void r.casts.load()} />
        ) : (
          <ul className="agq-casts" data-testid="casts">
            {(r.casts.data.value ?? [null, null, null]).map((c, i) =>
              c ? (
                <li key={c.id} className="agq-cast">
                  {c.live ? <span className="agq-live">{t('LIVE')}</span> : null}
                  <strong className="agq-cast-title">
                    <bdi>{c.title}</bdi>
                  </strong>
                  <span className="h5-muted">
                    <bdi>{c.host_name}</bdi> ·{' '}
                    {t('{n} watching', { n: formatNumber(language.value, c.viewers) })}
                  </span>
                </li>
              ) : (
                // Keys no loaded cast has: a placeholder node reused for a cast would move.
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={`placeholder-${i}`} className="agq-cast">
                  <Skeleton height="1.4rem" />
                </li>
              ),
            )}
          </ul>
        )}
      </Section>

      <Section title={t('Top gamers')} action={<Link to="ranking">{t('Full ranking')}</Link>}>
        {r.top.error.value ? (
          <ErrorState error={r.top.error.value} onRetry={() => void r.top.load()} />
        ) : !r.top.data.value ? (
          <Skeleton height="3rem" />
        ) : r.top.data.value.list.length === 0 ? (
          <EmptyState>{t('No results yet.')}</EmptyState>
        ) : (
          <ol className="agq-podium" data-testid="top-gamers">
            {r.top.data.value.list.map((g) => (
              <li key={g.uid}>
                <span className="agq-rank">#{g.rank}</span>
                <bdi className="agq-name">{g.stage_name}</bdi>
                <Coins value={g.net_won} signed />
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t('Rewards')}>
        {r.rewards.error.value ? (
          <ErrorState error={r.rewards.error.value} onRetry={() => void r.rewards.load()} />
        ) : !r.rewards.data.value ? (
          <Skeleton height="3rem" />
        ) : (
          <ul className="agq-rewards" data-testid="rewards">
            {r.rewards.data.value.map((w) => (
              <li key={w.rank_from}>
                <span>
                  {w.rank_from === w.rank_to
                    ? t('Rank {n}', { n: w.rank_from })
                    : t('Rank {from}–{to}', { from: w.rank_from, to: w.rank_to })}
                </span>
                <bdi>{w.title}</bdi>
                <strong>
                  <Coins value={w.coins} /> {t('coins')}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}

function CheckinCard({ res }: { res: ReturnType<typeof createResource<CheckinInfo>> }) {
  useSignals();
  const info = res.data.value;
  const [claim, pending] = useSingleFlight(async () => {
    // One key per check-in intent: a tap repeated after a dropped connection is answered, not paid twice.
    const intent = intentKey('agq.checkin');
    try {
      const r = await api().call(claimCheckin, {}, { idempotencyKey: intent.key });
      intent.done();
      res.set(r);
      applyBalance(r.balance);
      toast(t(CHECKIN_DONE_TOAST, { coins: r.reward }));
    } catch (e) {
      if (!(isApiError(e) && e.outcomeUnknown)) intent.done();
      toastError(e);
      // Claimed elsewhere (another tab, another phone): show the state the server has.
      if (isApiError(e) && e.message === ALREADY_CHECKED_IN_MESSAGE) {
        void res.load();
        void account.load();
      }
    }
  });
  const view = info ? checkinView(info) : null;
  return (
    <Section title={t('Daily check-in')}>
      <div className="agq-checkin" data-testid="checkin">
        {res.error.value && !info ? (
          <ErrorState error={res.error.value} onRetry={() => void res.load()} />
        ) : (
          <>
            <ol className="agq-checkin-days">
              {(view?.days ?? Array.from({ length: 7 }, () => null)).map((d, i) =>
                d ? (
                  <li key={d.day} className={`agq-day agq-day-${d.state}`} data-state={d.state}>
                    <span className="agq-day-n">{t('Day {n}', { n: d.day })}</span>
                    <strong>+{formatNumber(language.value, d.reward)}</strong>
                  </li>
                ) : (
                  // Keys no loaded day has: React would reuse placeholder i for day i, one column on.
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={`placeholder-${i}`} className="agq-day">
                    <Skeleton height="0.9rem" />
                  </li>
                ),
              )}
            </ol>
            <p className="agq-streak" data-testid="streak">
              {view ? t('Days in a row: {n}', { n: view.streak }) : '\u00a0'}
            </p>
            <button
              type="button"
              className="h5-button h5-button-block"
              disabled={!view || view.claimable === null || pending}
              onClick={() => void claim()}
              data-testid="checkin-button"
            >
              {!view
                ? t('Check in')
                : view.claimable === null
                  ? t('Checked in today')
                  : t('Check in (+{coins})', { coins: view.claimable })}
            </button>
          </>
        )}
      </div>
    </Section>
  );
}
