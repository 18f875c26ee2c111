// Invite (spec 7 "Invite", "Mission centre", "Lakh"): Join&Earn Cash with its task center, the
// share-to-invite pages and the lakh invite-and-rank game, all served by campaigns/invite.
// Spec 7 names the calls without their answers; the shapes here are the smallest the screens
// need, and the calls the spec does not name are marked and listed in docs/api-gaps.md.

import { defineCall } from '../call.ts';
import { WITHDRAW_TIMEOUT_MS } from '../client.ts';
import type { Paged } from '../paged.ts';

/** What a list shows of a person. */
export interface InvitePerson {
  uid: number;
  stage_name: string;
  avatar: string;
}

// ---- Join&Earn Cash (/fx, /share/invite) ----

/** Spec 3 "invite": user, inviteUser, code, lakhInfo, showCodeInput (lakhInfo is the lakh calls'). */
export interface FxUserInfo {
  user: InvitePerson;
  /** Who invited this user; null when nobody did (yet). */
  inviteUser: InvitePerson | null;
  /** The user's own invite code. */
  code: string;
  /** The user may still enter the code of the person who invited them. */
  showCodeInput: boolean;
  /** The link others open to join through this user (the share-newpull page). */
  link: string;
  /** Cash earned and not yet withdrawn or redeemed, in `currency`. */
  cash: number;
  /** Everything earned through invites. */
  total_earned: number;
  invited_count: number;
  currency: string;
}

export const getFxUserInfo = defineCall<{ user_id?: number }, FxUserInfo>({
  name: 'invite.userInfo',
  method: 'GET',
  host: 'api',
  path: '/fx/user-info',
});

/** One person the user invited and what that person earned the user. */
export interface Invitation extends InvitePerson {
  joined_at: number;
  earned: number;
}

export const getMyInvitation = defineCall<{ page: number }, Paged<Invitation> & { currency: string }>({
  name: 'invite.myInvitation',
  method: 'GET',
  host: 'api',
  path: '/share/invite/my-invitation',
});

export interface InviteRankRow extends InvitePerson {
  rank: number;
  invited: number;
}

export interface InviteRanking extends Paged<InviteRankRow> {
  /** The caller's own row (on every page); null when not ranked or signed out. */
  me: InviteRankRow | null;
}

export const getInviteRanking = defineCall<{ page: number }, InviteRanking>({
  name: 'invite.ranking',
  method: 'GET',
  host: 'api',
  path: '/share/invite/ranking',
});

/** What a shared invite link shows a newcomer: who invites them and what they get. Open to visitors. */
export interface InviteShare {
  inviter: InvitePerson;
  code: string;
  /** Cash the newcomer gets on joining with the code. */
  new_user_cash: number;
  currency: string;
  /** What joining gives, in the request's language. */
  perks: string[];
}

/**
 * `country` (not from the spec): the reader's country from the page's `country` parameter, so a
 * visitor reads what they would get in their own currency; a signed-in reader's is the server's.
 */
export const getInviteShare = defineCall<{ user_id: number; country?: string }, InviteShare>({
  name: 'invite.share',
  method: 'GET',
  host: 'api',
  path: '/share/invite/share',
});

/** One entry of the cash record: what an invite (or a withdrawal, a redemption) did to the balance. */
export interface CashEntry {
  id: string;
  /** In the request's language. */
  title: string;
  /** Positive earned, negative spent. */
  amount: number;
  time: number;
  person: InvitePerson | null;
}

/**
 * Spec 7 names the parameter `has_more` only: the first read (without it) answers the newest
 * entries and whether there are more; `has_more=1` answers the rest.
 */
export const getInviteList = defineCall<{ has_more?: 0 | 1 }, Paged<CashEntry> & { currency: string }>({
  name: 'invite.inviteList',
  method: 'GET',
  host: 'api',
  path: '/fx/invite-list',
});

export interface PolicyQuestion {
  q: string;
  a: string;
}

/** The programme's constants, from the server (amounts in `currency`). Open to visitors. */
export interface FxConstData {
  currency: string;
  /** Cash the inviter earns for each person who joins with their code. */
  reward_per_invite: number;
  new_user_cash: number;
  /** The amounts a withdrawal may take, smallest first. */
  withdraw_grades: number[];
  /** Golds one unit of cash redeems for. */
  redeem_rate: number;
  /** The amounts a redemption may take, smallest first. */
  redeem_grades: number[];
  withdrawals_per_day: number;
  /** The programme's rules, one sentence each, in the request's language. */
  rules: string[];
  policy_questions: PolicyQuestion[];
}

/**
 * `country` (not from the spec): a visitor's country from the page's `country` parameter; the
 * programme's figures and currency are the country's (a signed-in user's is the server's).
 */
export const getFxConstData = defineCall<{ country?: string }, FxConstData>({
  name: 'invite.constData',
  method: 'GET',
  host: 'api',
  path: '/fx/constdata',
});

