// Spec 7 "Family": families and their members, invitations both ways, applications, the leader's
// edits and uploads, levels and privileges, the family's income; and the calls of the model and
// college family pages, the honor walls and the weekly family star, which the spec does not name.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- wire values ----

/** Where the signed-in user stands in a family. */
export type FamilyRole = 'leader' | 'member' | 'none';

/** `action` of `/family/deal` and `/family/user-do-invite`: 1 accepts, 2 refuses. */
export const ACCEPT = 1;
export const REFUSE = 2;
export type DealAction = typeof ACCEPT | typeof REFUSE;

/**
 * Not from the spec: the largest image `/new-upload` takes, in bytes of the file (sent as a data
 * URL in a JSON body, a third larger on the wire).
 */
export const MAX_UPLOAD_BYTES = 512 * 1024;
/** Not from the spec: the image types `/new-upload` takes. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Not from the spec: a family's name and slogan limits, in characters, checked by page and server. */
export const FAMILY_NAME_MIN = 2;
export const FAMILY_NAME_MAX = 20;
export const FAMILY_SLOGAN_MAX = 60;

/** Refusal codes the family server answers (their texts come with them, in the page's language). */
export const FAMILY_CODES = {
  alreadyInFamily: 4101,
  familyFull: 4102,
  alreadyApplied: 4103,
  notLeader: 4104,
  leaderCannotLeave: 4105,
  notFound: 4106,
  handled: 4107,
  badName: 4108,
  tooLarge: 4109,
  badImage: 4110,
  notEligible: 4111,
} as const;

// ---- shapes ----

/** A family as lists show it (search, invitations, rankings). */
export interface FamilySummary {
  family_id: number;
  /** The family's own name: user text, shown isolated. */
  family_title: string;
  family_cover: string;
  leader_name: string;
  leader_image: string;
  level: number;
  member_num: number;
  max_member_num: number;
  country: string;
}

/** A family task (spec 3 `all_task`, `one_task`): done of target. */
export interface FamilyTask {
  id: string;
  title: string;
  done: number;
  target: number;
}

/** Spec 3 `familyInfo`, with what the detail screen shows of it. */
export interface FamilyInfo extends FamilySummary {
  slogan: string;
  leader_uid: number;
  score: number;
  /** The whole family's tasks, and the signed-in member's own. */
  all_task: FamilyTask[];
  one_task: FamilyTask[];
  my_role: FamilyRole;
  /** The user applied and waits for the leader. */
  applied: boolean;
  /** Applications and notices the leader has not seen yet (0 for others). */
  unread_messages: number;
}

/** `/family/loginuser-thisfamily-info`: the signed-in user's family, country and invitations. */
export interface LoginUserFamilyInfo {
  user_family_info: {
    family_id: number;
    family_title: string;
    family_cover: string;
    role: 'leader' | 'member';
  } | null;
  user_country: string;
  /** Invitations from families waiting for an answer. */
  invitation_count: number;
}

/** A member as `/family/starlight-list` ranks them. */
export interface FamilyMember {
  uid: number;
  stage_name: string;
  avatar: string;
  role: 'leader' | 'member';
  /** Starlight earned this week. */
  starlight: number;
  rank: number;
}

export interface FamilyMessage {
  id: string;
  kind: 'application' | 'notice';
  uid: number;
  stage_name: string;
  avatar: string;
  /** The notice or the applicant's note, in the page's language. */
  text: string;
  /** Seconds since the epoch. */
  created_at: number;
  /** Applications only. */
  status: 'pending' | 'accepted' | 'refused' | null;
}

export interface InviteCandidate {
  uid: number;
  stage_name: string;
  avatar: string;
  country: string;
  invited: boolean;
}

export interface FamilyInvitation extends FamilySummary {
  id: string;
  created_at: number;
}

export interface Privilege {
  level: number;
  name: string;
  description: string;
  icon: string;
  unlocked: boolean;
}

export interface PrivilegeList {
  level: number;
  privileges: Privilege[];
}

export interface LevelStep {
  level: number;
  exp: number;
  max_member_num: number;
}

/** `/web/family/info`: the family's level and gamingo level with their progress. */
export interface FamilyLevelInfo {
  family_id: number;
  family_title: string;
  level: number;
  exp: number;
  levels: LevelStep[];
  gamingo_level: number;
  gamingo_exp: number;
  gamingo_levels: LevelStep[];
}

