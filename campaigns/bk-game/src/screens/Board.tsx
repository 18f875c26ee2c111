// The blind-box board (spec 3: the encirclement game): the season, the round on the stage, the
// bet, links to the game's other screens and the latest winners; the pieces live in ../board/.

import { BrokenLink, readPromotionId } from '@h5/blocks/promotion';
import type { SscIndex } from '@h5/core-api/contracts/ssc';
import {
  currentUser,
  ErrorState,
  LineSkeleton,
  Link,
  Page,
  refreshUser,
  requestLogin,
  type ScreenProps,
  Skeleton,
  t,
  useLoadOnMount,
  userReadFailure,
  useSignals,
} from '@h5/ui-kit';
import { BetPanel } from '../board/BetPanel.tsx';
import { AgeDialog, FinalDialog, LuckyDialog } from '../board/dialogs.tsx';
import { RecentWinners } from '../board/RecentWinners.tsx';
import { SeasonBar } from '../board/SeasonBar.tsx';
import { Stage } from '../board/Stage.tsx';
import { bk, board, boardError, closeBoard, openBoard } from '../game.ts';
import { isLuckyMode } from '../luckyMode.ts';
import { LOG_IN_TO_PLAY } from '../texts.ts';
import { GAME_PATH } from '../ui.tsx';

export function Board({ query }: ScreenProps) {
  useSignals();
  const promo = readPromotionId(query);
  const user = currentUser.value;
  const anonymous = !user || user.is_anonymous;
  // In the first screen's render: the board the page's HTML already read shows in it.
  useLoadOnMount(
    () => {
      if (!promo || anonymous) return;
      openBoard(promo);
      return closeBoard;
    },
    [promo, anonymous],
    { inFirstRender: true },
  );

  let body: React.ReactNode;
  if (!promo) body = <BrokenLink />;
  // Who is signed in could not be read (no connection): not a visitor, a failure with a retry.
  else if (!user && userReadFailure.value)
    body = <ErrorState error={userReadFailure.value} onRetry={() => void refreshUser()} />;
  else if (anonymous) body = <LogInToPlay />;
  else if (boardError.value) body = <ErrorState error={boardError.value} onRetry={() => openBoard(promo)} />;
  else if (!board.value) body = <BoardSkeleton />;
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
function BoardSkeleton() {
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
      <BoardNav />
      <section className="h5-card blk-winners">
        <h2>{t('Recent winners')}</h2>
        <Skeleton height="3rem" />
      </section>
    </div>
  );
}

function Game({ b, promo }: { b: SscIndex; promo: string }) {
  useSignals();
  const season = bk.value;
  const lucky = isLuckyMode(season);
  return (
    <>
      <SeasonBar season={season} lucky={lucky} />
      <Stage b={b} lucky={lucky} />
      <BetPanel b={b} />
      <BoardNav />
      <RecentWinners promo={promo} />
    </>
  );
}

/** The game's other screens; each link carries the promotion along with the visit's query. */
function BoardNav() {
  return (
    <nav className="bk-nav" aria-label={t('More')}>
      <Link to={`${GAME_PATH}/ranking`} className="bk-link">
        {t('Ranking')}
      </Link>
      <Link to={`${GAME_PATH}/records`} className="bk-link">
        {t('Records')}
      </Link>
      <Link to={`${GAME_PATH}/strategy`} className="bk-link">
        {t('My strategy')}
      </Link>
      <Link to={`${GAME_PATH}/rebate`} className="bk-link">
        {t('Recharge rebate')}
      </Link>
    </nav>
  );
}
