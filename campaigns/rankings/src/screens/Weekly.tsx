// A weekly star (each of the WEEKLY events): this week's ranking on the server's clock with the
// time left, my place pinned and what it would win, the rewards by rank; past weeks' honor wall;
// the rules.

import { AsyncHonorWall } from '@h5/blocks/honor-wall';
import { getBoard, getHonor } from '@h5/core-api/contracts/rankings';
import { Async, api, Link, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { BoardList } from '../components/BoardList.tsx';
import { currentPath, EventHead, EventNav, StageLine } from '../components/EventHead.tsx';
import { Rewards } from '../components/Rewards.tsx';
import { eventAt, WEEKLY, type WeeklyEvent } from '../events.ts';

function useWeekly(): WeeklyEvent {
  useSignals();
  return eventAt(WEEKLY, currentPath()) ?? WEEKLY[0]!;
}

function Head({ e }: { e: WeeklyEvent }) {
  return (
    <EventHead title={e.title} tagline={e.tagline} theme={e.theme}>
      <EventNav
        links={[
          { to: `${e.path}/index`, label: 'This week' },
          { to: `${e.path}/honor-wall`, label: 'Honor wall' },
          { to: `${e.path}/rule`, label: 'Rules' },
        ]}
      />
    </EventHead>
  );
}

export function WeeklyIndex(_: ScreenProps) {
  const e = useWeekly();
  const board = useResource(() => api().call(getBoard, { event: e.event }), [e.event]);
  return (
    <Page title={t(e.title)} className={`rk-page rk-theme-${e.theme}`}>
      <Head e={e} />
      <Async r={board} height="12rem">
        {(b) => (
          <>
            <section className="h5-card" data-testid="this-week">
              <StageLine stage={b.stage} onEnd={() => void board.load()} />
              <BoardList board={b} notMine={e.covers ? 'Post a cover this week to be ranked.' : undefined} />
            </section>
            <Rewards tiers={b.rewards} myRank={b.me?.rank} />
          </>
        )}
      </Async>
    </Page>
  );
}

export function WeeklyHonor(_: ScreenProps) {
  const e = useWeekly();
  const honor = useResource(() => api().call(getHonor, { event: e.event }), [e.event]);
  return (
    <Page title={t(e.title)} className={`rk-page rk-theme-${e.theme}`}>
      <Head e={e} />
      <section className="h5-card">
        <h2>{t('Past weeks’ stars')}</h2>
        <AsyncHonorWall r={honor} stages={(h) => h.stages.map(toStage)} testId="honor-wall" />
      </section>
    </Page>
  );
}

export const toStage = (s: {
  key: string;
  label: string;
  start: number;
  end: number;
  entries: Array<{ uid: number; rank: number; stage_name: string; avatar: string; award: string }>;
}) => ({
  key: s.key,
  label: s.label,
  start: s.start,
  end: s.end - 1,
  entries: s.entries.map((x) => ({
    uid: x.uid,
    rank: x.rank,
    name: x.stage_name,
    avatar: x.avatar,
    award: x.award,
  })),
});

export function WeeklyRule(_: ScreenProps) {
  const e = useWeekly();
  // The week's bounds are the server's: its stage and the time left, not a weekday in the rules.
  const board = useResource(() => api().call(getBoard, { event: e.event }), [e.event]);
  return (
    <Page title={t(e.title)} className={`rk-page rk-theme-${e.theme}`}>
      <Head e={e} />
      <section className="h5-card">
        <Async r={board} height="0.6rem" compact>
          {(b) => <StageLine stage={b.stage} onEnd={() => void board.load()} />}
        </Async>
        <h2>{t('Rules')}</h2>
        <ol className="rk-rules" data-testid="rules">
          {e.rules.map((r) => (
            <li key={r}>{t(r)}</li>
          ))}
        </ol>
      </section>
      <Link to={`${e.path}/index`} className="h5-button h5-button-block rk-cta">
        {t('See this week’s ranking')}
      </Link>
    </Page>
  );
}
