// An entry as the rank-list block shows it: the singer, the votes, and the song with its player.

import { AudioPlayer } from '@h5/blocks/audio-player';
import type { RankEntry } from '@h5/blocks/rank-list';
import type { Entry } from '@h5/core-api/contracts/champion';

export function rankEntry(e: Entry): RankEntry {
  const player = (
    <AudioPlayer id={String(e.recording.id)} src={e.recording.audio} title={e.recording.song.title} />
  );
  return {
    uid: e.user.uid,
    rank: e.rank,
    name: e.user.stage_name,
    avatar: e.user.avatar,
    score: e.votes,
    detail: (
      <span className="ch-rank-song">
        {player}
        <bdi translate="no" data-name="">
          {e.recording.song.title}
        </bdi>
      </span>
    ),
    play: player,
  };
}
