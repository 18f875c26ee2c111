// Every live and KTV event page (EVENT_PAGES): its phase on the server's clock, its ranking (hosts
// or rooms, or this round's PK pairs) with my row pinned, each entry opening the live or the room
// in the app (in a browser: the app, or its store), the rewards by place, the rules and the
// honor wall of past rounds.

import { HonorWall } from '@h5/blocks/honor-wall';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { usePhase } from '@h5/blocks/promotion';
import { RankList } from '@h5/blocks/rank-list';
import { RulesSheet } from '@h5/blocks/rules-sheet';
import { appScreenLink } from '@h5/core-api';
import { type EventRow, getLiveEvent, type LiveEvent, type PkPair } from '@h5/core-api/contracts/live';
import {
  Async,
  api,
  Link,
  NotFound,
  openAppScreen,
  Page,
  route,
  type ScreenProps,
  SignInPrompt,
  t,
  useResource,
  useSignals,
  useSignedIn,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { EventArt } from '../art.tsx';
import { type LiveEventPage, pageAt } from '../events.ts';
import { EVENT_TEXTS, unitText } from '../eventTexts.ts';
import { MicCard, MicReserve } from '../mic.tsx';

export function Event(_: ScreenProps) {
  useSignals();
  const at = pageAt(route.value?.path ?? '');
  if (!at) return <NotFound />;
  return <EventPage page={at.page} tab={at.tab} />;
}

function EventPage({ page, tab }: { page: LiveEventPage; tab: string | undefined }) {
  const ev = useResource(
    () => api().call(getLiveEvent, tab ? { event: page.event, tab } : { event: page.event }),
    [page.event, tab],
  );
  const data = ev.data.value;
  const phase = usePhase(data ?? undefined);
  return (
    <Page title={t(page.title)} className={`lv-page lv-theme-${page.theme}`}>
      <header className={`lv-head lv-theme-${page.theme}`} data-testid="event-head">
        <EventArt theme={page.theme} />
        <p className="lv-title">{t(page.title)}</p>
        <p className="lv-tagline">{t(page.tagline)}</p>
        <PhaseBanner phase={phase} onChange={() => void ev.load()} className="lv-phase" />
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
      {page.tool === 'micReserve' ? <MicReserve /> : page.tool === 'micCard' ? <MicCard /> : null}
      <Async r={ev} height="16rem">
        {(e) => (
          <>
            <section className="h5-card" data-testid="ranking">
              <h2>{t(phase?.phase === 'ended' ? EVENT_TEXTS.final : page.board)}</h2>
              {e.pairs ? (
                <Pairs pairs={e.pairs} unit={e.unit} />
              ) : (
                <Board e={e} before={phase?.phase === 'before'} />
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

function OpenButton({ row }: { row: EventRow }) {
  const label = row.opens === 'ktv_room' ? EVENT_TEXTS.enterRoom : EVENT_TEXTS.watch;
  return (
    <button
      type="button"
      className="h5-button h5-button-secondary lv-small"
      onClick={() => openAppScreen(appScreenLink(row.opens, { id: row.id }))}
      data-testid="open-entry"
    >
      {t(label)}
    </button>
  );
}

const entry = (r: EventRow) => ({
  uid: r.id,
  rank: r.rank,
  name: r.name,
  avatar: r.avatar,
  score: r.score,
  detail: (
    <span className="lv-detail">
      {r.detail ? <bdi>{r.detail}</bdi> : null}
      <OpenButton row={r} />
    </span>
  ),
});

function Board({ e, before }: { e: LiveEvent; before: boolean }) {
  const signedIn = useSignedIn();
  return (
    <RankList
      entries={e.list.map(entry)}
      me={e.me ? entry(e.me) : null}
      meFallback={signedIn === false ? <SignInPrompt /> : undefined}
      podium={0}
      renderScore={(n) => t(unitText(e.unit), { n })}
      empty={before ? EVENT_TEXTS.notYet : EVENT_TEXTS.empty}
      testId="board"
    />
  );
}

function Side({ row, unit, lead }: { row: EventRow; unit: string; lead: boolean }) {
  return (
    <span className={lead ? 'lv-pk-side lv-pk-lead' : 'lv-pk-side'}>
      <Avatar src={row.avatar} size={48} />
      <UserName name={row.name} />
      <span className="lv-pk-score">{t(unitText(unit), { n: row.score })}</span>
      <OpenButton row={row} />
    </span>
  );
}

function Pairs({ pairs, unit }: { pairs: PkPair[]; unit: string }) {
  if (pairs.length === 0) return <p className="h5-state">{t(EVENT_TEXTS.notYet)}</p>;
  return (
    <ul className="lv-pk" data-testid="pk-pairs">
      {pairs.map((p) => (
        <li key={p.id} className="lv-pk-pair" data-testid="pk-pair">
          <Side row={p.left} unit={unit} lead={p.left.score >= p.right.score} />
          <span className="lv-pk-vs">{t('VS')}</span>
          <Side row={p.right} unit={unit} lead={p.right.score > p.left.score} />
        </li>
      ))}
    </ul>
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