export interface IncomeRow {
  id: string;
  /** What the income was for, in the page's language. */
  title: string;
  /** Diamonds. */
  amount: number;
  created_at: number;
}

export interface FamilyIncome extends Paged<IncomeRow> {
  /** The family account's diamonds. */
  balance: number;
  /** Diamonds earned this week. */
  week_income: number;
}

export type SpecialKind = 'model' | 'college';

export interface SpecialRequirement {
  id: string;
  text: string;
  met: boolean;
}

/** Not from the spec: what a model or college family is, who may become one, and the application. */
export interface SpecialFamilyInfo {
  kind: SpecialKind;
  /** Paragraphs, in the page's language. */
  intro: string[];
  benefits: string[];
  requirements: SpecialRequirement[];
  families: FamilySummary[];
  /** The signed-in user's family (null without one), and whether they lead it. */
  my_family: { family_id: number; family_title: string; role: 'leader' | 'member' } | null;
  status: 'none' | 'pending' | 'approved';
}

export interface HonorWallEntry {
  uid: number;
  rank: number;
  name: string;
  avatar: string;
  award: string;
}

export interface HonorWallStage {
  key: string;
  label: string;
  start: number;
  end: number;
  entries: HonorWallEntry[];
}

/** Spec 3 "Family campaign" `userGroup`. */
export interface UserGroup {
  group: string;
  promotion_level: number;
  /** The family's level in the campaign; '' once it is out or the campaign ended. */
  curLevel: number | '';
  nowLevel: number;
}

export interface WeeklyFamilyRow {
  family_id: number;
  family_title: string;
  family_cover: string;
  score: number;
  rank: number;
}

/** Not from the spec: the weekly family star's index. */
export interface WeeklyFamilyStar {
  week: number;
  week_start: number;
  week_end: number;
  /** The campaign's last day, ms. */
  end_date: number;
  server_time: number;
  list: WeeklyFamilyRow[];
  /** Families in the semi-final levels (5 to 7). */
  semi_list: WeeklyFamilyRow[];
  familyInfo: FamilyInfo | null;
  userGroup: UserGroup | null;
  my_row: WeeklyFamilyRow | null;
  /**
   * Not from the spec (docs/api-gaps.md): the campaign's rules, one sentence each, in the request's
   * language (weeks, levels, awards, when rewards arrive); the rule page states them as given.
   */
  rules: string[];
}

export interface WeeklyFamilyLastWeek {
  week: number;
  week_start: number;
  week_end: number;
  winners: Array<WeeklyFamilyRow & { award: string }>;
}

// ---- spec 7: reads ----

export const getFamilyInfoList = defineCall<
  { page: number; country?: string; content?: string },
  Paged<FamilySummary>
>({ name: 'family.infoList', method: 'GET', host: 'api', path: '/family/family-info-list' });

export const getLoginUserFamilyInfo = defineCall<Record<string, never>, LoginUserFamilyInfo>({
  name: 'family.loginUserInfo',
  method: 'GET',
  host: 'api',
  path: '/family/loginuser-thisfamily-info',
});

export const getStarlightList = defineCall<{ family_id: number; page: number }, Paged<FamilyMember>>({
  name: 'family.starlightList',
  method: 'GET',
  host: 'api',
  path: '/family/starlight-list',
});

export const getFamilyUserMessage = defineCall<{ family_id: number; page: number }, Paged<FamilyMessage>>({
  name: 'family.userMessage',
  method: 'GET',
  host: 'api',
  path: '/family/get-family-user-message',
});

/** Spec 7 names it a GET: the application to join a family. */
export const applyFamily = defineCall<{ family_id: number }, { applied: true }>({
  name: 'family.apply',
  method: 'GET',
  host: 'api',
  path: '/family/apply',
  moneyMoving: true,
});

export const getLeaderInvite = defineCall<{ family_id: number; page: number }, Paged<InviteCandidate>>({
  name: 'family.leaderInvite',
  method: 'GET',
  host: 'api',
  path: '/family/leader-invite',
});

export const getUserInvitation = defineCall<{ page: number }, Paged<FamilyInvitation>>({
  name: 'family.userInvitation',
  method: 'GET',
  host: 'api',
  path: '/family/user-invitation',
});

/** Spec 7 names it a GET: the user's answer to an invitation. */
export const userDoInvite = defineCall<{ id: string; action: DealAction }, { family_id: number | null }>({
  name: 'family.userDoInvite',
  method: 'GET',
  host: 'api',
  path: '/family/user-do-invite',
  moneyMoving: true,
});

