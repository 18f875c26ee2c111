// More gameplay: every game, and one game's options and odds where a bet is placed (`?game=id`).

import '../screens.css';
import { betRefusal, type Game, gameState, placeBet } from '@h5/core-api/contracts/betting';
import {
  Async,
  api,
  Dialog,
  failureText,
  InfiniteList,
  language,
  Page,
  pagesOf,
  type ScreenProps,
  serverClock,
  serverClockReady,
  t,
  toast,
  useLoaded,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useCallback, useId, useState } from 'react';
import { account, applyBalance } from '../account.ts';
import { CHOOSE_OPTION, checkBetAmount, typedBet } from '../amount.ts';
import { useServerNow } from '../clock.ts';
import { Coins } from '../components/Coins.tsx';
import { GameCard, GameTiming, StateBadge } from '../components/GameCard.tsx';
import { WalletSummary } from '../components/WalletSummary.tsx';
import { go } from '../nav.tsx';
import { formatOdds, payoutPreview } from '../odds.ts';
import { readId } from '../query.ts';
import { GAME_READ, GAMES_READ } from '../reads.ts';

export const BET_PLACED_TOAST = 'Bet placed: {amount, plural, one {# coin} other {# coins}} on {option}';
const QUICK_AMOUNTS = [10, 50, 100, 500];

const loadGames = pagesOf(GAMES_READ.call, {});

export function MoreGameplay({ query }: ScreenProps) {
  const gameId = readId(query.get('game'));
  const now = useServerNow();
  useLoaded(account);
  const load = useCallback(async (page: number) => {
    // Whether a game still takes bets is judged on the server's clock.
    await serverClockReady();
    return loadGames(page);
  }, []);
  return (
    <Page title={t('More gameplay')} className="agq-page">
      <WalletSummary />
      <InfiniteList
        load={load}
        itemKey={(g: Game) => g.id}
        renderItem={(g: Game) => <GameCard game={g} now={now} />}
        empty={t('No games yet.')}
      />
      {gameId !== null ? (
        <BetSheet key={gameId} gameId={gameId} option={readId(query.get('option'))} />
      ) : null}
    </Page>
  );
}

function BetSheet({ gameId, option }: { gameId: number; option: number | null }) {
  useSignals();
  const game = useResource(() => api().call(GAME_READ.call, { id: gameId }), [gameId]);
  const close = () => void go('more-gameplay', undefined, true);
  const g = game.data.value;
  return (
    <Dialog open title={g ? g.title : t('Game')} onClose={close} variant="sheet">
      <Async r={game} height="6rem">
        {(g) => <BetForm game={g} preselected={option} onStale={() => void game.load()} onPlaced={close} />}
      </Async>
    </Dialog>
  );
}

/** A bet of this screen's game, as the bet call takes it. */
interface QuizBet {
  user_id: number;
  bet_id: number;
  amount: number;
}

