// The superstar show: each stage of the contest with its entries ranked, one tab per stage,
// opening on the stage on now (or the last one that ran).

import { PromotionPage } from '@h5/blocks/promotion';
import { RankList } from '@h5/blocks/rank-list';
import type { Results } from '@h5/core-api/contracts/champion';
import { Async, api, Page, type ScreenProps, serverClock, Tabs, t, useResource } from '@h5/ui-kit';
import { useState } from 'react';
import { Hero } from '../components/Hero.tsx';
import { rankEntry } from '../components/rankEntry.tsx';
import { RESULTS_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { type StageState, stageView } from '../stage.ts';
import { VOTES } from '../vote.ts';

export const STAGE_EMPTY: Record<StageState, string> = {
  done: 'Nobody entered this stage.',
  open: 'Nobody has entered this stage yet. Be the first!',
  next: 'This stage has not started yet.',
  later: 'This stage has not started yet.',
};

export function SuperstarShow({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.show)} className="ch-page">
      {({ id, promotion }) => (
        <Page title={t(TITLES.show)} className="ch-page">
          <Hero promotion={promotion} />
          <Show promotionId={id} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Show({ promotionId }: { promotionId: string }) {
  const results = useResource(
    () => api().call(RESULTS_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <Async r={results} height="10rem">
      {(r) => <Stages results={r} />}
    </Async>
  );
}

function Stages({ results }: { results: Results }) {
  const view = stageView(
    results.stages.map((s) => s.stage),
    serverClock().now(),
  );
  const startAt =
    view.current && view.phase.phase === 'running' ? view.current.id : lastStarted(view.states, results);
  const [active, setActive] = useState(String(startAt));
  const i = Math.max(
    0,
    results.stages.findIndex((s) => String(s.stage.id) === active),
  );
  const shown = results.stages[i];
  return (
    <section className="h5-card ch-show" data-testid="show">
      <Tabs
        label={t(TITLES.show)}
        tabs={results.stages.map((s) => ({ key: String(s.stage.id), label: s.stage.name }))}
        active={active}
        onChange={setActive}
      />
      {shown ? (
        <RankList
          entries={shown.entries.map(rankEntry)}
          renderScore={(n) => t(VOTES, { n })}
          empty={STAGE_EMPTY[view.states[i] ?? 'later']}
          testId="stage-ranking"
        />
      ) : null}
    </section>
  );
}

function lastStarted(states: StageState[], results: Results): number {
  const started = states.map((s, i) => (s === 'done' ? i : -1)).filter((i) => i >= 0);
  return results.stages[started.at(-1) ?? 0]?.stage.id ?? 0;
}
