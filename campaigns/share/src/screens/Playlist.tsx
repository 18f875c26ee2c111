// A shared playlist (/playlist/share): its cover, name, owner and recordings, each playable on its
// own share page, and the playlist in the app.
import { getPlaylistShare, type PlaylistShare } from '@h5/core-api/contracts/share';
import { api, Page, type ScreenProps, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { Gone, INCOMPLETE_LINK, MainReadError } from '../components/Gone.tsx';
import { OpenAppBar, OpenAppButton } from '../components/OpenApp.tsx';
import { Person } from '../components/People.tsx';
import { RecordGrid } from '../components/RecordGrid.tsx';
import { useDeviceReport } from '../components/useDeviceReport.ts';
import { playlistIdOf } from '../shareLink.ts';

export const PLAYLIST_TITLE = 'Playlist';
export const PLAYLIST_IN_APP = 'Play all in the app';
export const SONGS_COUNT = '{n, plural, one {# song} other {# songs}}';
export const IN_PLAYLIST = 'In this playlist';

export function Playlist({ query }: ScreenProps) {
  useSignals();
  useDeviceReport();
  const id = playlistIdOf(query);
  const r = useResource(() => (id ? api().call(getPlaylistShare, { id }) : Promise.resolve(null)), [id]);
  const data = r.data.value;
  const err = r.error.value;
  return (
    <Page title={t(PLAYLIST_TITLE)} className="sh-page">
      <OpenAppBar target={id ? { screen: 'playlist', id } : { screen: 'home' }} />
      {!id ? (
        <Gone message={INCOMPLETE_LINK} />
      ) : err ? (
        <MainReadError error={err} onRetry={() => void r.load()} />
      ) : !data ? (
        <Skeleton height="4rem" />
      ) : (
        <PlaylistView list={data} />
      )}
    </Page>
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
