// The task center: daily check-in on the sandbox clock, tasks with progress and claims, boxes
// opened by friends joining, pull-new rewards per newcomer, records per type, the guide popup.

import {
  checkInAward,
  claimMissionTask,
  getAwardDetail,
  getCheckInProgress,
  getGuidePop,
  getMissionActivity,
  getMissionCenter,
  getMissionInviteds,
  getMissionRecords,
  MISSION_CODES,
  type MissionReward,
  openMissionBox,
  RECORD_TYPES,
  type RecordType,
  receivePullNew,
} from '@h5/core-api/contracts/invite';
import { type AreaHandler, fail, int, on, str } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import { memberOf } from './fx.ts';
import {
  addCash,
  CHECK_IN_DAYS,
  CHECK_IN_GOLDS,
  DAY_MS,
  dateKey,
  type InviteState,
  invitees,
  type Member,
  PAGE_SIZE,
  personOf,
  programmeCurrency,
  record,
  reward,
} from './state.ts';
import { ACTIVITY, BOXES, CASH_TITLES, ERRORS, GUIDE, PULL_NEW_CASH, TASKS } from './texts.ts';

/** Newcomers whose pull-new reward can be received: joined within this time. */
const PULL_NEW_WINDOW_MS = 7 * DAY_MS;

/** The check-in week as of `now`: which days are claimed, today's place, the streak. */
export function checkInWeek(checkIns: readonly string[], now: number) {
  const done = new Set(checkIns);
  const today = dateKey(now);
  const claimedToday = done.has(today);
  let run = 0;
  for (let d = claimedToday ? now : now - DAY_MS; done.has(dateKey(d)); d -= DAY_MS) run++;
  const index = claimedToday ? (run - 1) % CHECK_IN_DAYS : run % CHECK_IN_DAYS;
  const days = Array.from({ length: CHECK_IN_DAYS }, (_, i) => ({
    reward: reward('golds', CHECK_IN_GOLDS[i] as number),
    claimed: i < index || (i === index && claimedToday),
  }));
  return { days, today: index, streak: run, date: today, claimedToday };
}

function grant(state: InviteState, m: Member, r: MissionReward, type: RecordType, now: number) {
  if (r.kind === 'cash') addCash(state, m, CASH_TITLES.task, r.amount, now);
  else m.golds += r.amount;
  record(state, m, type, r, now);
}

function taskProgress(state: InviteState, m: Member, id: string): { done: number; claimed: boolean } {
  const saved = m.mission.tasks.get(id) ?? { done: 0, claimed: false };
  // Inviting is counted from the invites themselves, not stored.
  return id === 'invite' ? { ...saved, done: Math.min(1, invitees(state, m.uid).length) } : saved;
}

function newcomers(state: InviteState, m: Member, now: number) {
  return invitees(state, m.uid).filter((i) => now - i.joinedAt <= PULL_NEW_WINDOW_MS);
}

