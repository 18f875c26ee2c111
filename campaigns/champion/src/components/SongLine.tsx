// A song as lists show it: its cover, its title and artist (names, kept as written).

import type { Song } from '@h5/core-api/contracts/champion';
import { Img } from '@h5/ui-kit/image';

export function SongLine({ song }: { song: Song }) {
  return (
    <span className="ch-song">
      <Img src={song.cover} alt="" width={40} height={40} className="ch-cover" />
      <span className="ch-song-text">
        <bdi className="ch-song-title" translate="no" data-name="">
          {song.title}
        </bdi>
        <bdi className="ch-song-artist" translate="no" data-name="">
          {song.artist}
        </bdi>
      </span>
    </span>
  );
}
