// Spec 2 "Asian games quiz: home with check-in, casts, top gamers, rewards", plus the player and
// the recommended games.

import '../screens.css';
import { RankList } from '@h5/blocks/rank-list';
import { appScreenLink, isNotLoggedIn, mapAnswer } from '@h5/core-api';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  type Cast,
  type CheckinInfo,
  claimCheckin,
} from '@h5/core-api/contracts/betting';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  COINS,
  failureText,
  language,
  openAppScreen,
  Page,
  ReadError,
  type Resource,
  type ScreenProps,
  Skeleton,
  serverClockReady,
  t,
  toast,
  useLoaded,
  useMoneyAction,
  useResource,
  useSignals,
  useTranslatable,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { account, applyBalance } from '../account.ts';
import { checkinView } from '../checkin.ts';
import { useServerNow } from '../clock.ts';
import { Coins } from '../components/Coins.tsx';
import { GameCard, GameCardSkeleton } from '../components/GameCard.tsx';
import { Section } from '../components/Section.tsx';
import { WalletSummary } from '../components/WalletSummary.tsx';
import { ScreenLink } from '../nav.tsx';
import { CASTS_READ, CHECKIN_READ, RECOMMENDED_READ, REWARDS_READ, TOP_READ } from '../reads.ts';
import { toRankEntry } from './Ranking.tsx';

export const CHECKIN_DONE_TOAST = 'Checked in! +{coins, plural, one {# coin} other {# coins}}';
/** A visitor's check-in: what signing in brings; the wallet's prompt is the way to sign in. */
export const CHECKIN_VISITOR = 'Log in to check in every day and collect coins.';

export function Home(_: ScreenProps) {
  useSignals();
  const checkin = useResource(() => api().call(CHECKIN_READ.call, {}));
  // mapAnswer keeps an answer the HTML already holds readable in the first render. The games
  // wait for the server's clock, which their state is read against.
  const games = useResource(() =>
    mapAnswer(serverClockReady(), () => mapAnswer(api().call(RECOMMENDED_READ.call, {}), (r) => r.list)),
  );
  const casts = useResource(() => mapAnswer(api().call(CASTS_READ.call, {}), (r) => r.list));
  const top = useResource(() => api().call(TOP_READ.call, { limit: 3 }));
  const rewards = useResource(() => mapAnswer(api().call(REWARDS_READ.call, {}), (r) => r.list));
  useLoaded(account);
  const now = useServerNow();
  const a = account.data.value;

  return (
    <Page title={t('Asian Games Quiz')} className="agq-page">
      {/* src/shell.html draws this screen down to the games before any script: keep them in step. */}
      <header className="agq-hero">
        <p className="agq-hero-kicker">{t('Asian Games Quiz')}</p>
        {/* The user's name, not a heading: the page's one h1 is its title, and a visitor has no name
            (an empty h1). */}
        <div className="agq-hero-name" data-testid="stage-name">
          {/* The wallet box below says why it failed; the line stays, empty, so nothing moves. */}
          {a ? (
            <UserName name={a.stage_name} />
          ) : account.error.value ? null : (
            <Skeleton height="0.6rem" width="4rem" />
          )}
        </div>
        <WalletSummary />
      </header>

      <nav className="agq-menu" aria-label={t('Quiz menu')}>
        <ScreenLink to="more-gameplay" className="agq-menu-item">
          {t('More gameplay')}
        </ScreenLink>
        <ScreenLink to="mybets" className="agq-menu-item">
          {t('My bets')}
        </ScreenLink>
        <ScreenLink to="ranking" className="agq-menu-item">
          {t('Ranking')}
        </ScreenLink>
        <ScreenLink to="mywallet" className="agq-menu-item">
          {t('My wallet')}
        </ScreenLink>
      </nav>

      <CheckinCard res={checkin} />

      <Section
        title={t('Recommended games')}
        action={<ScreenLink to="more-gameplay">{t('All games')}</ScreenLink>}
      >
        <Async
          r={games}
          // As many as the host recommends (three): the sections below keep their place.
          placeholder={
            <>
              <GameCardSkeleton />
              <GameCardSkeleton />
              <GameCardSkeleton />
            </>
          }
          isEmpty={(list) => list.length === 0}
          empty={t('No games are open right now.')}
        >
          {(list) => list.map((g) => <GameCard key={g.id} game={g} now={now} />)}
        </Async>
      </Section>

      <Section title={t('Casts')}>
        <Async r={casts} placeholder={<CastsPlaceholder />}>
          {(list) => (
            <ul className="agq-casts" data-testid="casts">
              {list.map((c) => (
                <CastCard key={c.id} cast={c} />
              ))}
            </ul>
          )}
        </Async>
      </Section>

      <Section title={t('Top gamers')} action={<ScreenLink to="ranking">{t('Full ranking')}</ScreenLink>}>
        <Async r={top} height="3rem">
          {(d) => (
            <RankList
              testId="top-gamers"
              entries={d.list.map(toRankEntry)}
              renderScore={(score) => <Coins value={score} signed />}
              empty="No results yet."
            />
          )}
        </Async>
      </Section>

      <Section title={t('Rewards')}>
        <Async r={rewards} height="3rem">
          {(list) => (
            <ul className="agq-rewards" data-testid="rewards">
              {list.map((w) => (
                <li key={w.rank_from}>
                  <span>
                    {w.rank_from === w.rank_to
                      ? t('Rank {n}', { n: w.rank_from })
                      : t('Rank {from}–{to}', { from: w.rank_from, to: w.rank_to })}
                  </span>
                  <bdi>{w.title}</bdi>
                  <strong>{t(COINS, { n: w.coins })}</strong>
                </li>
              ))}
            </ul>
          )}
        </Async>
      </Section>
    </Page>
  );
}

