// Every live and KTV event page (EVENT_PAGES): its own hero (art and what it is for; the title is
// the page's, above it), how to climb (what it ranks by, the steps, the actions that open the app
// where points are won), its phase on the server's clock, its ranking (hosts
// or rooms, or this round's PK pairs) with my row pinned, each entry opening the live or the room
// in the app (in a browser: the app, or its store), the rewards by place, the rules and the
// honor wall of past rounds.

import { Climb } from '@h5/blocks/climb';
import { HonorWall } from '@h5/blocks/honor-wall';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { usePhase } from '@h5/blocks/promotion';
import { RulesSheet } from '@h5/blocks/rules-sheet';
import { getLiveEvent, type LiveEvent } from '@h5/core-api/contracts/live';
import {
  Async,
  api,
  Link,
  NotFound,
  Page,
  route,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { EventArt } from '../art.tsx';
import { Board, RefreshLine, Segments, useServerRefresh } from '../boards.tsx';
import { eventActions } from '../climb.ts';
import { type LiveEventPage, pageAt } from '../events.ts';
import { EVENT_TEXTS } from '../eventTexts.ts';
import { MicCard, MicReserve } from '../mic.tsx';
import { Pk } from '../pkVotes.tsx';

export function Event(_: ScreenProps) {
  useSignals();
  const at = pageAt(route.value?.path ?? '');
  if (!at) return <NotFound />;
  return <EventPage page={at.page} tab={at.tab} />;
}

function EventPage({ page, tab }: { page: LiveEventPage; tab: string | undefined }) {
  // Its own subscription: a render that yields between Event and this component would leave the
  // board's reads below untracked, and a new board would not restart its refresh schedule.
  useSignals();
  const ev = useResource(
    () => api().call(getLiveEvent, tab ? { event: page.event, tab } : { event: page.event }),
    [page.event, tab],
  );
  const data = ev.data.value;
  const phase = usePhase(data ?? undefined);
  const before = phase?.phase === 'before';
  // The hot ranking: read again after each remake on the server's clock, keeping the board shown.
  useServerRefresh(data?.refresh, async () => {
    try {
      const next = await api().call(getLiveEvent, tab ? { event: page.event, tab } : { event: page.event });
      ev.set(next);
      return next.refresh;
    } catch {
      return null;
    }
  });
  return (
    <Page title={t(page.title)} className={`lv-page lv-theme-${page.theme}`}>
      <header className={`lv-head lv-theme-${page.theme} lv-ev-${page.event}`} data-testid="event-head">
        <EventArt event={page.event} />
        <p className="lv-lead">{t(page.tagline)}</p>
        <PhaseBanner
          phase={phase}
          texts={page.phaseTexts}
          onChange={() => void ev.load()}
          className="lv-phase"
        />
        <nav className="lv-nav" aria-label={t('Sections')}>
          {(page.tabs ?? []).map((x) => (
            <Link
              key={x.route}
              to={`${page.path}/${x.route}`}
              className={x.route === tab ? 'h5-chip lv-nav-on' : 'h5-chip'}
              testId={`tab-${x.route}`}
            >
              {t(x.label)}
            </Link>
          ))}
          <RulesSheet rules={page.rules.map((text) => ({ text }))} />
        </nav>
      </header>
      <Climb
        rankedBy={t(page.rankedBy)}
        steps={page.steps}
        actions={eventActions(page).map((a) => ({ label: t(a.label), link: a.link, primary: a.primary }))}
      />
      {page.tool === 'micReserve' ? <MicReserve /> : page.tool === 'micCard' ? <MicCard /> : null}
      <Async r={ev} height="16rem">
        {(e) => (
          <>
            <section className="h5-card" data-testid="ranking">
              <h2>{t(phase?.phase === 'ended' ? EVENT_TEXTS.final : page.board)}</h2>
              {e.refresh ? <RefreshLine refresh={e.refresh} /> : null}
              {e.pairs ? (
                <Pk e={e} onChange={(next) => ev.set(next)} reload={() => void ev.load()} />
              ) : e.segments ? (
                <Segments segments={e.segments} unit={e.unit} before={before} />
              ) : (
                <Board list={e.list} me={e.me} unit={e.unit} before={before} />
              )}
            </section>
            <Rewards e={e} />
            <section className="h5-card">
              <h2>{t(EVENT_TEXTS.honor)}</h2>
              <HonorWall
                testId="honor-wall"
                stages={e.honor.map((s) => ({
                  ...s,
                  entries: s.entries.map((x) => ({ ...x, uid: x.id })),
                }))}
              />
            </section>
          </>
        )}
      </Async>
    </Page>
  );
}

function Rewards({ e }: { e: LiveEvent }) {
  if (e.rewards.length === 0) return null;
  return (
    <section className="h5-card lv-rewards" data-testid="rewards">
      <h2>{t(EVENT_TEXTS.rewards)}</h2>
      <ul>
        {e.rewards.map((r) => (
          <li key={r.from} className="lv-tier" data-testid="reward">
            <Img src={r.icon} alt="" width={36} height={36} />
            <span className="lv-tier-places">
              {t(r.from === r.to ? EVENT_TEXTS.place : EVENT_TEXTS.places, { from: r.from, to: r.to })}
            </span>
            <bdi className="lv-tier-name">{r.name}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
