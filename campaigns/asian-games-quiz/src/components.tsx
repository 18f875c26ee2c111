// Pieces several screens show: the wallet summary, a game's card and state, coin amounts.

import { isNotLoggedIn } from '@h5/core-api';
import { type Game, type GameState, gameState } from '@h5/core-api/contracts/betting';
import { formatDate } from '@h5/i18n';
import {
  Countdown,
  ErrorState,
  LinkButtons,
  language,
  requestLogin,
  Skeleton,
  t,
  useSignals,
} from '@h5/ui-kit';
import type { ReactNode } from 'react';
import { account } from './account.ts';
import { pathTo, ScreenLink } from './nav.tsx';
import { formatCoins, formatOdds } from './odds.ts';

export function Coins({ value, signed = false }: { value: number; signed?: boolean }) {
  useSignals();
  const text = formatCoins(language.value, Math.abs(value));
  const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '') : value < 0 ? '−' : '';
  return (
    <bdi className="agq-coins" dir="ltr">
      {sign}
      {text}
    </bdi>
  );
}

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="agq-section">
      <div className="agq-section-head">
        <h2>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Balance and golds with links to move coins; a skeleton of the same size while loading. */
export function WalletSummary({ links = true }: { links?: boolean }) {
  useSignals();
  const a = account.data.value;
  const failed = !a && account.error.value;
  if (failed) return <WalletUnavailable error={account.error.value} />;
  return (
    <div className="agq-wallet" data-testid="wallet-summary">
      <div className="agq-wallet-figures">
        <div>
          <span className="agq-label">{t('Coins')}</span>
          {a ? (
            <strong className="agq-balance" data-testid="balance">
              <Coins value={a.balance} />
            </strong>
          ) : (
            <Skeleton height="0.6rem" width="2rem" />
          )}
        </div>
        <div>
          <span className="agq-label">{t('Golds')}</span>
          {a ? (
            <strong data-testid="golds">
              <Coins value={a.golds} />
            </strong>
          ) : (
            <Skeleton height="0.6rem" width="2rem" />
          )}
        </div>
      </div>
      {links ? (
        <LinkButtons
          className="agq-wallet-links"
          links={[
            { to: pathTo('deposit'), label: 'Deposit' },
            { to: pathTo('withdraw'), label: 'Withdraw', secondary: true },
          ]}
        />
      ) : null}
    </div>
  );
}

/** Signed out (a browser visitor) or the wallet failed to load: say which, and offer the way on. */
function WalletUnavailable({ error }: { error: unknown }) {
  if (!isNotLoggedIn(error))
    // A failure like any block's: one message and one retry for every block of the page that failed.
    return (
      <div className="agq-wallet" data-testid="wallet-summary">
        <ErrorState error={error} onRetry={() => void account.load()} compact />
      </div>
    );
  const signIn = async () => {
    if (await requestLogin()) void account.load();
  };
  return (
    // A way on, not an error: said politely, like the other sign-in prompts.
    <div className="agq-wallet" role="status" data-testid="wallet-summary">
      <p className="agq-wallet-error">{t('Log in to see your wallet and bet.')}</p>
      <button type="button" className="h5-button" onClick={() => void signIn()}>
        {t('Log in')}
      </button>
    </div>
  );
}

const STATE_LABELS: Record<GameState, string> = {
  upcoming: 'Opens soon',
  open: 'Open for bets',
  closed: 'Closed, waiting for the result',
  settled: 'Settled',
};

export function StateBadge({ state }: { state: GameState }) {
  return <span className={`agq-badge agq-badge-${state}`}>{t(STATE_LABELS[state])}</span>;
}

/** When the game next changes: the countdown to opening or closing, or its result. */
export function GameTiming({ game, now, onChange }: { game: Game; now: number; onChange?: () => void }) {
  const state = gameState(game, now);
  if (state === 'upcoming')
    return (
      <span className="agq-timing">
        {t('Opens in')} <Countdown targetMs={game.open_time * 1000} onEnd={onChange} />
      </span>
    );
  if (state === 'open')
    return (
      <span className="agq-timing">
        {t('Closes in')} <Countdown targetMs={game.close_time * 1000} onEnd={onChange} />
      </span>
    );
  if (state === 'settled') {
    const winner = game.options.find((o) => o.bet_id === game.result_bet_id);
    return (
      <span className="agq-timing">
        {t('Result')}: <bdi>{winner?.label ?? '—'}</bdi>
      </span>
    );
  }
  return <span className="agq-timing">{t('Result soon')}</span>;
}

export function GameCard({ game, now }: { game: Game; now: number }) {
  useSignals();
  const state = gameState(game, now);
  return (
    // The card opens the game's bet sheet; each of its odds opens it with that option chosen.
    <div className="agq-game" data-testid={`game-${game.id}`}>
      <ScreenLink to="more-gameplay" extra={{ game: game.id }} className="agq-game-link">
        <span className="agq-game-top">
          <span className="agq-sport">{game.sport}</span>
          <StateBadge state={state} />
        </span>
        <span className="agq-game-title">
          <bdi>{game.title}</bdi>
        </span>
      </ScreenLink>
      <div className="agq-odds-row">
        {game.options.map((o) => (
          <ScreenLink
            key={o.bet_id}
            to="more-gameplay"
            extra={{ game: game.id, option: o.bet_id }}
            className={o.bet_id === game.result_bet_id ? 'agq-odds agq-odds-won' : 'agq-odds'}
            testId={`odds-${o.bet_id}`}
          >
            <bdi className="agq-odds-label">{o.label}</bdi>
            <span className="agq-odds-value" dir="ltr">
              {formatOdds(language.value, o.odds)}
            </span>
          </ScreenLink>
        ))}
      </div>
      <GameTiming game={game} now={now} />
    </div>
  );
}

/** As tall as a game card with a one-line title, so the sections below stay put when the games arrive. */
export function GameCardSkeleton() {
  return (
    <div className="agq-game" aria-hidden="true">
      <Skeleton height="2.93rem" />
    </div>
  );
}

export function formatWhen(ms: number): string {
  return formatDate(language.value, ms, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