/** `type` of the invite-code submission: typed by the user, or carried by the link they opened. */
export const CODE_TYPED = 1;
export const CODE_FROM_LINK = 2;

export const INVITE_CODE_CODES = {
  /** The reCAPTCHA token is missing, expired, used or refused. */
  captcha: 4201,
  noSuchCode: 4202,
  ownCode: 4203,
  alreadyInvited: 4204,
} as const;

export const submitInviteCode = defineCall<
  { invite_code: string; recaptchaToken: string; type: typeof CODE_TYPED | typeof CODE_FROM_LINK },
  { inviteUser: InvitePerson; new_user_cash: number; cash: number }
>({
  name: 'invite.inviteCode',
  method: 'POST',
  host: 'api',
  path: '/fx/invite-code',
  moneyMoving: true,
});

export const CASH_CODES = {
  notEnough: 4211,
  notAGrade: 4212,
  noAccount: 4213,
  dailyLimit: 4214,
} as const;

export interface Withdrawal {
  id: string;
  amount: number;
  /** 0 under review, 1 paid, 2 refused. */
  status: 0 | 1 | 2;
  account: string;
  created_at: number;
}

/**
 * Not from the spec: the Join&Earn cash withdrawal (spec 2 names the `withdrawal` screen, spec 7
 * no call). Money moves: sent once per intent, with the withdraw call's 30 s timeout (spec 9).
 */
export const withdrawCash = defineCall<
  { amount: number; account_id: string },
  { application: Withdrawal; cash: number }
>({
  name: 'invite.withdraw',
  method: 'POST',
  host: 'api',
  path: '/fx/withdraw',
  timeoutMs: WITHDRAW_TIMEOUT_MS,
  moneyMoving: true,
});

/** Not from the spec: the Join&Earn cash withdrawals, newest first. */
export const getWithdrawals = defineCall<{ page: number }, Paged<Withdrawal> & { currency: string }>({
  name: 'invite.withdrawals',
  method: 'GET',
  host: 'api',
  path: '/fx/withdrawals',
});

/** Not from the spec: cash redeemed for golds on the `redeem` screen (spec 2 names it, spec 7 no call). */
export const redeemCash = defineCall<
  { amount: number },
  { cash: number; golds_added: number; golds: number }
>({
  name: 'invite.redeem',
  method: 'POST',
  host: 'api',
  path: '/fx/redeem',
  moneyMoving: true,
});

// ---- Task center (/web/mission) ----

export interface MissionReward {
  /** `cash` in the programme's currency, or `golds`. */
  kind: 'cash' | 'golds';
  amount: number;
  icon: string;
}

export interface MissionTask {
  id: string;
  title: string;
  reward: MissionReward;
  done: number;
  target: number;
  claimed: boolean;
  /** Where "Go" leads: a screen of the app (its deep-link name), or a path of this campaign. */
  go: { app?: string; path?: string };
}

export interface MissionBox {
  id: string;
  /** How many invited people open it. */
  need: number;
  opened: boolean;
  reward: MissionReward;
}

export interface MissionCenter {
  tasks: MissionTask[];
  boxes: MissionBox[];
  /** People invited, counted against the boxes. */
  invited: number;
  currency: string;
}

export const getMissionCenter = defineCall<Record<string, never>, MissionCenter>({
  name: 'invite.missionCenter',
  method: 'GET',
  host: 'api',
  path: '/web/mission/center',
});

export interface MissionActivity {
  title: string;
  subtitle: string;
  begin_time: number;
  end_time: number;
  server_time: number;
}

export const getMissionActivity = defineCall<Record<string, never>, MissionActivity>({
  name: 'invite.missionActivity',
  method: 'GET',
  host: 'api',
  path: '/web/mission/center/activity',
});

export interface AwardDetail {
  cash: number;
  golds: number;
  today_cash: number;
  today_golds: number;
  currency: string;
}

export const getAwardDetail = defineCall<Record<string, never>, AwardDetail>({
  name: 'invite.awardDetail',
  method: 'GET',
  host: 'api',
  path: '/web/mission/award/detail',
});

/** A new user the caller brought in, with the pull-new reward to receive for them. */
export interface PullNewInvited extends InvitePerson {
  joined_at: number;
  reward: MissionReward;
  received: boolean;
}

export const getMissionInviteds = defineCall<Record<string, never>, { list: PullNewInvited[] }>({
  name: 'invite.missionInviteds',
  method: 'GET',
  host: 'api',
  path: '/web/mission/inviteds',
});

export interface CheckInProgress {
  days: Array<{ reward: MissionReward; claimed: boolean }>;
  /** 0-based index of today in `days`. */
  today: number;
  /** Days checked in a row, today included once claimed. */
  streak: number;
  /** Today's date on the server (`YYYY-MM-DD`), naming today's check-in intent. */
  date: string;
}

