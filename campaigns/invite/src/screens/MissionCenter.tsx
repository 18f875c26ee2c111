// The task center: the activity, today's check-in in its week, tasks with progress and claims,
// boxes that open as friends join, the newcomers' rewards to receive, records per type (paged),
// and the guide popup once. Every claim, open and receive is a money action: sent once.

import { CheckInStrip, type Task, TaskList } from '@h5/blocks/task-list';
import { appScreenLink } from '@h5/core-api';
import {
  type MissionCenter as Center,
  checkInAward,
  claimMissionTask,
  type GuidePop,
  getAwardDetail,
  getCheckInProgress,
  getGuidePop,
  getMissionActivity,
  getMissionCenter,
  getMissionInviteds,
  getMissionRecords,
  type MissionBox,
  type MissionRecord,
  type MissionReward,
  openMissionBox,
  type PullNewInvited,
  RECORD_TYPES,
  type RecordType,
  receivePullNew,
} from '@h5/core-api/contracts/invite';
import { formatDate, formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  currentUser,
  Dialog,
  failureText,
  GOLDS,
  InfiniteList,
  language,
  openAppScreen,
  Page,
  pagesOf,
  Tabs,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useEffect, useMemo, useState } from 'react';
import { money } from '../components/Money.tsx';
import { PersonRow } from '../components/PersonRow.tsx';
import { guideSeen, markGuideSeen, shouldShowGuide } from '../guide.ts';
import { TITLES } from '../routes.ts';

export const MISSION_TEXTS = {
  checkIn: 'Daily check-in',
  streak: '{n, plural, one {# day in a row} other {# days in a row}}',
  tasks: 'Tasks',
  boxes: 'Friend boxes',
  boxNeed: '{n, plural, one {# friend} other {# friends}}',
  open: 'Open',
  opened: 'Opened',
  newcomers: 'New friends',
  newcomersEmpty: 'Friends who join this week appear here with a reward for you.',
  receive: 'Receive',
  received: 'Received',
  gotReward: 'You got {reward}',
  records: 'Records',
  recordsEmpty: 'No rewards of this kind yet.',
  earned: 'Earned',
  today: 'Today',
  gotIt: 'Got it',
  guide: 'How it works',
} as const;

export const RECORD_LABELS: Record<RecordType, string> = {
  checkin: 'Check-in',
  task: 'Tasks',
  box: 'Boxes',
  pullnew: 'New friends',
};

export function rewardText(r: MissionReward, currency: string, lang: string): string {
  return r.kind === 'cash' ? money(r.amount, currency, lang) : t(GOLDS, { n: formatNumber(lang, r.amount) });
}

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
      <CheckIn onDone={reloadTotals} />
      <Async r={center} height="16rem">
        {(c) => (
          <>
            <CenterBody c={c} onDone={reloadTotals} reload={() => void center.load()} />
            <Newcomers onDone={reloadTotals} currency={c.currency} />
            <Records currency={c.currency} />
          </>
        )}
      </Async>
      <Guide />
    </Page>
  );
}

function CheckIn({ onDone }: { onDone: () => void }) {
  const progress = useResource(() => api().call(getCheckInProgress, {}));
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(MISSION_TEXTS.checkIn)}</h2>
      <Async r={progress} height="5rem">
        {(p) => (
          <>
            <p className="h5-muted" data-testid="streak">
              {t(MISSION_TEXTS.streak, { n: p.streak })}
            </p>
            <CheckInStrip
              days={p.days}
              today={p.today}
              scope={p.date}
              testId="check-in-strip"
              checkIn={(key) => api().call(checkInAward, {}, { idempotencyKey: key })}
              onCheckedIn={() => {
                onDone();
                void progress.load();
              }}
            />
          </>
        )}
      </Async>
    </section>
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
            <BoxItem key={b.id} box={b} invited={c.invited} currency={c.currency} onDone={onDone} />
          ))}
        </ul>
      </section>
    </>
  );
}

function BoxItem({
  box,
  invited,
  currency,
  onDone,
}: {
  box: MissionBox;
  invited: number;
  currency: string;
  onDone: () => void;
}) {
  useSignals();
  const lang = language.value;
  const [openedNow, setOpenedNow] = useState(false);
  const [run, pending] = useMoneyAction(`invite-box:${box.id}`, (key) =>
    api().call(openMissionBox, { box_id: box.id }, { idempotencyKey: key }),
  );
  const opened = box.opened || openedNow;
  const ready = !opened && invited >= box.need;
  const open = async () => {
    const o = await run();
    if (!o) return;
    if (o.kind === 'done') {
      setOpenedNow(true);
      toast(t(MISSION_TEXTS.gotReward, { reward: rewardText(o.result.reward, currency, lang) }));
      onDone();
    } else toast(failureText(o.message));
  };
  return (
    <li
      className={opened ? 'inv-box inv-box-opened' : 'inv-box'}
      data-testid="box"
      data-state={opened ? 'opened' : ready ? 'ready' : 'locked'}
    >
      <Img src={box.reward.icon} alt="" width={40} height={40} />
      <span className="inv-box-need">{t(MISSION_TEXTS.boxNeed, { n: box.need })}</span>
      <span className="inv-box-reward">{rewardText(box.reward, currency, lang)}</span>
      <progress className="blk-progress" max={box.need} value={Math.min(invited, box.need)} />
      {opened ? (
        <span className="inv-box-state">{t(MISSION_TEXTS.opened)}</span>
      ) : (
        <button
          type="button"
          className="h5-button inv-box-button"
          disabled={!ready || pending}
          aria-busy={pending}
          onClick={() => void open()}
          data-testid="box-open"
        >
          {t(MISSION_TEXTS.open)}
        </button>
      )}
    </li>
  );
}

