// The music events: Rhapsody Music (its season's round, ranking, past rounds and rewards), the
// top-10 covers that play in the page, the hot song floor (sing this week's hot song, invite
// friends, its recordings) and the duets to join in the app.

import { AsyncHonorWall } from '@h5/blocks/honor-wall';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { PromotionPage } from '@h5/blocks/promotion';
import { ShareButton } from '@h5/blocks/share';
import { appScreenLink } from '@h5/core-api';
import type { Promotion } from '@h5/core-api/contracts/general';
import { type Duet, getBoard, getDuets, getHonor } from '@h5/core-api/contracts/rankings';
import {
  Async,
  api,
  InfiniteList,
  Link,
  openAppScreen,
  Page,
  pagesOf,
  type Resource,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import { BoardList } from '../components/BoardList.tsx';
import { EventHead, EventNav, StageLine } from '../components/EventHead.tsx';
import { Rewards } from '../components/Rewards.tsx';
import { toStage } from './Weekly.tsx';

const RHAPSODY = 'rhapsody-music';
const RHAPSODY_PATH = '/v/rhapsody-music';
const TOP10 = 'top10-covers-collection';
const HOT_SONG = 'hot-song-floor-page';
const HOT_SONG_PATH = '/v/hot-song-floor-page';

/** The promotion's own title and slogan, as the server writes them. */
function PromotionHead({
  promotion,
  theme,
  nav,
}: {
  promotion: Resource<Promotion>;
  theme: 'violet' | 'fest' | 'red';
  nav: ReactNode;
}) {
  useSignals();
  const p = promotion.data.value;
  return (
    <header className={`rk-head rk-theme-${theme}`} data-testid="event-head">
      <p className="rk-title">{p ? <bdi>{p.title}</bdi> : '\u00a0'}</p>
      <p className="rk-tagline">{p ? <bdi>{p.slogan}</bdi> : '\u00a0'}</p>
      <ShareButton promotion={p} className="rk-share" />
      {nav}
    </header>
  );
}

function RhapsodyNav() {
  return (
    <EventNav
      links={[
        { to: `${RHAPSODY_PATH}/index`, label: 'This round' },
        { to: `${RHAPSODY_PATH}/rank`, label: 'Ranking' },
        { to: `${RHAPSODY_PATH}/history`, label: 'History' },
        { to: `${RHAPSODY_PATH}/reward`, label: 'Rewards' },
      ]}
    />
  );
}

function Rhapsody({ query, children }: { query: URLSearchParams; children: ReactNode }) {
  return (
    <PromotionPage query={query} title={t('Rhapsody Music')}>
      {({ promotion, phase }) => (
        <Page title={t('Rhapsody Music')} className="rk-page rk-theme-violet">
          <PromotionHead promotion={promotion} theme="violet" nav={<RhapsodyNav />} />
          <PhaseBanner phase={phase} />
          {children}
        </Page>
      )}
    </PromotionPage>
  );
}

function useRhapsodyBoard() {
  return useResource(() => api().call(getBoard, { event: RHAPSODY }), []);
}

export function RhapsodyIndex({ query }: ScreenProps) {
  const board = useRhapsodyBoard();
  return (
    <Rhapsody query={query}>
      <Async r={board} height="10rem">
        {(b) => (
          <section className="h5-card" data-testid="this-round">
            <StageLine stage={b.stage} onEnd={() => void board.load()} />
            <BoardList
              board={{ ...b, list: b.list.slice(0, 3) }}
              notMine="Post a cover this round to be ranked."
            />
            <Link
              to={`${RHAPSODY_PATH}/rank`}
              className="h5-button h5-button-block rk-cta"
              testId="full-ranking"
            >
              {t('See the full ranking')}
            </Link>
          </section>
        )}
      </Async>
    </Rhapsody>
  );
}

export function RhapsodyRank({ query }: ScreenProps) {
  const board = useRhapsodyBoard();
  return (
    <Rhapsody query={query}>
      <Async r={board} height="14rem">
        {(b) => (
          <section className="h5-card">
            <StageLine stage={b.stage} onEnd={() => void board.load()} />
            <BoardList board={b} notMine="Post a cover this round to be ranked." />
          </section>
        )}
      </Async>
    </Rhapsody>
  );
}

export function RhapsodyHistory({ query }: ScreenProps) {
  const honor = useResource(() => api().call(getHonor, { event: RHAPSODY }), []);
  return (
    <Rhapsody query={query}>
      <section className="h5-card">
        <h2>{t('Past rounds’ winners')}</h2>
        <AsyncHonorWall r={honor} stages={(h) => h.stages.map(toStage)} testId="honor-wall" />
      </section>
    </Rhapsody>
  );
}

export function RhapsodyReward({ query }: ScreenProps) {
  const board = useRhapsodyBoard();
  return (
    <Rhapsody query={query}>
      <Async r={board} height="8rem">
        {(b) => <Rewards tiers={b.rewards} myRank={b.me?.rank} />}
      </Async>
    </Rhapsody>
  );
}

export function Top10(_: ScreenProps) {
  const board = useResource(() => api().call(getBoard, { event: TOP10 }), []);
  return (
    <Page title={t('Top 10 covers')} className="rk-page rk-theme-cover">
      <EventHead
        title="Top 10 covers"
        tagline="This week’s most-voted covers. Tap one to listen."
        theme="cover"
      />
      <Async r={board} height="14rem">
        {(b) => (
          <section className="h5-card" data-testid="top10">
            <StageLine stage={b.stage} onEnd={() => void board.load()} />
            <BoardList board={b} mine={false} empty="No covers were voted for this week yet." />
          </section>
        )}
      </Async>
    </Page>
  );
}

function HotSong({ query, children }: { query: URLSearchParams; children: ReactNode }) {
  return (
    <PromotionPage query={query} title={t('Hot song floor')}>
      {({ promotion, phase }) => (
        <Page title={t('Hot song floor')} className="rk-page rk-theme-red">
          <PromotionHead
            promotion={promotion}
            theme="red"
            nav={
              <EventNav
                links={[
                  { to: `${HOT_SONG_PATH}/invite`, label: 'Sing and invite' },
                  { to: `${HOT_SONG_PATH}/record`, label: 'Recordings' },
                ]}
              />
            }
          />
          <PhaseBanner phase={phase} />
          {children}
        </Page>
      )}
    </PromotionPage>
  );
}

export function HotSongInvite({ query }: ScreenProps) {
  const board = useResource(() => api().call(getBoard, { event: HOT_SONG }), []);
  return (
    <HotSong query={query}>
      <Async r={board} height="8rem">
        {(b) => {
          const top = b.list[0]?.recording;
          return (
            <section className="h5-card rk-hot" data-testid="hot-song">
              <p className="h5-muted">{t('This week’s hot song')}</p>
              {top ? (
                <div className="rk-hot-song">
                  <Img src={top.cover} alt="" width={72} height={72} />
                  <bdi className="rk-hot-title">{top.song}</bdi>
                </div>
              ) : null}
              {b.entrants === undefined ? null : (
                <p data-testid="hot-song-singers">
                  {t(
                    '{n, plural, one {# singer has sung it this week.} other {# singers have sung it this week.}}',
                    { n: b.entrants },
                  )}
                </p>
              )}
              <button
                type="button"
                className="h5-button h5-button-block"
                data-testid="sing"
                onClick={() => openAppScreen(appScreenLink('sing', top ? { recording: top.id } : {}))}
              >
                {t('Sing it in the app')}
              </button>
              <p className="h5-muted">{t('Invite friends to sing it with you: tap share at the top.')}</p>
            </section>
          );
        }}
      </Async>
    </HotSong>
  );
}

export function HotSongRecord({ query }: ScreenProps) {
  const board = useResource(() => api().call(getBoard, { event: HOT_SONG }), []);
  return (
    <HotSong query={query}>
      <Async r={board} height="14rem">
        {(b) => (
          <section className="h5-card">
            <StageLine stage={b.stage} onEnd={() => void board.load()} />
            <BoardList board={b} notMine="Sing the hot song to be ranked." />
          </section>
        )}
      </Async>
    </HotSong>
  );
}

export function JustDuet(_: ScreenProps) {
  return (
    <Page title={t('Just duet')} className="rk-page rk-theme-teal">
      <EventHead title="Just duet" tagline="Pick a duet, sing the other half in the app." theme="teal" />
      <section className="h5-card">
        <InfiniteList<Duet>
          load={pagesOf(getDuets, {})}
          itemKey={(d) => d.id}
          className="rk-duets"
          empty={t('No duets are open right now.')}
          renderItem={(d) => (
            <div className="rk-duet" data-testid="duet">
              <Img src={d.cover} alt="" width={56} height={56} />
              <span className="rk-duet-main">
                <bdi className="rk-duet-song">{d.song}</bdi>
                <UserName name={d.stage_name} />
                <span className="h5-muted">
                  {t('{n, plural, one {# singer joined} other {# singers joined}}', { n: d.joined })}
                </span>
              </span>
              <button
                type="button"
                className="h5-button rk-duet-join"
                data-testid="join-duet"
                onClick={() => openAppScreen(appScreenLink('duet', { id: d.id }))}
              >
                {t('Join')}
              </button>
            </div>
          )}
        />
      </section>
    </Page>
  );
}
