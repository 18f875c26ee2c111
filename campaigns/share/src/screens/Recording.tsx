// A shared recording (spec 2 "Share pages", spec 3 "Share recording"): the cover and the player
// first, the song and its singer, a chorus invite's call to sing the other part, the singer's
// words, awards and competitions, comments, collabs, other covers of the song, popular and
// trending recordings, the family, and always the way into the app.
import type { RecordingShare, SmShareDetail } from '@h5/core-api/contracts/share';
import {
  Async,
  api,
  LineSkeleton,
  language,
  Page,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { useEffect } from 'react';
import { Comments } from '../components/Comments.tsx';
import { Gone, INCOMPLETE_LINK, MainReadError } from '../components/Gone.tsx';
import { OpenAppBar, OpenAppButton } from '../components/OpenApp.tsx';
import { Person } from '../components/People.tsx';
import { Player } from '../components/Player.tsx';
import { RecordGrid } from '../components/RecordGrid.tsx';
import { useDeviceReport } from '../components/useDeviceReport.ts';
import { shortCount } from '../counts.ts';
import { isChorusInvite } from '../mediaType.ts';
import type { AppTarget } from '../openApp.ts';
import { AWARDS_READ, COLLABS_READ, COMMENTS_READ, RECORDING_READ, SHARER_DETAIL_READ } from '../reads.ts';
import { recordingIdOf, sharerOf } from '../shareLink.ts';
import { applyShareMeta, recordingMeta } from '../shareMeta.ts';

export const RECORDING_TITLE = 'Shared recording';
export const SUNG_ON = 'Sung on StarMaker';
export const INVITES_YOU = 'invites you to sing the other part of this song.';
export const SING_OTHER_PART = 'Sing the other part';
export const SING_IN_APP = 'Sing the other part in the app';
export const LISTEN_IN_APP = 'Listen in the app';
export const SHARED_BY = 'Shared by';
export const LIKED = '{n, plural, one {{count} like} other {{count} likes}}';
export const PLAYS = '{n, plural, one {{count} play} other {{count} plays}}';
export const RANKED = 'No. {rank} in {title}';
export const AWARDS_TITLE = 'Awards';
export const COLLABS_TITLE = 'Sung together';
export const COVERS_TITLE = 'Other covers of this song';
export const POPULAR_TITLE = 'Popular recordings';
export const TRENDING_TITLE = 'Trending now';
export const FAMILY_MEMBERS = '{n, plural, one {# member} other {# members}}';
export const FAMILY_LABEL = 'Family';

export function Recording({ query }: ScreenProps) {
  useDeviceReport();
  const id = recordingIdOf(query);
  if (!id)
    return (
      <Page title={t(RECORDING_TITLE)} className="sh-page">
        <OpenAppBar target={{ screen: 'home' }} />
        <Gone message={INCOMPLETE_LINK} />
      </Page>
    );
  return <RecordingPage id={id} query={query} />;
}

function RecordingPage({ id, query }: { id: string; query: URLSearchParams }) {
  useSignals();
  const sharer = sharerOf(query);
  const rec = useResource(() => api().call(RECORDING_READ.call, { id }), [id]);
  const data = rec.data.value;
  const err = rec.error.value;
  const invite = data ? isChorusInvite(data.recording.media_type) : false;
  const target: AppTarget = { screen: invite ? 'chorus' : 'recording', id };

  useEffect(() => {
    if (!data) return;
    applyShareMeta(
      document,
      recordingMeta(data.song.name, data.user.name, data.recording.cover_image, t(SUNG_ON)),
    );
  }, [data]);

  return (
    <Page title={t(RECORDING_TITLE)} className="sh-page">
      <OpenAppBar target={target} />
      {err ? (
        <MainReadError error={err} onRetry={() => void rec.load()} />
      ) : !data ? (
        <>
          <div className="sh-player" data-testid="player-loading" />
          <section className="h5-card sh-head sh-head-skeleton">
            <LineSkeleton />
            <LineSkeleton />
            <LineSkeleton />
          </section>
        </>
      ) : (
        <>
          {/* Keyed: another recording (a tile tapped) starts from the beginning. */}
          <Player key={data.recording.id} recording={data.recording} />
          <SongHead share={data} />
          {invite ? <ChorusInvite share={data} id={id} /> : null}
          <Surroundings id={id} sharer={sharer} share={data} />
          <OpenAppButton target={target} label={invite ? SING_IN_APP : LISTEN_IN_APP} />
        </>
      )}
    </Page>
  );
}

function SongHead({ share }: { share: RecordingShare }) {
  useSignals();
  const lang = language.value;
  const { song, recording, user } = share;
  return (
    <section className="h5-card sh-head" data-testid="song">
      <h2 className="sh-song" translate="no">
        {song.name}
      </h2>
      <p className="sh-artist" translate="no">
        {song.artist}
      </p>
      <div className="sh-singer">
        <Person user={user} />
      </div>
      {recording.recording_desc ? (
        <p className="sh-desc" data-user-text="" dir="auto">
          {recording.recording_desc}
        </p>
      ) : null}
      <p className="sh-stats sh-muted">
        <span>{t(PLAYS, shortCount(lang, recording.listen_num))}</span>
        <span>{t(LIKED, shortCount(lang, recording.like_num))}</span>
      </p>
    </section>
  );
}

function ChorusInvite({ share, id }: { share: RecordingShare; id: string }) {
  return (
    <section className="h5-card sh-invite" data-testid="chorus-invite">
      <span className="sh-mic" aria-hidden="true" />
      <p>
        <UserName name={share.user.name} /> {t(INVITES_YOU)}
      </p>
      <OpenAppInline id={id} />
    </section>
  );
}

function OpenAppInline({ id }: { id: string }) {
  return <OpenAppButton target={{ screen: 'chorus', id }} label={SING_OTHER_PART} testId="sing-other-part" />;
}

function Surroundings({
  id,
  sharer,
  share,
}: {
  id: string;
  sharer: ReturnType<typeof sharerOf>;
  share: RecordingShare;
}) {
  const detail = useResource(
    () => api().call(SHARER_DETAIL_READ.call, { recording_id: id, ...sharer }),
    [id, sharer.share_user_id, sharer.share_channel],
  );
  const comments = useResource(() => api().call(COMMENTS_READ.call, { recording_id: id, page: 1 }), [id]);
  const awards = useResource(() => api().call(AWARDS_READ.call, { recording_id: id }), [id]);
  const collabs = useResource(() => api().call(COLLABS_READ.call, { recording_id: id, page: 1 }), [id]);
  return (
    <>
      <Async r={detail} height="2.4rem" compact>
        {(d) => <Context detail={d} singer={share.user.id} />}
      </Async>
      <Async r={awards} height="0rem" compact>
        {({ awardsInfo }) =>
          awardsInfo.length === 0 ? null : (
            <section className="h5-card" data-testid="awards">
              <h2 className="sh-section-title">{t(AWARDS_TITLE)}</h2>
              <ul className="sh-awards">
                {awardsInfo.map((a) => (
                  <li key={a.id}>
                    <img src={a.icon} alt="" width={28} height={28} loading="lazy" />
                    <bdi>{a.title}</bdi>
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </Async>
      <Async r={comments} height="4rem" compact>
        {(c) => <Comments recordingId={id} first={c} />}
      </Async>
      <Async r={collabs} height="0rem" compact>
        {(c) => <RecordGrid title={COLLABS_TITLE} records={c.list} testId="collabs" />}
      </Async>
      <Async r={detail} height="0rem" compact>
        {(d) => (
          <>
            <RecordGrid title={COVERS_TITLE} records={d.coversList} testId="covers" />
            <RecordGrid title={POPULAR_TITLE} records={d.popular} testId="popular" />
            <RecordGrid title={TRENDING_TITLE} records={d.trending} testId="trending" />
          </>
        )}
      </Async>
    </>
  );
}

function Context({ detail, singer }: { detail: SmShareDetail; singer: number }) {
  const family = detail.shareFamilyInfo;
  return (
    <section className="h5-card sh-context" data-testid="context">
      <p className="sh-top-title">
        <bdi>{detail.top_title}</bdi>
      </p>
      {detail.share_user && detail.share_user.id !== singer ? (
        <p className="sh-muted" data-testid="shared-by">
          {t(SHARED_BY)} <UserName name={detail.share_user.name} />
        </p>
      ) : null}
      {detail.competions.length > 0 ? (
        <ul className="sh-ranks">
          {detail.competions.map((c) => (
            <li key={c.id} className="sh-rank">
              <bdi>{c.rank > 0 ? t(RANKED, { rank: c.rank, title: c.title }) : c.title}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      {family ? (
        <p className="sh-family" data-testid="family">
          <span className="sh-family-label">{t(FAMILY_LABEL)}</span>
          <bdi translate="no">{family.name}</bdi>
          <span className="sh-muted">{t(FAMILY_MEMBERS, { n: family.member_num })}</span>
        </p>
      ) : null}
    </section>
  );
}
