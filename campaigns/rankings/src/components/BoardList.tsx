// A board over the server's ranking: users, or covers that play in the page, with my row pinned.

import { AudioPlayer } from '@h5/blocks/audio-player';
import { RankList } from '@h5/blocks/rank-list';
import type { Board, BoardRow } from '@h5/core-api/contracts/rankings';
import { SignInPrompt, t, useSignedIn } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { unitText } from '../unit.ts';

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
