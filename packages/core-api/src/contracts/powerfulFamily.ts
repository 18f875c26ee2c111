// Spec 7 "Global family war": the calls of campaigns/powerful-family. Every path carries the
// promotion (`{promo}`); the spec names the calls and spec 3 the state they feed (familyInfo,
// userGroup), not their answers: the shapes below are the smallest a server of this app would send.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';
import type { FamilyTask, UserGroup } from './family.ts';

export type { FamilyTask, UserGroup } from './family.ts';

/** Not from the spec: a family that is not in the war, or a region that does not exist. */
export const WAR_CODES = { familyNotFound: 4201, regionNotFound: 4202 } as const;

// ---- shapes ----

/** One level of the war on server time (ms): 1 to 4 regional rounds, 5 to 7 the global semi-final and final. */
export interface WarStage {
  level: number;
  start: number;
  end: number;
}

/** Spec 3 `familyInfo`. */
export interface WarFamilyInfo {
  family_id: number;
  /** The family's own name: user text, shown as a name. */
  family_title: string;
  family_cover: string;
  leader_image: string;
  /** The family's war score. */
  score: number;
  member_num: number;
  max_member_num: number;
  /** The whole family's tasks, and the signed-in member's own. */
  all_task: FamilyTask[];
  one_task: FamilyTask[];
}

/** `total-page-info`: the war's schedule on server time and the user's family. */
export interface WarPageInfo {
  begin_time: number;
  end_date: number;
  server_time: number;
  /** The war's level now (spec `serverLevel`): 0 before it begins, 8 once it is finished. */
  now_level: number;
  stages: WarStage[];
  familyInfo: WarFamilyInfo | null;
}

/** `get-ticket`: the signed-in user's tickets; each one adds `points_each` to their family's score. */
export interface WarTickets {
  total: number;
  today: number;
  points_each: number;
}

export interface WarRegion {
  region_id: string;
  /** In the request's language. */
  name: string;
  family_count: number;
  /** The region's groups, in order (`A`, `B`, ...): how many depends on the region's size. Not from the spec (docs/api-gaps.md). */
  groups: string[];
  /** Families of the region still in the war. */
  alive: number;
  top: WarFamilyRow | null;
}

/** A family in a war ranking. */
export interface WarFamilyRow {
  family_id: number;
  family_title: string;
  family_cover: string;
  region_id: string;
  group: string;
  /** The highest level the family reached. */
  level: number;
  /** Out of the war (not promoted at its last level). */
  out: boolean;
  score: number;
  rank: number;
}

/** A person on the hero list (`get-personal-list`) or in a family (`get-global-family-member-list`). */
export interface WarHero {
  uid: number;
  stage_name: string;
  avatar: string;
  family_title: string;
  score: number;
  rank: number;
}

export interface WarUserGroup {
  /** Spec 3 `userGroup`; null when the user has no family. */
  userGroup: UserGroup | null;
  region_id: string | null;
}

export interface WarGroupList {
  region_id: string;
  group: string;
  /** The day of the war (from 1) the scores are of; 0 in the total list. */
  day: number;
  /** Days the war has run so far. */
  days: number;
  list: WarFamilyRow[];
}

export interface WarFinalList {
  now_level: number;
  /** When the global semi-final (level 5) begins. */
  final_start: number;
  /** Families that reached the global levels, best first. */
  list: WarFamilyRow[];
}

export interface WarFamilyMembers extends Paged<WarHero> {
  family: WarFamilyRow;
}

type Promo = { promo: string };

// ---- spec 7: reads ----

const call = <P extends object, R>(name: string, path: string) =>
  defineCall<Promo & P, R>({
    name: `powerfulFamily.${name}`,
    method: 'GET',
    host: 'api',
    path: `/global-family-war/{promo}/${path}`,
  });

export const getTotalPageInfo = call<Record<string, never>, WarPageInfo>('totalPageInfo', 'total-page-info');
export const getTicket = call<Record<string, never>, WarTickets>('ticket', 'get-ticket');
export const getRegionalList = call<Record<string, never>, { now_level: number; list: WarRegion[] }>(
  'regionalList',
  'get-regional-list',
);
export const getRegionalFamilyList = call<{ region_id: string; page: number }, Paged<WarFamilyRow>>(
  'regionalFamilyList',
  'get-regional-family-list',
);
export const getPersonalList = call<{ page: number }, Paged<WarHero>>('personalList', 'get-personal-list');
export const getFinalRankList = call<Record<string, never>, WarFinalList>(
  'finalRankList',
  'get-final-rank-list',
);
export const getUserGroup = call<Record<string, never>, WarUserGroup>('userGroup', 'get-user-group');
export const getGroupListByDay = call<{ region_id: string; group: string; day: number }, WarGroupList>(
  'groupListByDay',
  'get-group-list-by-day',
);
export const getGroupListTotal = call<{ region_id: string; group: string }, WarGroupList>(
  'groupListTotal',
  'get-group-list-total',
);
export const getGlobalFamilyMemberList = call<{ family_id: number; page: number }, WarFamilyMembers>(
  'globalFamilyMemberList',
  'get-global-family-member-list',
);
export const getGlobalFamilyRankList = call<{ page: number }, Paged<WarFamilyRow>>(
  'globalFamilyRankList',
  'get-global-family-rank-list',
);
