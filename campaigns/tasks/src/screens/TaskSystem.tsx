// Spec 2 /v/task-system/index?promotion_id=…: daily, weekly and growth tasks in tabs, progress on
// the server's clock, each reward claimed once.

import { PromotionPage } from '@h5/blocks/promotion';
import type { TaskGroupKey } from '@h5/core-api/contracts/tasks';
import { Async, api, Page, type ScreenProps, Tabs, t, useResource } from '@h5/ui-kit';
import { useState } from 'react';
import { Tasks } from '../components/Tasks.tsx';
import { BOARD_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export function TaskSystem({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.taskSystem)}>
      {({ id }) => <Center id={id} />}
    </PromotionPage>
  );
}

function Center({ id }: { id: string }) {
  const board = useResource(() => api().call(BOARD_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  const [tab, setTab] = useState<TaskGroupKey>('daily');
  return (
    <Page title={t(TITLES.taskSystem)} className="tsk-page">
      <section className="tsk-hero">
        <h1>{t(TITLES.taskSystem)}</h1>
        <p>{t('Finish tasks, claim golds. Daily tasks start again every day, weekly tasks every week.')}</p>
      </section>
      <Async r={board} height="6rem">
        {(d) => {
          const group = d.groups.find((g) => g.key === tab) ?? d.groups[0];
          return (
            <>
              <Tabs
                label={t(TITLES.taskSystem)}
                tabs={d.groups.map((g) => ({ key: g.key, label: g.title }))}
                active={group?.key ?? tab}
                onChange={setTab}
              />
              <section className="h5-card">
                {group ? (
                  <Tasks
                    promotionId={id}
                    items={group.tasks}
                    onClaimed={() => void board.load()}
                    testId="tasks"
                  />
                ) : null}
              </section>
            </>
          );
        }}
      </Async>
    </Page>
  );
}
