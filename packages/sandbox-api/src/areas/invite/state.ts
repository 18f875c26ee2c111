// What the invite server holds: every member's invite code and who invited whom, the cash each
// invite earned, withdrawals and redemptions, a task center per user (check-in days on the
// sandbox clock, tasks, boxes, pull-new rewards, records), the lakh game's round, points and
// balances, and the reCAPTCHA tokens it issued.

import type { InvitePerson, MissionReward, RecordType, Withdrawal } from '@h5/core-api/contracts/invite';
import type { SandboxClock } from '../../clock.ts';
import type { Localized } from '../../kit/localized.ts';
import { faceOf, seededCrowd } from '../../kit/people.ts';
import type { Random } from '../../random.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import { CURRENCY_BY_COUNTRY } from '../finance/constants.ts';
import { iconUrl } from './icons.ts';
import { CASH_TITLES, RECORD_TITLES } from './texts.ts';

export const DAY_MS = 86_400_000;
/** The programme's currency where the user's country has none of its own here (India's). */
const CURRENCY = 'INR';

/**
 * The programme pays in the user's own currency: the signed-in user's country, else the
 * `country` the page passes (a visitor), else India's. One set of figures is seeded for every
 * country's programme.
 */
export function programmeCurrency(user: { country: string } | null | undefined, country?: unknown): string {
  const c = user?.country || (typeof country === 'string' ? country.toUpperCase() : '');
  return CURRENCY_BY_COUNTRY[c] ?? CURRENCY;
}
export const REWARD_PER_INVITE = 30;
export const NEW_USER_CASH = 10;
export const WITHDRAW_GRADES = [100, 200, 500, 1000];
export const REDEEM_GRADES = [10, 50, 100];
/** Golds per rupee redeemed. */
export const REDEEM_RATE = 10;
export const WITHDRAWALS_PER_DAY = 2;
/** The first page of the cash record; the rest comes with has_more=1. */
export const CASH_FIRST_PAGE = 10;
export const PAGE_SIZE = 10;
export const CHECK_IN_DAYS = 7;
export const CHECK_IN_GOLDS = [10, 10, 20, 20, 30, 30, 100];
/** A token answers one submission within this time on the sandbox clock. */
export const CAPTCHA_TTL_MS = 120_000;
export const LAKH_ROUND = 31;
export const LAKH_GOAL = 100_000;
export const LAKH_POINTS_PER_INVITE = 10;
/** Rupees of the lakh balance per point. */
export const LAKH_RUPEES_PER_POINT = 5;

const CROWD_SIZE = 36;
const FIRST_CROWD_UID = 7300;

interface CashLine {
  id: string;
  title: Localized;
  amount: number;
  time: number;
  person: number | null;
}

interface RecordLine {
  id: string;
  title: Localized;
  reward: MissionReward;
  time: number;
}

interface Mission {
  /** `YYYY-MM-DD` of each day checked in. */
  checkIns: string[];
  /** Task id to its progress and whether its reward was taken. */
  tasks: Map<string, { done: number; claimed: boolean }>;
  openedBoxes: Set<string>;
  /** Invitees whose pull-new reward was received. */
  pullNewReceived: Set<number>;
  records: Record<RecordType, RecordLine[]>;
  guideShown: boolean;
}

export interface Member {
  uid: number;
  code: string;
  invitedBy: number | null;
  joinedAt: number;
  cash: number;
  golds: number;
  cashLines: CashLine[];
  withdrawals: Withdrawal[];
  mission: Mission;
  lakh: { points: number; acceptedFrom: number | null };
}

export type CaptchaMode = 'ok' | 'refuse' | 'unavailable';

export interface InviteState {
  members: Map<number, Member>;
  /** Faces of the seeded crowd (not sandbox users). */
  people: Map<number, InvitePerson>;
  captcha: { mode: CaptchaMode; tokens: Map<string, { issued: number; used: boolean }>; next: number };
  nextId: number;
  lakhStart: number;
}

function codeOf(uid: number): string {
  return `SM${uid}`;
}

export function dateKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function personOf(state: InviteState, uid: number): InvitePerson {
  return state.people.get(uid) ?? faceOf(uid);
}

function emptyMission(): Mission {
  return {
    checkIns: [],
    tasks: new Map(),
    openedBoxes: new Set(),
    pullNewReceived: new Set(),
    records: { checkin: [], task: [], box: [], pullnew: [] },
    guideShown: true,
  };
}

function member(uid: number, joinedAt: number, invitedBy: number | null): Member {
  return {
    uid,
    code: codeOf(uid),
    invitedBy,
    joinedAt,
    cash: 0,
    golds: 0,
    cashLines: [],
    withdrawals: [],
    mission: emptyMission(),
    lakh: { points: 0, acceptedFrom: null },
  };
}