/**
 * A cast opens in the app: its live room there, the app itself from a browser. Its title is the
 * host's own words, in whatever language they wrote it: the reader may have it translated.
 */
function CastCard({ cast: c }: { cast: Cast }) {
  const title = useTranslatable(c.title);
  return (
    <li>
      <button
        type="button"
        className="agq-cast"
        onClick={() => openAppScreen(appScreenLink('live', { id: c.id }))}
      >
        {c.live ? <span className="agq-live">{t('LIVE')}</span> : null}
        <strong className="agq-cast-title">
          {/* The host's own title, as they wrote it; the button below offers a translation. */}
          <bdi data-user-text="">{title.text}</bdi>
        </strong>
        <span className="h5-muted">
          <UserName name={c.host_name} /> · {t(WATCHING, { n: c.viewers })}
        </span>
      </button>
      {title.control}
    </li>
  );
}

export const WATCHING = '{n, plural, one {# watching} other {# watching}}';

/** Three cast cards' worth of space while they load, so the sections below keep their place. */
function CastsPlaceholder() {
  return (
    <ul className="agq-casts" aria-hidden="true">
      {['c1', 'c2', 'c3'].map((k) => (
        <li key={k} className="agq-cast">
          <Skeleton height="1.4rem" />
        </li>
      ))}
    </ul>
  );
}

function CheckinCard({ res }: { res: Resource<CheckinInfo> }) {
  useSignals();
  const info = res.data.value;
  // One intent per check-in: a tap repeated after a dropped connection is answered, not paid twice.
  const [send, pending] = useMoneyAction('agq-checkin', (idempotencyKey) =>
    api().call(claimCheckin, {}, { idempotencyKey }),
  );
  const claim = async () => {
    const o = await send();
    if (!o) return;
    if (o.kind === 'done') {
      res.set(o.result);
      applyBalance(o.result.balance);
      toast(t(CHECKIN_DONE_TOAST, { coins: o.result.reward }));
      return;
    }
    toast(failureText(o.message));
    // Claimed elsewhere (another tab, another phone): show the state the server has.
    if (o.kind === 'refused' && o.message === ALREADY_CHECKED_IN_MESSAGE) {
      void res.load();
      void account.load();
    }
  };
  const view = info ? checkinView(info) : null;
  return (
    <Section title={t('Daily check-in')}>
      <div className="agq-checkin" data-testid="checkin">
        {res.error.value && !info && isNotLoggedIn(res.error.value) ? (
          // The wallet above holds the page's one sign-in prompt; here only what signing in brings.
          <p className="h5-muted agq-checkin-visitor" data-testid="checkin-visitor">
            {t(CHECKIN_VISITOR)}
          </p>
        ) : res.error.value && !info ? (
          <ReadError error={res.error.value} onRetry={() => void res.load()} />
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
