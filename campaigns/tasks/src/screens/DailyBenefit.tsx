// Spec 2 /v/daily-benefit?promotion_id=…: the week's check-in (once a day, on the server's day)
// and today's tasks with their rewards, each claimed once.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { PromotionPage } from '@h5/blocks/promotion';
import { CheckInStrip } from '@h5/blocks/task-list';
import { checkIn } from '@h5/core-api/contracts/tasks';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { Tasks } from '../components/Tasks.tsx';
import { BOARD_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export function DailyBenefit({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.dailyBenefit)}>
      {({ id, phase }) => <Benefit id={id} phase={phase} />}
    </PromotionPage>
  );
}

function Benefit({ id, phase }: { id: string; phase: Parameters<typeof PhaseBanner>[0]['phase'] }) {
  const board = useResource(() => api().call(BOARD_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  const reload = () => void board.load();
  return (
    <Page title={t(TITLES.dailyBenefit)} className="tsk-page">
      <section className="tsk-hero">
        <h1>{t(TITLES.dailyBenefit)}</h1>
        <p>{t('Check in every day: the seventh day pays the most.')}</p>
        <PhaseBanner phase={phase} className="tsk-phase" />
      </section>
      <section className="h5-card">
        <h2>{t('Check-in')}</h2>
        {/* The strip's own height (days and button): the cards below stay where the shell put them. */}
        <Async r={board} height="3.23rem">
          {(d) => (
            <CheckInStrip
              days={d.check_in.days}
              today={d.check_in.today}
              scope={`${id}:${d.check_in.today}`}
              checkIn={(idempotencyKey) => api().call(checkIn, { promotion_id: id }, { idempotencyKey })}
              onCheckedIn={reload}
              testId="check-in-strip"
            />
          )}
        </Async>
      </section>
      <section className="h5-card">
        <Async r={board} height="5rem">
          {(d) => {
            const daily = d.groups.find((g) => g.key === 'daily');
            return daily ? (
              <>
                <h2>
                  <bdi>{daily.title}</bdi>
                </h2>
                <Tasks promotionId={id} items={daily.tasks} onClaimed={reload} testId="tasks" />
              </>
            ) : null;
          }}
        </Async>
      </section>
    </Page>
  );
}
