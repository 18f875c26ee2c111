// A shared playlist (/playlist/share): its cover, name, owner and recordings, each playable on its
// own share page, and the playlist in the app.
import type { PlaylistShare } from '@h5/core-api/contracts/share';
import { type ScreenProps, t } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { OpenAppButton } from '../components/OpenApp.tsx';
import { Person } from '../components/People.tsx';
import { RecordGrid } from '../components/RecordGrid.tsx';
import { SharedPage } from '../components/SharedPage.tsx';
import { PLAYLIST_READ } from '../reads.ts';
import { playlistIdOf } from '../shareLink.ts';

export const PLAYLIST_TITLE = 'Playlist';
export const PLAYLIST_IN_APP = 'Play all in the app';
export const SONGS_COUNT = '{n, plural, one {# song} other {# songs}}';
export const IN_PLAYLIST = 'In this playlist';

export function Playlist({ query }: ScreenProps) {
  return (
    <SharedPage
      title={PLAYLIST_TITLE}
      id={playlistIdOf(query)}
      target={(id) => ({ screen: 'playlist', id })}
      read={(id, client) => client.call(PLAYLIST_READ.call, { id })}
      height="4rem"
    >
      {(list) => <PlaylistView list={list} />}
    </SharedPage>
  );
}

function PlaylistView({ list }: { list: PlaylistShare }) {
  return (
    <>
      <section className="h5-card sh-list-head" data-testid="playlist">
        <Img src={list.cover_image} alt="" width={96} height={96} eager className="sh-list-cover" />
        <div>
          <h2 className="sh-song" data-user-text="" dir="auto">
            {list.title}
          </h2>
          <Person user={list.owner} size={28} />
          <p className="sh-muted">{t(SONGS_COUNT, { n: list.records.length })}</p>
        </div>
      </section>
      <RecordGrid title={IN_PLAYLIST} records={list.records} testId="playlist-records" />
      <OpenAppButton target={{ screen: 'playlist', id: list.id }} label={PLAYLIST_IN_APP} />
    </>
  );
}
