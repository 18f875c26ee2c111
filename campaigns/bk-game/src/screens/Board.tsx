import type { SscBkInfo, SscIndex, SscUserSeasonState } from '@h5/core-api/contracts/ssc';
import { sscActivityUserList } from '@h5/core-api/contracts/ssc';
import {
  api,
  Countdown,
  createResource,
  currentUser,
  Dialog,
  ErrorState,
  LineSkeleton,
  Page,
  requestLogin,
  type ScreenProps,
  Skeleton,
  t,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useEffect, useMemo } from 'react';
import {
  age,
  amountText,
  answerAge,
  askAgeAgain,
  bk,
  board,
  boardError,
  closeBoard,
  dismissFinal,
  dismissLucky,
  finalResult,
  lastRound,
  lateRound,
  lucky,
  onRoundEnd,
  openBoard,
  placeBet,
  retryLateDraw,
  retryRound,
  roundEndMs,
  roundOver,
  selectedBox,
  transferToGo,
} from '../game.ts';
import { isLuckyMode } from '../luckyMode.ts';
import { readPromotionId } from '../promotionQuery.ts';
import {
  AGE_DECLINED,
  AGE_QUESTION,
  DRAW_LATE_TEXT,
  FINAL_NOT_PLAYED,
  FINAL_ON_ITS_WAY,
  LOG_IN_TO_PLAY,
  LUCKY_ON_ITS_WAY,
  UPGRADING,
} from '../texts.ts';
import { BrokenLink, GameLink, ltr, num } from '../ui.tsx';

export function Board({ query }: ScreenProps) {
  useSignals();
  const promo = readPromotionId(query);
  const user = currentUser.value;
  const anonymous = !user || user.is_anonymous;
  useEffect(() => {
    if (!promo || anonymous) return;
    void openBoard(promo);
    return closeBoard;
  }, [promo, anonymous]);

  let body: React.ReactNode;
  if (!promo) body = <BrokenLink />;
  else if (anonymous) body = <LogInToPlay />;
  else if (boardError.value)
    body = <ErrorState error={boardError.value} onRetry={() => void openBoard(promo)} />;
  else if (!board.value) body = <BoardSkeleton promo={promo} />;
  else body = <Game b={board.value} promo={promo} />;

  return (
    <Page title={t('Blind Box Encirclement')} className="bk-page">
      {body}
      <AgeDialog />
      <LuckyDialog />
      <FinalDialog />
    </Page>
  );
}

function LogInToPlay() {
  return (
    <div className="h5-state">
      <p>{t(LOG_IN_TO_PLAY)}</p>
      <button className="h5-button" onClick={() => void requestLogin()}>
        {t('Log in')}
      </button>
    </div>
  );
}

const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * The board while it loads: the blocks of the loaded board at their loaded sizes (the pre-rendered
 * shell, src/shell.html, mirrors this markup), so the stage art stays the largest paint and
 * nothing moves when the round arrives.
 */
function BoardSkeleton({ promo }: { promo: string }) {
  return (
    <div aria-busy="true">
      <SeasonBar season={null} lucky={false} />
      <div className="bk-stage h5-on-art">
        <div className="bk-round">
          <div className="bk-round-head">
            <span>
              {t('Round')} <LineSkeleton />
            </span>
          </div>
          <p className="bk-last">
            <LineSkeleton />
          </p>
          <div className="bk-outcome" />
        </div>
        <div className="bk-boxes">
          {PLACEHOLDER_KEYS.map((k) => (
            <span key={k} className="bk-box">
              <LineSkeleton />
            </span>
          ))}
        </div>
      </div>
      <section className="bk-bet h5-card">
        <div className="bk-chips">
          {PLACEHOLDER_KEYS.slice(0, 4).map((k) => (
            <span key={k} className="bk-chip" />
          ))}
        </div>
        <div className="h5-field">
          <span>{t('Amount')}</span>
          <span className="bk-input-skeleton" />
        </div>
        <p className="bk-balance">
          {t('Balance')}: <LineSkeleton />
        </p>
        <span className="h5-button h5-button-block bk-idle">{t('Bet')}</span>
      </section>
      <BoardNav promo={promo} />
      <section className="h5-card bk-winners">
        <h2>{t('Recent winners')}</h2>
        <Skeleton height="3rem" />
      </section>
    </div>
  );
}