export const getFamilyBaseInfo = defineCall<{ family_id: number }, FamilyInfo>({
  name: 'family.baseInfo',
  method: 'GET',
  host: 'api',
  path: '/web/family/base-info',
});

export const getFamilyLevelInfo = defineCall<{ family_id: number }, FamilyLevelInfo>({
  name: 'family.info',
  method: 'GET',
  host: 'api',
  path: '/web/family/info',
});

export const getFamilyIncomeDetail = defineCall<{ family_id: number; page: number }, FamilyIncome>({
  name: 'family.incomeDetail',
  method: 'GET',
  host: 'api',
  path: '/money/get-family-income-detail',
});

/** Spec 7 names it a POST; it reads the privileges of each level. */
export const getFamilyPrivilege = defineCall<{ family_id: number }, PrivilegeList>({
  name: 'family.privilege',
  method: 'POST',
  host: 'api',
  path: '/web/family/privilege',
});

export const getGamingoPrivilege = defineCall<{ family_id: number }, PrivilegeList>({
  name: 'family.gamingoPrivilege',
  method: 'POST',
  host: 'api',
  path: '/gamingo-web/family/privilege',
});

// ---- spec 7: actions ----

export const dealApplication = defineCall<
  { family_id: number; id: string; action: DealAction },
  { status: 'accepted' | 'refused' }
>({ name: 'family.deal', method: 'POST', host: 'api', path: '/family/deal' });

/** Cannot be undone: a money call (one key per intent, never resent by the client on its own). */
export const leaveFamily = defineCall<{ family_id: number }, { left: true }>({
  name: 'family.leave',
  method: 'POST',
  host: 'api',
  path: '/family/leave-family',
  moneyMoving: true,
});

/** Cannot be undone: a money call (one key per intent, never resent by the client on its own). */
export const dissolveFamily = defineCall<{ family_id: number }, { dissolved: true }>({
  name: 'family.dissolve',
  method: 'POST',
  host: 'api',
  path: '/family/dissolve-family',
  moneyMoving: true,
});

export const editFamilyInfo = defineCall<
  { family_id: number; family_title?: string; slogan?: string; family_cover?: string },
  FamilyInfo
>({ name: 'family.edit', method: 'POST', host: 'api', path: '/family/edit-family-info' });

export const leaderDoInvite = defineCall<{ family_id: number; uid: number }, { invited: true }>({
  name: 'family.leaderDoInvite',
  method: 'POST',
  host: 'api',
  path: '/family/leader-do-invite',
});

/**
 * Spec 7 `/new-upload`. Not from the spec: its body, the image as a data URL (`image`), and its
 * answer, the address the image is served at.
 */
export const newUpload = defineCall<{ image: string }, { url: string }>({
  name: 'upload.new',
  method: 'POST',
  host: 'api',
  path: '/new-upload',
});

// ---- not from the spec ----

/** Not from the spec: what a model or college family is, its families, and the user's standing. */
export const getSpecialFamily = defineCall<{ kind: SpecialKind }, SpecialFamilyInfo>({
  name: 'family.special',
  method: 'GET',
  host: 'api',
  path: '/family/special/{kind}',
});

/** Not from the spec: a leader's application for the family to become a model or college family. */
export const applySpecialFamily = defineCall<
  { kind: SpecialKind; family_id: number; note: string },
  { status: 'pending' }
>({ name: 'family.specialApply', method: 'POST', host: 'api', path: '/family/special/{kind}/apply' });

/** Not from the spec: past weeks' best families or members. */
export const getFamilyHonorWall = defineCall<{ type: 'family' | 'member' }, { stages: HonorWallStage[] }>({
  name: 'family.honorWall',
  method: 'GET',
  host: 'api',
  path: '/family/honor-wall',
});

/** Not from the spec: this week's family ranking on server time, with the user's family's campaign state. */
export const getWeeklyFamilyStar = defineCall<Record<string, never>, WeeklyFamilyStar>({
  name: 'family.weeklyStar',
  method: 'GET',
  host: 'api',
  path: '/family/weekly-star',
});

/** Not from the spec: last week's winners of the weekly family star. */
export const getWeeklyFamilyStarLastWeek = defineCall<Record<string, never>, WeeklyFamilyLastWeek>({
  name: 'family.weeklyStarLastWeek',
  method: 'GET',
  host: 'api',
  path: '/family/weekly-star/last-week',
});