function Newcomers({ onDone, currency }: { onDone: () => void; currency: string }) {
  const list = useResource(() => api().call(getMissionInviteds, {}));
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(MISSION_TEXTS.newcomers)}</h2>
      <Async
        r={list}
        height="6rem"
        isEmpty={(d) => d.list.length === 0}
        empty={t(MISSION_TEXTS.newcomersEmpty)}
      >
        {(d) => (
          <ul className="inv-plain-list" data-testid="newcomers">
            {d.list.map((p) => (
              <li key={p.uid}>
                <Newcomer p={p} onDone={onDone} currency={currency} />
              </li>
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}

function Newcomer({ p, onDone, currency }: { p: PullNewInvited; onDone: () => void; currency: string }) {
  useSignals();
  const lang = language.value;
  const [now, setNow] = useState(false);
  const [run, pending] = useMoneyAction(`invite-pullnew:${p.uid}`, (key) =>
    api().call(receivePullNew, { uid: p.uid }, { idempotencyKey: key }),
  );
  const received = p.received || now;
  const receive = async () => {
    const o = await run();
    if (!o) return;
    if (o.kind === 'done') {
      setNow(true);
      toast(t(MISSION_TEXTS.gotReward, { reward: rewardText(o.result.reward, currency, lang) }));
      onDone();
    } else toast(failureText(o.message));
  };
  return (
    <PersonRow
      person={p}
      detail={formatDate(lang, p.joined_at, { dateStyle: 'medium' })}
      testId="newcomer"
      end={
        received ? (
          <span className="inv-box-state">{t(MISSION_TEXTS.received)}</span>
        ) : (
          <button
            type="button"
            className="h5-button"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void receive()}
            data-testid="receive"
          >
            {t(MISSION_TEXTS.receive)}
          </button>
        )
      }
    />
  );
}

function Records({ currency }: { currency: string }) {
  useSignals();
  const [type, setType] = useState<RecordType>('checkin');
  const lang = language.value;
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(MISSION_TEXTS.records)}</h2>
      <Tabs
        label={t(MISSION_TEXTS.records)}
        active={type}
        onChange={setType}
        tabs={RECORD_TYPES.map((k) => ({ key: k, label: t(RECORD_LABELS[k]) }))}
      />
      <InfiniteList
        resetKey={type}
        load={pagesOf<{ type: RecordType; page: number }, MissionRecord>(getMissionRecords, { type })}
        itemKey={(r) => r.id}
        empty={<p className="h5-state">{t(MISSION_TEXTS.recordsEmpty)}</p>}
        renderItem={(r) => (
          <div className="inv-record-row" data-testid="record">
            <span className="inv-record-main">
              <bdi>{r.title}</bdi>
              <span className="h5-muted">{formatDate(lang, r.time, { dateStyle: 'medium' })}</span>
            </span>
            <span className="inv-amount">+{rewardText(r.reward, currency, lang)}</span>
          </div>
        )}
      />
    </section>
  );
}

function Guide() {
  useSignals();
  const uid = currentUser.value?.uid;
  const pop = useResource(() => api().call(getGuidePop, {}));
  const [closed, setClosed] = useState(false);
  const g: GuidePop | undefined = pop.data.value;
  // Read once per user and answer: marking it seen below must not close it while it shows.
  const seen = useMemo(() => (g ? guideSeen(uid) : true), [g, uid]);
  const open = !closed && g !== undefined && shouldShowGuide(g.show, seen);
  useEffect(() => {
    // Shown once: closing it, or seeing it at all, marks it seen on this phone.
    if (open) markGuideSeen(uid);
  }, [open, uid]);
  if (!g) return null;
  return (
    <Dialog
      open={open}
      title={g.title}
      onClose={() => setClosed(true)}
      actions={
        <button
          type="button"
          className="h5-button h5-button-block"
          onClick={() => setClosed(true)}
          data-testid="guide-ok"
        >
          {t(MISSION_TEXTS.gotIt)}
        </button>
      }
    >
      <ol className="inv-guide" data-testid="guide">
        {g.steps.map((s) => (
          <li key={s}>
            <bdi>{s}</bdi>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
