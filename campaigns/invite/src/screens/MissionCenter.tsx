// The task center: the activity, today's check-in in its week, tasks with progress and claims,
// boxes that open as friends join, the newcomers' rewards to receive, records per type (paged),
// and the guide popup once. Every claim, open and receive is a money action: sent once.

import { type Task, TaskList } from '@h5/blocks/task-list';
import { appScreenLink } from '@h5/core-api';
import {
  type MissionCenter as Center,
  claimMissionTask,
  getAwardDetail,
  getMissionActivity,
  getMissionCenter,
} from '@h5/core-api/contracts/invite';
import { formatNumber } from '@h5/i18n';
import { Async, api, GOLDS, language, openAppScreen, Page, t, useResource, useSignals } from '@h5/ui-kit';
import { FriendBox } from '../components/FriendBoxes.tsx';
import { MissionCheckIn } from '../components/MissionCheckIn.tsx';
import { MissionGuide } from '../components/MissionGuide.tsx';
import { MissionRecords } from '../components/MissionRecords.tsx';
import { money } from '../components/Money.tsx';
import { Newcomers } from '../components/Newcomers.tsx';
import { MISSION_TEXTS } from '../missionTexts.ts';
import { TITLES } from '../routes.ts';

export function MissionCenter() {
  useSignals();
  const center = useResource(() => api().call(getMissionCenter, {}));
  const activity = useResource(() => api().call(getMissionActivity, {}));
  const award = useResource(() => api().call(getAwardDetail, {}));
  const reloadTotals = () => {
    void award.load();
  };
  return (
    <Page title={t(TITLES.missionCenter)} className="inv-page">
      <Async r={activity} height="3.2rem">
        {(a) => (
          <header className="inv-hero inv-hero-tasks">
            <h1 className="inv-hero-title">
              <bdi>{a.title}</bdi>
            </h1>
            <p className="inv-hero-sub">
              <bdi>{a.subtitle}</bdi>
            </p>
          </header>
        )}
      </Async>
      <Async r={award} height="2rem" compact>
        {(d) => (
          <dl className="h5-card inv-facts" data-testid="award-detail">
            <dt>{t(MISSION_TEXTS.earned)}</dt>
            <dd>
              {money(d.cash, d.currency, language.value)} ·{' '}
              {t(GOLDS, { n: formatNumber(language.value, d.golds) })}
            </dd>
            <dt>{t(MISSION_TEXTS.today)}</dt>
            <dd>
              {money(d.today_cash, d.currency, language.value)} ·{' '}
              {t(GOLDS, { n: formatNumber(language.value, d.today_golds) })}
            </dd>
          </dl>
        )}
      </Async>
      <MissionCheckIn onDone={reloadTotals} />
      <Async r={center} height="16rem">
        {(c) => (
          <>
            <CenterBody c={c} onDone={reloadTotals} reload={() => void center.load()} />
            <Newcomers onDone={reloadTotals} currency={c.currency} />
            <MissionRecords currency={c.currency} />
          </>
        )}
      </Async>
      <MissionGuide />
    </Page>
  );
}

function CenterBody({ c, onDone, reload }: { c: Center; onDone: () => void; reload: () => void }) {
  const tasks: Task[] = c.tasks.map((task) => ({
    id: task.id,
    title: task.title,
    reward: { icon: task.reward.icon, amount: task.reward.amount },
    done: task.done,
    target: task.target,
    claimed: task.claimed,
    go: task.go.path
      ? { to: task.go.path }
      : task.go.app
        ? () => openAppScreen(appScreenLink(task.go.app as string))
        : undefined,
  }));
  return (
    <>
      <section className="h5-card">
        <h2 className="inv-h">{t(MISSION_TEXTS.tasks)}</h2>
        <TaskList
          tasks={tasks}
          scope="invite"
          testId="tasks"
          claim={(task, key) =>
            api().call(claimMissionTask, { task_id: String(task.id) }, { idempotencyKey: key })
          }
          onClaimed={() => {
            onDone();
            reload();
          }}
        />
      </section>
      <section className="h5-card">
        <h2 className="inv-h">{t(MISSION_TEXTS.boxes)}</h2>
        <ul className="inv-boxes" data-testid="boxes">
          {c.boxes.map((b) => (
            <FriendBox key={b.id} box={b} invited={c.invited} currency={c.currency} onDone={onDone} />
          ))}
        </ul>
      </section>
    </>
  );
}
