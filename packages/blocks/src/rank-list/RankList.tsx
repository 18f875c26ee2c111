// One ranking: the top three on a podium, the rest in rows, and the user's own row pinned under
// the list, so it stays in view however long the list is (a visitor's invitation to sign in, or
// why the user is not ranked, follows the list unpinned). Names are isolated, avatars tiered.
// A user ranked within the list is shown once, in place and marked as theirs: pinned as well,
// the same row was listed twice (Rhapsody, the annual ceremony).

import { formatNumber } from '@h5/i18n';
import { language, t, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import type { ReactNode } from 'react';
import './styles.css';

export interface RankEntry {
  uid: number | string;
  /** 1 for the first; 0 or less when not ranked. */
  rank: number;
  name: string;
  avatar?: string | null;
  /** The number the list is ranked by. */
  score: number;
  /** A line under the name (wins and bets, a guild, a country). */
  detail?: ReactNode;
  /**
   * What the entry plays (its recording's player): under the name on the podium, whose steps have
   * no room for the detail line. A row shows its player within its detail.
   */
  play?: ReactNode;
}

export interface RankListProps {
  entries: RankEntry[];
  /** The signed-in user's own entry; null when not ranked or not signed in. */
  me?: RankEntry | null;
  /** Shown in the pinned row when `me` is null: why not ranked, or an invitation to sign in. */
  meFallback?: ReactNode;
  /** How many lead on the podium (0 for none). */
  podium?: 0 | 3;
  /** Renders the score (coins with a sign, stars); a number in the page's language otherwise. */
  renderScore?: (score: number, entry: RankEntry) => ReactNode;
  /** Said when nobody is ranked yet (an English key). */
  empty: string;
  testId?: string;
}

/** What a visitor sees in the rank list's pinned row: no rank, a way to get one. */
export const NOT_RANKED = 'You are not ranked yet.';

export function RankList({ entries, me, meFallback, podium = 3, renderScore, empty, testId }: RankListProps) {
  useSignals();
  const lang = language.value;
  const score = (e: RankEntry) => (renderScore ? renderScore(e.score, e) : formatNumber(lang, e.score));
  const top = podium ? entries.slice(0, podium) : [];
  const rest = entries.slice(top.length);
  const rankText = (r: number) => (r > 0 ? formatNumber(lang, r) : '–');
  const listed = me ? entries.some((e) => e.uid === me.uid) : false;
  const isMe = (e: RankEntry) => listed && e.uid === me?.uid;
  return (
    <section className="blk-rank" data-testid={testId}>
      {entries.length === 0 ? (
        <p className="h5-state">{t(empty)}</p>
      ) : (
        <>
          {top.length ? (
            <ol className="blk-podium" aria-label={t('Top three')}>
              {top.map((e) => (
                <li
                  key={e.uid}
                  className={`blk-podium-${e.rank}${isMe(e) ? ' blk-podium-me' : ''}`}
                  data-testid="rank-row"
                >
                  <Mine when={isMe(e)}>
                    <span className="blk-medal">{rankText(e.rank)}</span>
                    <Avatar src={e.avatar} size={e.rank === 1 ? 64 : 52} />
                    <UserName name={e.name} className="blk-podium-name" />
                    {isMe(e) ? <span className="blk-you">({t('you')})</span> : null}
                    {e.play ? <span className="blk-podium-play">{e.play}</span> : null}
                    <span className="blk-score">{score(e)}</span>
                  </Mine>
                </li>
              ))}
            </ol>
          ) : null}
          {rest.length ? (
            <ol className="blk-rows" start={top.length + 1}>
              {rest.map((e) => (
                <li key={e.uid} className={`blk-row${isMe(e) ? ' blk-row-me' : ''}`} data-testid="rank-row">
                  <Mine when={isMe(e)}>
                    <Row e={e} rank={rankText(e.rank)} score={score(e)} you={isMe(e)} />
                  </Mine>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
      {me !== undefined && !listed ? (
        // Only a row of the user's own is pinned: a sentence in its place (sign in, not ranked) has
        // nothing to keep in view, and pinned over the list it covered the rows' buttons.
        <div className={`blk-row blk-row-me${me ? ' blk-row-pinned' : ''}`} data-testid="my-rank">
          {me ? (
            <Row e={me} rank={rankText(me.rank)} score={score(me)} you />
          ) : (
            <div className="blk-me-fallback">{meFallback ?? t(NOT_RANKED)}</div>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The user's own row in the list: found as `my-rank` like the pinned one, laid out as the row. */
function Mine({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? (
    <div className="blk-mine" data-testid="my-rank">
      {children}
    </div>
  ) : (
    children
  );
}

function Row({ e, rank, score, you }: { e: RankEntry; rank: string; score: ReactNode; you?: boolean }) {
  return (
    <>
      <span className="blk-rank-no">{rank}</span>
      <Avatar src={e.avatar} size={36} />
      <span className="blk-row-main">
        <span>
          <UserName name={e.name} />
          {you ? <span className="blk-you"> ({t('you')})</span> : null}
        </span>
        {e.detail ? <span className="blk-detail">{e.detail}</span> : null}
      </span>
      <span className="blk-score">{score}</span>
    </>
  );
}
