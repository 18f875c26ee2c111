// What the campaign's screens share: the head of an event page, a board over the server's
// ranking (users or covers that play in the page), the rewards by rank, the stage's countdown.

import { AudioPlayer } from '@h5/blocks/audio-player';
import { saysMore } from '@h5/blocks/promotion/says-more';
import { RankList } from '@h5/blocks/rank-list';
import type { Board, BoardRow, EventStage, RewardTier } from '@h5/core-api/contracts/rankings';
import { Countdown, Link, route, SignInPrompt, t, useSignals, useSignedIn } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import type { Theme } from './events.ts';
import { placesKey, tierFor } from './rewards.ts';
import { unitText } from './unit.ts';

/** The page's path without the router base, for the event it belongs to. */
export function currentPath(): string {
  return route.value?.path ?? '';
}

/**
 * An event's hero: its name where it says more than the page's title (the header or the app's
 * title bar shows that already), else its tagline as the hero's line; its nav and art.
 */
export function EventHead({
  title,
  tagline,
  theme,
  children,
}: {
  title: string;
  tagline?: string | undefined;
  theme: Theme;
  children?: ReactNode;
}) {
  useSignals();
  const name = saysMore(t(title), t(route.value?.meta.title ?? '')) ? t(title) : null;
  return (
    <header className={`rk-head rk-theme-${theme}`} data-testid="event-head">
      {name ? <p className="rk-title">{name}</p> : null}
      {tagline ? <p className={name ? 'rk-tagline' : 'rk-lead'}>{t(tagline)}</p> : null}
      {children}
    </header>
  );
}

/** The links between an event's screens, the current one marked. */
export function EventNav({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  useSignals();
  const here = currentPath();
  return (
    <nav className="rk-nav" aria-label={t('Sections')}>
      {links.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          className={here === l.to ? 'h5-chip rk-nav-on' : 'h5-chip'}
          testId={`nav-${l.to.split('/').pop()}`}
        >
          {t(l.label)}
        </Link>
      ))}
    </nav>
  );
}

/** The stage's name and the time left until it closes; `onEnd` re-reads the board then. */
export function StageLine({ stage, onEnd }: { stage: EventStage; onEnd: () => void }) {
  return (
    <p className="rk-stage" data-testid="stage">
      <bdi className="rk-stage-label">{stage.label}</bdi>
      <span className="rk-left">
        {t('Ends in')} <Countdown targetMs={stage.end} onEnd={onEnd} />
      </span>
    </p>
  );
}

// ---- the board ----

function Detail({ row }: { row: BoardRow }) {
  if (row.recording) {
    return (
      <span className="rk-song">
        <Img src={row.recording.cover} alt="" width={20} height={20} />
        <bdi>{row.recording.song}</bdi>
        <AudioPlayer id={row.recording.id} src={row.recording.audio} title={row.recording.song} />
      </span>
    );
  }
  return row.detail ? <bdi>{row.detail}</bdi> : null;
}

const entry = (r: BoardRow) => ({
  uid: r.uid,
  rank: r.rank,
  name: r.stage_name,
  avatar: r.avatar,
  score: r.score,
  detail: r.recording || r.detail ? <Detail row={r} /> : undefined,
  play: r.recording ? (
    <AudioPlayer id={r.recording.id} src={r.recording.audio} title={r.recording.song} />
  ) : undefined,
});

/** A board with my row pinned: a visitor is invited to sign in, a member not ranked told so. */
export function BoardList({
  board,
  mine = true,
  notMine,
  empty = 'Nobody is ranked yet this week.',
}: {
  board: Board;
  /** Whether the board has a row of the user's own (rooms and teams do not). */
  mine?: boolean;
  /** What the pinned row says when the user has no row (an English key). */
  notMine?: string;
  empty?: string;
}) {
  const signedIn = useSignedIn();
  return (
    <RankList
      entries={board.list.map(entry)}
      me={mine ? (board.me ? entry(board.me) : null) : undefined}
      meFallback={signedIn === false ? <SignInPrompt compact /> : notMine ? t(notMine) : undefined}
      // Covers play from their row: a podium has no room for the song and its play button.
      podium={board.list.some((r) => r.recording) ? 0 : 3}
      renderScore={(n) => t(unitText(board.unit), { n })}
      empty={empty}
      testId="board"
    />
  );
}

/** What each place wins, and what my place would win now. */
export function Rewards({ tiers, myRank }: { tiers: RewardTier[]; myRank?: number | undefined }) {
  const mine = myRank ? tierFor(tiers, myRank) : null;
  if (tiers.length === 0) return null;
  return (
    <section className="h5-card rk-rewards" data-testid="rewards">
      <h2>{t('Rewards')}</h2>
      <ul>
        {tiers.map((tier) => (
          <li
            key={tier.from}
            className={tier === mine ? 'rk-tier rk-tier-mine' : 'rk-tier'}
            data-testid="reward"
          >
            <Img src={tier.icon} alt="" width={36} height={36} />
            <span className="rk-tier-places">{t(placesKey(tier), { from: tier.from, to: tier.to })}</span>
            <bdi className="rk-tier-name">{tier.name}</bdi>
          </li>
        ))}
      </ul>
      {mine ? (
        <p className="rk-tier-note" data-testid="my-reward">
          {t('If the ranking closed now, you would win:')} <bdi>{mine.name}</bdi>
        </p>
      ) : null}
    </section>
  );
}