function Game({ b, promo }: { b: SscIndex; promo: string }) {
  useSignals();
  const target = roundEndMs(b);
  const season = bk.value;
  const luckyOn = isLuckyMode(season);
  const [bet, betting] = useSingleFlight(placeBet);
  const blocked = age.value === 'declined' || age.value === 'ask' || !transferToGo.value;
  const myOn = (id: number) => b.my_bets.find((x) => x.bet_id === id)?.amount ?? 0;
  const last = lastRound.value;

  return (
    <>
      <SeasonBar season={season} lucky={luckyOn} />
      <div className={luckyOn ? 'bk-stage h5-on-art bk-stage-lucky' : 'bk-stage h5-on-art'}>
        <section className="bk-round" aria-label={t('Current round')}>
          <div className="bk-round-head">
            <span>
              {t('Round')} <bdi data-testid="round-code">{b.round.code}</bdi>
            </span>
            <span className="bk-countdown" data-testid="countdown">
              <Countdown key={b.round.round_id} targetMs={target} onEnd={() => void onRoundEnd()} />
            </span>
          </div>
          <p className="bk-last" data-testid="last-result">
            {b.last_result
              ? t('Last round {code}: {box}', {
                  code: ltr(b.last_result.code),
                  box: t(b.options.find((o) => o.bet_id === b.last_result?.result)?.name ?? ''),
                })
              : t('No round has been drawn yet.')}
          </p>
          <div className="bk-outcome" data-testid="my-outcome" aria-live="polite">
            {roundOver.value ? (
              <span>{t('Drawing the result…')}</span>
            ) : last ? (
              <span>
                {t('Round {code} drew {box}.', {
                  code: ltr(last.code),
                  box: t(b.options.find((o) => o.bet_id === last.result)?.name ?? ''),
                })}{' '}
                {last.my_bets.length === 0
                  ? ''
                  : last.my_win > 0
                    ? t('You won {win}!', { win: num(last.my_win) })
                    : t('No win this time.')}
              </span>
            ) : lateRound.value !== null ? (
              <button className="bk-text-button" onClick={() => void retryLateDraw()}>
                {t(DRAW_LATE_TEXT)}
              </button>
            ) : null}
          </div>
        </section>

        <section className="bk-boxes" aria-label={t('Blind boxes')}>
          {b.options.map((o) => (
            <button
              key={o.bet_id}
              className="bk-box"
              aria-pressed={selectedBox.value === o.bet_id}
              onClick={() => {
                selectedBox.value = o.bet_id;
              }}
              data-testid={`box-${o.bet_id}`}
            >
              <span className="bk-box-name">{t(o.name)}</span>
              <span className="bk-box-odds" dir="ltr">
                ×{o.odds}
              </span>
              <span className="bk-box-mine">{myOn(o.bet_id) > 0 ? num(myOn(o.bet_id)) : '\u00a0'}</span>
            </button>
          ))}
        </section>
      </div>

      <section className="bk-bet h5-card" aria-label={t('Your bet')}>
        <fieldset className="bk-chips" aria-label={t('Amount')}>
          {b.chips.map((c) => (
            <button
              key={c}
              className="bk-chip"
              aria-pressed={amountText.value === String(c)}
              onClick={() => {
                amountText.value = String(c);
              }}
            >
              {num(c)}
            </button>
          ))}
        </fieldset>
        <label className="h5-field">
          <span>{t('Amount')}</span>
          <input
            inputMode="numeric"
            autoComplete="off"
            value={amountText.value}
            onChange={(e) => {
              amountText.value = e.currentTarget.value;
            }}
            data-testid="amount"
            dir="ltr"
          />
        </label>
        <p className="bk-balance">
          {t('Balance')}: <bdi data-testid="balance">{num(b.balance)}</bdi>
        </p>
        {!transferToGo.value ? <p className="h5-field-error">{t(UPGRADING)}</p> : null}
        {age.value === 'declined' ? (
          <div className="bk-age-note">
            <p className="h5-field-error" data-testid="age-declined">
              {t(AGE_DECLINED)}
            </p>
            <button className="bk-text-button" onClick={askAgeAgain}>
              {t('I am 18 or older')}
            </button>
          </div>
        ) : null}
        <button
          className="h5-button h5-button-block"
          disabled={blocked || betting || roundOver.value}
          onClick={() => void bet()}
          data-testid="bet"
        >
          {betting ? t('Betting…') : t('Bet')}
        </button>
        {roundOver.value ? (
          <button className="bk-text-button" onClick={() => void retryRound()}>
            {t('Load the next round')}
          </button>
        ) : null}
      </section>

      <BoardNav promo={promo} />

      <RecentWinners promo={promo} />
    </>
  );
}

function BoardNav({ promo }: { promo: string }) {
  return (
    <nav className="bk-nav" aria-label={t('More')}>
      <GameLink to="ranking" promo={promo}>
        {t('Ranking')}
      </GameLink>
      <GameLink to="records" promo={promo}>
        {t('Records')}
      </GameLink>
      <GameLink to="strategy" promo={promo}>
        {t('My strategy')}
      </GameLink>
      <GameLink to="rebate" promo={promo}>
        {t('Recharge rebate')}
      </GameLink>
    </nav>
  );
}