export const missionHandlers: AreaHandler<InviteState>[] = [
  on(getMissionActivity, ({ clock }) => {
    const now = clock.now();
    return { ...ACTIVITY, begin_time: now - 10 * DAY_MS, end_time: now + 20 * DAY_MS, server_time: now };
  }),
  on(getMissionCenter, ({ state, requireUser }) => {
    const me = requireUser();
    const m = memberOf(state, me.uid);
    const invited = invitees(state, m.uid).length;
    return {
      tasks: TASKS.map((t) => ({
        id: t.id,
        title: t.title,
        reward: reward(t.kind, t.amount),
        target: t.target,
        ...taskProgress(state, m, t.id),
        go: t.go,
      })),
      boxes: BOXES.map((b) => ({
        id: b.id,
        need: b.need,
        opened: m.mission.openedBoxes.has(b.id),
        reward: reward('cash', b.amount),
      })),
      invited,
      currency: programmeCurrency(me),
    };
  }),
  on(getAwardDetail, ({ state, requireUser, clock }) => {
    const me = requireUser();
    const m = memberOf(state, me.uid);
    const today = dateKey(clock.now());
    const all = RECORD_TYPES.flatMap((t) => m.mission.records[t]);
    const sum = (kind: 'cash' | 'golds', onlyToday: boolean) =>
      all
        .filter((r) => r.reward.kind === kind && (!onlyToday || dateKey(r.time) === today))
        .reduce((s, r) => s + r.reward.amount, 0);
    return {
      cash: sum('cash', false),
      golds: sum('golds', false),
      today_cash: sum('cash', true),
      today_golds: sum('golds', true),
      currency: programmeCurrency(me),
    };
  }),
  on(getMissionInviteds, ({ state, requireUser, clock }) => {
    const m = memberOf(state, requireUser().uid);
    return {
      list: newcomers(state, m, clock.now()).map((i) => ({
        ...personOf(state, i.uid),
        joined_at: i.joinedAt,
        reward: reward('cash', PULL_NEW_CASH),
        received: m.mission.pullNewReceived.has(i.uid),
      })),
    };
  }),
  on(getCheckInProgress, ({ state, requireUser, clock }) => {
    const { claimedToday: _c, ...week } = checkInWeek(
      memberOf(state, requireUser().uid).mission.checkIns,
      clock.now(),
    );
    return week;
  }),
  on(getGuidePop, ({ state, requireUser }) => {
    const m = memberOf(state, requireUser().uid);
    return { show: m.mission.guideShown, title: GUIDE.title, steps: GUIDE.steps };
  }),
  on(getMissionRecords, ({ state, requireUser }, p) => {
    const m = memberOf(state, requireUser().uid);
    const type = RECORD_TYPES.find((t) => t === str(p.type));
    if (!type) fail(MISSION_CODES.unknown, ERRORS.unknown);
    return pageOf(m.mission.records[type], p, { size: PAGE_SIZE });
  }),
  on(checkInAward, ({ state, requireUser, clock }) => {
    const m = memberOf(state, requireUser().uid);
    const now = clock.now();
    const week = checkInWeek(m.mission.checkIns, now);
    if (week.claimedToday) fail(MISSION_CODES.alreadyDone, ERRORS.alreadyDone);
    const r = week.days[week.today]?.reward ?? reward('golds', CHECK_IN_GOLDS[0] as number);
    m.mission.checkIns.push(week.date);
    grant(state, m, r, 'checkin', now);
    return { reward: r, streak: week.streak + 1 };
  }),
  on(claimMissionTask, ({ state, requireUser, clock }, p) => {
    const m = memberOf(state, requireUser().uid);
    const task = TASKS.find((t) => t.id === str(p.task_id));
    if (!task) fail(MISSION_CODES.unknown, ERRORS.unknown);
    const progress = taskProgress(state, m, task.id);
    if (progress.claimed) fail(MISSION_CODES.alreadyDone, ERRORS.alreadyDone);
    if (progress.done < task.target) fail(MISSION_CODES.notYet, ERRORS.notYet);
    m.mission.tasks.set(task.id, { done: progress.done, claimed: true });
    const r = reward(task.kind, task.amount);
    grant(state, m, r, 'task', clock.now());
    return { reward: r };
  }),
  on(openMissionBox, ({ state, requireUser, clock }, p) => {
    const m = memberOf(state, requireUser().uid);
    const box = BOXES.find((b) => b.id === str(p.box_id));
    if (!box) fail(MISSION_CODES.unknown, ERRORS.unknown);
    if (m.mission.openedBoxes.has(box.id)) fail(MISSION_CODES.alreadyDone, ERRORS.alreadyDone);
    if (invitees(state, m.uid).length < box.need) fail(MISSION_CODES.notYet, ERRORS.notYet);
    m.mission.openedBoxes.add(box.id);
    const r = reward('cash', box.amount);
    grant(state, m, r, 'box', clock.now());
    return { reward: r };
  }),
  on(receivePullNew, ({ state, requireUser, clock }, p) => {
    const m = memberOf(state, requireUser().uid);
    const uid = int(p.uid);
    const now = clock.now();
    if (!newcomers(state, m, now).some((i) => i.uid === uid) || uid === undefined)
      fail(MISSION_CODES.unknown, ERRORS.unknown);
    if (m.mission.pullNewReceived.has(uid)) fail(MISSION_CODES.alreadyDone, ERRORS.alreadyDone);
    m.mission.pullNewReceived.add(uid);
    const r = reward('cash', PULL_NEW_CASH);
    grant(state, m, r, 'pullnew', now);
    return { reward: r };
  }),
];
