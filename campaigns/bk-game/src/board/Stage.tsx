// The round on the stage: its code and countdown, the last draw, and the blind boxes. Once a round
// is drawn the drawn box is revealed on the board and each of the user's bets in it is marked won
// or lost, with the amount.

import type { SscIndex, SscRoundResult } from '@h5/core-api/contracts/ssc';
import { isolate } from '@h5/i18n';
import { Countdown, GOLDS, t, useSignals } from '@h5/ui-kit';
import {
  lastRound,
  lateRound,
  onRoundEnd,
  retryLateDraw,
  roundEndMs,
  roundOver,
  selectedBox,
} from '../game.ts';
import { BET_LOST, BET_WON, DRAW_LATE_TEXT, DRAWN_BADGE } from '../texts.ts';
import { num } from '../ui.tsx';

/**
 * What the last drawn round means for one box: drawn or not, the user's bet on it, and what it
 * paid back (only the drawn box pays, so the round's whole win is that box's).
 */
export function boxOutcome(
  last: Pick<SscRoundResult, 'result' | 'my_bets' | 'my_win'> | null,
  betId: number,
): { drawn: boolean; bet: number; won: boolean; win: number } | null {
  if (!last || last.result === null) return null;
  const bet = last.my_bets.find((x) => x.bet_id === betId)?.amount ?? 0;
  const drawn = last.result === betId;
  const won = drawn && bet > 0;
  return { drawn, bet, won, win: won ? last.my_win : 0 };
}

export function Stage({ b, lucky }: { b: SscIndex; lucky: boolean }) {
  useSignals();
  const last = lastRound.value;
  const boxName = (id: number | null | undefined) => b.options.find((o) => o.bet_id === id)?.name ?? '';
  const myOn = (id: number) => b.my_bets.find((x) => x.bet_id === id)?.amount ?? 0;

  return (
    <div className={lucky ? 'bk-stage h5-on-art bk-stage-lucky' : 'bk-stage h5-on-art'}>
      <section className="bk-round" aria-label={t('Current round')}>
        <div className="bk-round-head">
          <span>
            {t('Round')} <bdi data-testid="round-code">{b.round.code}</bdi>
          </span>
          <span className="bk-countdown" data-testid="countdown">
            <Countdown key={b.round.round_id} targetMs={roundEndMs(b)} onEnd={() => void onRoundEnd()} />
          </span>
        </div>
        <p className="bk-last" data-testid="last-result">
          {b.last_result
            ? t('Last round {code}: {box}', {
                code: isolate(b.last_result.code),
                box: boxName(b.last_result.result),
              })
            : t('No round has been drawn yet.')}
        </p>
        <div className="bk-outcome" data-testid="my-outcome" aria-live="polite">
          {roundOver.value ? (
            <span>{t('Drawing the result…')}</span>
          ) : last ? (
            <span>
              {t('Round {code} drew {box}.', { code: isolate(last.code), box: boxName(last.result) })}{' '}
              {last.my_bets.length === 0
                ? ''
                : last.my_win > 0
                  ? t('You won {win}!', { win: num(last.my_win) })
                  : t('No win this time.')}
            </span>
          ) : lateRound.value !== null ? (
            <button type="button" className="bk-text-button" onClick={() => void retryLateDraw()}>
              {t(DRAW_LATE_TEXT)}
            </button>
          ) : null}
        </div>
      </section>

      <section className="bk-boxes" aria-label={t('Blind boxes')}>
        {b.options.map((o) => {
          const out = boxOutcome(last, o.bet_id);
          return (
            <button
              type="button"
              key={o.bet_id}
              className={out?.drawn ? 'bk-box bk-box-drawn' : 'bk-box'}
              aria-pressed={selectedBox.value === o.bet_id}
              onClick={() => {
                selectedBox.value = o.bet_id;
              }}
              data-testid={`box-${o.bet_id}`}
              data-drawn={out?.drawn ? 'true' : undefined}
            >
              {out?.drawn ? <span className="bk-box-badge">{t(DRAWN_BADGE)}</span> : null}
              {/* The server's picture of the box, at a fixed size: nothing moves when it arrives. */}
              <img className="bk-box-art" src={o.icon} alt="" width={36} height={36} />
              <span className="bk-box-name">{o.name}</span>
              <span className="bk-box-odds" dir="ltr">
                ×{o.odds}
              </span>
              <span className="bk-box-mine">{myOn(o.bet_id) > 0 ? num(myOn(o.bet_id)) : '\u00a0'}</span>
              {out && out.bet > 0 ? (
                <span
                  className={out.won ? 'bk-box-result bk-won' : 'bk-box-result bk-lost'}
                  data-testid={`box-${o.bet_id}-result`}
                >
                  {t(out.won ? BET_WON : BET_LOST, { amount: t(GOLDS, { n: out.won ? out.win : out.bet }) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </section>
    </div>
  );
}
