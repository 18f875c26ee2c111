// A game as the lists show it: its card with the odds, its state and when it next changes.

import { type Game, type GameState, gameState } from '@h5/core-api/contracts/betting';
import { Countdown, language, Skeleton, t, useSignals } from '@h5/ui-kit';
import { ScreenLink } from '../nav.tsx';
import { formatOdds } from '../odds.ts';

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