export const getCheckInProgress = defineCall<Record<string, never>, CheckInProgress>({
  name: 'invite.checkInProgress',
  method: 'GET',
  host: 'api',
  path: '/web/mission/check-in/progress',
});

export interface GuidePop {
  /** The server still shows the guide to this user. */
  show: boolean;
  title: string;
  steps: string[];
}

export const getGuidePop = defineCall<Record<string, never>, GuidePop>({
  name: 'invite.guidePop',
  method: 'GET',
  host: 'api',
  path: '/web/mission/guide-pop',
});

export const RECORD_TYPES = ['checkin', 'task', 'box', 'pullnew'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface MissionRecord {
  id: string;
  title: string;
  reward: MissionReward;
  time: number;
}

export const getMissionRecords = defineCall<{ type: RecordType; page: number }, Paged<MissionRecord>>({
  name: 'invite.missionRecords',
  method: 'GET',
  host: 'api',
  path: '/web/mission/records/{type}',
});

export const MISSION_CODES = {
  alreadyDone: 4221,
  notYet: 4222,
  unknown: 4223,
} as const;

export const openMissionBox = defineCall<{ box_id: string }, { reward: MissionReward }>({
  name: 'invite.boxOpen',
  method: 'POST',
  host: 'api',
  path: '/web/mission/box/open',
  moneyMoving: true,
});

export const receivePullNew = defineCall<{ uid: number }, { reward: MissionReward }>({
  name: 'invite.pullNewReceive',
  method: 'POST',
  host: 'api',
  path: '/web/mission/pullnew/receive',
  moneyMoving: true,
});

export const checkInAward = defineCall<Record<string, never>, { reward: MissionReward; streak: number }>({
  name: 'invite.checkInAward',
  method: 'POST',
  host: 'api',
  path: '/web/mission/check-in/award',
  moneyMoving: true,
});

/** Not from the spec: a finished task's reward (spec 7's mission POSTs cover boxes, pull-new and check-in only). */
export const claimMissionTask = defineCall<{ task_id: string }, { reward: MissionReward }>({
  name: 'invite.taskClaim',
  method: 'POST',
  host: 'api',
  path: '/web/mission/task/claim',
  moneyMoving: true,
});

// ---- Lakh: the invite-and-rank game (/lakh) ----

export interface LakhUserInfo extends InvitePerson {
  code: string;
  invited: number;
  points: number;
  /** Place in the current round; 0 when not ranked. */
  rank: number;
  /** Whose code the user accepted; null when none yet. */
  accepted_from: InvitePerson | null;
}

export const getLakhUserInfo = defineCall<Record<string, never>, LakhUserInfo>({
  name: 'invite.lakhUserInfo',
  method: 'GET',
  host: 'api',
  path: '/lakh/users/info',
});

export interface LakhBalance {
  balance: number;
  currency: string;
  /** The prize the game is named for: one lakh. */
  goal: number;
}

export const getLakhBalance = defineCall<{ id: number }, LakhBalance>({
  name: 'invite.lakhBalance',
  method: 'GET',
  host: 'api',
  path: '/lakh/balance/user/{id}',
});

export const getLakhInvited = defineCall<
  { user_id_invite: number },
  { list: Array<InvitePerson & { joined_at: number; points: number }> }
>({
  name: 'invite.lakhInvited',
  method: 'GET',
  host: 'api',
  path: '/lakh/invited',
});

export const getLakhInvite = defineCall<
  Record<string, never>,
  { code: string; link: string; points_per_invite: number }
>({
  name: 'invite.lakhInvite',
  method: 'GET',
  host: 'api',
  path: '/lakh/invite',
});

export interface LakhLiveInfo {
  /** The round the ranking is of. */
  round_id: number;
  title: string;
  host: InvitePerson;
  /** Whether the live show is on now; otherwise `starts_at` says when. */
  live: boolean;
  room_id: number;
  starts_at: number;
  ends_at: number;
  server_time: number;
}

export const getLakhLiveInfo = defineCall<Record<string, never>, LakhLiveInfo>({
  name: 'invite.lakhLiveInfo',
  method: 'GET',
  host: 'api',
  path: '/lakh/live/info',
});

export interface LakhRankRow extends InvitePerson {
  rank: number;
  points: number;
}

export const getLakhRank = defineCall<
  { id: number; page: number },
  Paged<LakhRankRow> & { me: LakhRankRow | null }
>({
  name: 'invite.lakhRank',
  method: 'GET',
  host: 'api',
  path: '/lakh/users/rank/{id}',
});

export const LAKH_CODES = {
  noSuchCode: 4231,
  ownCode: 4232,
  alreadyAccepted: 4233,
} as const;

export const acceptLakhCode = defineCall<{ code: string }, { inviter: InvitePerson; points: number }>({
  name: 'invite.lakhAccept',
  method: 'POST',
  host: 'api',
  path: '/lakh/accept',
  moneyMoving: true,
});