const SEASON_STATE_LABEL: Record<SscUserSeasonState, string> = {
  none: 'Not joined yet',
  alive: 'Still in',
  out: 'Knocked out',
  reborn: 'Reborn',
};

function SeasonBar({ season, lucky: luckyOn }: { season: SscBkInfo | null; lucky: boolean }) {
  if (!season) return <div className="bk-season bk-season-empty" aria-hidden="true" />;
  const s = season.season_state;
  return (
    <section className="bk-season" aria-label={t('Season')} data-testid="season">
      <div className="bk-season-head">
        <span>
          {season.season_status === 'end'
            ? t('Season {season} has ended', { season: s.season })
            : t('Season {season} · Round {round}/{total}', {
                season: s.season,
                round: s.round,
                total: season.mode_config.season_rounds,
              })}
        </span>
        {luckyOn ? (
          <span className="bk-lucky-badge" data-testid="lucky-mode">
            {t('Lucky round')}
          </span>
        ) : null}
      </div>
      <div className="bk-season-stats">
        <span>{t('Promoted: {n}', { n: num(season.normal_promote_user_num) })}</span>
        <span>{t('Reborn: {n}', { n: num(season.reborn_promote_user_num) })}</span>
        <span data-testid="my-season-state">
          {t('You: {state}', { state: t(SEASON_STATE_LABEL[season.user_season_state.state]) })}
        </span>
      </div>
    </section>
  );
}

function RecentWinners({ promo }: { promo: string }) {
  useSignals();
  const res = useMemo(() => createResource(() => api().call(sscActivityUserList, { promo })), [promo]);
  useEffect(() => {
    void res.load();
  }, [res]);
  const list = res.data.value?.list;
  return (
    <section className="h5-card bk-winners" aria-label={t('Recent winners')}>
      <h2>{t('Recent winners')}</h2>
      {res.error.value ? (
        <ErrorState error={res.error.value} onRetry={() => void res.load()} />
      ) : !list ? (
        <Skeleton height="3rem" />
      ) : (
        <ul className="bk-rows">
          {list.slice(0, 6).map((w) => (
            <li key={`${w.code}-${w.uid}`}>
              <span className="bk-name">{w.stage_name}</span>
              <span>{num(w.win)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AgeDialog() {
  useSignals();
  const [answer, answering] = useSingleFlight(answerAge);
  return (
    <Dialog
      open={age.value === 'ask'}
      title={t('Age confirmation')}
      // Closing without an answer keeps the user out of betting, as a "no" does, but asks again next time.
      onClose={() => {
        age.value = 'declined';
      }}
      actions={
        <>
          <button
            className="h5-button h5-button-secondary"
            disabled={answering}
            onClick={() => void answer(false)}
          >
            {t('No')}
          </button>
          <button className="h5-button" disabled={answering} onClick={() => void answer(true)}>
            {t('Yes, I am 18 or older')}
          </button>
        </>
      }
    >
      <p>{t(AGE_QUESTION)}</p>
    </Dialog>
  );
}

function LuckyDialog() {
  useSignals();
  const r = lucky.value;
  return (
    <Dialog
      open={r !== null}
      title={t('Lucky round {round}', { round: r?.round ?? '' })}
      onClose={dismissLucky}
    >
      {r && !r.is_lucky_reward_sent ? (
        <p data-testid="lucky-pending">{t(LUCKY_ON_ITS_WAY)}</p>
      ) : (
        <ul className="bk-rows" data-testid="lucky-list">
          {r?.lucky_reward_user_list.map((u) => (
            <li key={u.uid}>
              <span className="bk-name">{u.stage_name}</span>
              <span>{num(u.reward)}</span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function FinalDialog() {
  useSignals();
  const r = finalResult.value;
  const mine = r?.my_reward_info;
  return (
    <Dialog
      open={r !== null}
      title={t('Season {season} final result', { season: r?.season ?? '' })}
      onClose={dismissFinal}
    >
      <div data-testid="final-result">
        {mine ? (
          <p>
            {t('Rank {rank} · Score {score} · Reward {reward}', {
              rank: mine.rank,
              score: num(mine.score),
              reward: num(mine.reward),
            })}
          </p>
        ) : (
          <p>{t(FINAL_NOT_PLAYED)}</p>
        )}
        {r && !r.is_final_reward_sent ? <p data-testid="final-pending">{t(FINAL_ON_ITS_WAY)}</p> : null}
      </div>
    </Dialog>
  );
}