/** Adds `invitee` as invited by `inviter` at `time`: the inviter earns the reward per invite. */
export function addInvite(state: InviteState, inviter: Member, invitee: Member, time: number) {
  invitee.invitedBy = inviter.uid;
  inviter.cash += REWARD_PER_INVITE;
  inviter.cashLines.unshift({
    id: `c${state.nextId++}`,
    title: CASH_TITLES.invite,
    amount: REWARD_PER_INVITE,
    time,
    person: invitee.uid,
  });
}

/** A reward of `kind`, with the picture the sandbox serves for it. */
export function reward(kind: MissionReward['kind'], amount: number): MissionReward {
  return { kind, amount, icon: iconUrl(kind) };
}

export function addCash(state: InviteState, m: Member, title: Localized, amount: number, time: number) {
  m.cash += amount;
  m.cashLines.unshift({ id: `c${state.nextId++}`, title, amount, time, person: null });
}

export function invitees(state: InviteState, uid: number): Member[] {
  return [...state.members.values()]
    .filter((m) => m.invitedBy === uid)
    .sort((a, b) => b.joinedAt - a.joinedAt);
}

export function record(state: InviteState, m: Member, type: RecordType, reward: MissionReward, now: number) {
  m.mission.records[type].unshift({
    id: `r${state.nextId++}`,
    title: RECORD_TITLES[type],
    reward,
    time: now,
  });
}

export function seedState({ clock, rng }: { clock: SandboxClock; rng: Random }): InviteState {
  const now = clock.now();
  const state: InviteState = {
    members: new Map(),
    people: new Map(),
    captcha: { mode: 'ok', tokens: new Map(), next: 1 },
    nextId: 1,
    lakhStart: now - 20 * 60_000,
  };
  const crowd = seededCrowd(rng, CROWD_SIZE, FIRST_CROWD_UID);
  for (const p of crowd) state.people.set(p.uid, { uid: p.uid, stage_name: p.stage_name, avatar: p.avatar });
  for (const u of SIGNED_IN_USERS) state.members.set(u.uid, member(u.uid, now - 90 * DAY_MS, null));
  for (const [i, p] of crowd.entries())
    state.members.set(p.uid, member(p.uid, now - (i + 1) * 7 * 3_600_000, null));

  // The crowd invited each other, so the ranking has a believable spread.
  const crowdMembers = crowd.map((p) => state.members.get(p.uid) as Member);
  for (const [i, m] of crowdMembers.entries()) {
    // Everyone in the crowd plays the lakh game, so its ranking runs to several pages.
    m.lakh.points = LAKH_POINTS_PER_INVITE * (((i * 7) % 13) + 1);
    if (i < 6) continue;
    const inviter = crowdMembers[i % 6] as Member;
    addInvite(state, inviter, m, m.joinedAt);
    inviter.lakh.points += LAKH_POINTS_PER_INVITE * (1 + (i % 4));
  }
  // 1001 brought in four newcomers this week; nobody invited them, so they may still enter a code.
  const aarav = state.members.get(1001) as Member;
  for (const p of crowd.slice(0, 4)) {
    const m = state.members.get(p.uid) as Member;
    if (m.invitedBy === null) addInvite(state, aarav, m, m.joinedAt);
  }
  aarav.lakh.points = 40;
  aarav.golds = 1200;
  // Two days checked in; one share task done and waiting for its claim.
  aarav.mission.checkIns = [dateKey(now - 2 * DAY_MS), dateKey(now - DAY_MS)];
  aarav.mission.tasks.set('share', { done: 3, claimed: false });
  aarav.mission.tasks.set('live', { done: 4, claimed: false });
  aarav.mission.pullNewReceived.add(FIRST_CROWD_UID);
  record(state, aarav, 'checkin', reward('golds', CHECK_IN_GOLDS[0] as number), now - 2 * DAY_MS);
  record(state, aarav, 'checkin', reward('golds', CHECK_IN_GOLDS[1] as number), now - DAY_MS);
  // Cash enough for one withdrawal grade and a redemption; 1002 was invited by 1003 already.
  addCash(state, aarav, CASH_TITLES.bonus, 140, now - 3 * DAY_MS);
  const laila = state.members.get(1002) as Member;
  addInvite(state, state.members.get(1003) as Member, laila, now - 30 * DAY_MS);
  laila.lakh.acceptedFrom = 1003;
  addCash(state, laila, CASH_TITLES.joined, NEW_USER_CASH, now - 30 * DAY_MS);
  addCash(state, laila, CASH_TITLES.bonus, 110, now - 2 * DAY_MS);
  // 1008 has a bound withdrawal account (finance area) and cash to take out.
  addCash(state, state.members.get(1008) as Member, CASH_TITLES.bonus, 300, now - DAY_MS);
  return state;
}