function BetForm({
  game,
  preselected,
  onStale,
  onPlaced,
}: {
  game: Game;
  /** The option whose odds the user tapped, when it is one of this game's. */
  preselected: number | null;
  onStale: () => void;
  onPlaced: () => void;
}) {
  useSignals();
  const now = useServerNow();
  const state = gameState(game, now);
  const refusal = betRefusal(state);
  const [option, setOption] = useState<number | null>(() =>
    game.options.some((o) => o.bet_id === preselected) ? preselected : null,
  );
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amountId = useId();
  const a = account.data.value;
  const chosen = game.options.find((o) => o.bet_id === option) ?? null;
  const limits = { min: game.min_bet, max: game.max_bet };
  const typed = typedBet(raw, limits);
  const preview = chosen ? payoutPreview(typed.amount, chosen.odds) : null;

  // One intent per (game, option, amount): a retry after an unknown outcome reuses its key.
  const [send, pending] = useMoneyAction(
    (bet: QuizBet) => `agq-bet:${game.id}:${bet.bet_id}:${bet.amount}`,
    (idempotencyKey, bet: QuizBet) => api().call(placeBet, { ...bet, game_id: game.id }, { idempotencyKey }),
  );
  const place = async () => {
    setError(null);
    // The game's times on the server clock decide, not what the screen showed a moment ago.
    const why = betRefusal(gameState(game, serverClock().now()));
    if (why) return toast(t(why));
    if (!chosen) return setError(t(CHOOSE_OPTION));
    if (!a) return;
    const check = checkBetAmount(raw, { min: game.min_bet, max: game.max_bet, balance: a.balance });
    if (!check.ok) return setError(t(check.message, check.vars));
    const o = await send({ user_id: a.uid, bet_id: chosen.bet_id, amount: check.amount });
    if (!o) return;
    if (o.kind === 'done') {
      applyBalance(o.result.balance);
      setRaw('');
      toast(t(BET_PLACED_TOAST, { amount: check.amount, option: o.result.bet.option_label }));
      // The bet is placed: the sheet has done its work.
      onPlaced();
      return;
    }
    toast(failureText(o.message));
    if (o.kind === 'refused' && o.failure === 'business') onStale();
  };

  return (
    <form
      className="agq-bet"
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
      noValidate
    >
      <div className="agq-game-top">
        <span className="agq-sport">{game.sport}</span>
        <StateBadge state={state} />
      </div>
      <GameTiming game={game} now={now} />
      <fieldset className="agq-options" disabled={!!refusal}>
        <legend>{t('Who will win?')}</legend>
        {game.options.map((o) => (
          <label
            key={o.bet_id}
            className={[
              'agq-option',
              o.bet_id === option ? 'agq-option-on' : '',
              o.bet_id === game.result_bet_id ? 'agq-option-won' : '',
            ].join(' ')}
          >
            <input
              type="radio"
              name="option"
              value={o.bet_id}
              checked={o.bet_id === option}
              onChange={() => setOption(o.bet_id)}
            />
            <bdi className="agq-odds-label">{o.label}</bdi>
            <span className="agq-odds-value" dir="ltr">
              {formatOdds(language.value, o.odds)}
            </span>
          </label>
        ))}
      </fieldset>
      {refusal ? (
        <p className="agq-refusal" role="alert" dir="auto" data-testid="bet-refusal">
          {t(refusal)}
        </p>
      ) : (
        <>
          <div className="h5-field">
            <label htmlFor={amountId}>
              {t('Coins to bet ({min}–{max})', { min: game.min_bet, max: game.max_bet })}
            </label>
            <input
              id={amountId}
              inputMode="numeric"
              autoComplete="off"
              value={raw}
              maxLength={9}
              onChange={(e) => {
                setRaw(e.target.value);
                const { problem } = typedBet(e.target.value, limits);
                setError(problem && !problem.ok ? t(problem.message, problem.vars) : null);
              }}
              aria-invalid={!!error}
              data-testid="bet-amount"
            />
            <div className="agq-chips">
              {QUICK_AMOUNTS.filter((q) => q >= game.min_bet && q <= game.max_bet).map((q) => (
                <button
                  key={q}
                  type="button"
                  className="agq-chip"
                  onClick={() => {
                    setRaw(String(q));
                    setError(null);
                  }}
                >
                  {q}
                </button>
              ))}
            </div>
            <p className="h5-field-error" role="alert" data-testid="bet-error">
              {error ?? '\u00a0'}
            </p>
          </div>
          <p className="agq-payout" data-testid="payout">
            {preview !== null ? (
              <>
                {t('Pays if you win')}: <Coins value={preview} />
              </>
            ) : (
              '\u00a0'
            )}
          </p>
          <button
            type="submit"
            className="h5-button h5-button-block"
            disabled={pending || !a}
            data-testid="place-bet"
          >
            {pending ? t('Placing…') : t('Place bet')}
          </button>
        </>
      )}
    </form>
  );
}
