// How the family server shows its state: a family in a list, a family's full info for a user,
// a member, and the lookups every handler starts with.

import {
  FAMILY_CODES,
  type FamilyInfo,
  type FamilyRole,
  type FamilySummary,
  type FamilyTask,
} from '@h5/core-api/contracts/family';
import { fail, type HandlerContext, int } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import type { Family, FamilyState, Person } from './state.ts';
import { FAMILY_TASKS, LEVELS, levelOf, MEMBER_TASKS, REFUSALS } from './texts.ts';

export type Ctx = HandlerContext<FamilyState>;

export function person(state: FamilyState, uid: number): Person {
  return state.people.get(uid) ?? { uid, stage_name: `#${uid}`, avatar: '', country: '' };
}

export function summary(state: FamilyState, f: Family): FamilySummary {
  const leader = person(state, f.leader);
  return {
    family_id: f.id,
    family_title: f.title,
    family_cover: f.cover,
    leader_name: leader.stage_name,
    leader_image: leader.avatar,
    level: levelOf(LEVELS, f.exp).level,
    member_num: f.members.length,
    max_member_num: levelOf(LEVELS, f.exp).max_member_num,
    country: f.country,
  };
}

export function isFull(f: Family): boolean {
  return f.members.length >= levelOf(LEVELS, f.exp).max_member_num;
}

function roleIn(f: Family, uid: number | undefined): FamilyRole {
  if (uid === undefined) return 'none';
  if (f.leader === uid) return 'leader';
  return f.members.includes(uid) ? 'member' : 'none';
}

/** This week's score: the members' starlight. */
export function weekScore(f: Family): number {
  let sum = 0;
  for (const uid of f.members) sum += f.starlight.get(uid) ?? 0;
  return sum;
}

export function info(state: FamilyState, f: Family, uid: number | undefined): Localizable<FamilyInfo> {
  const leader = person(state, f.leader);
  const role = roleIn(f, uid);
  const score = weekScore(f);
  const progress = (i: number, target: number) =>
    Math.min(target, Math.floor((score / 40) * (i + 1)) % (target + 1));
  const allTask: Localizable<FamilyTask>[] = FAMILY_TASKS.map((t, i) => ({
    id: t.id,
    title: t.title,
    target: t.target,
    done: progress(i, t.target),
  }));
  const mine = uid !== undefined && role !== 'none' ? (f.starlight.get(uid) ?? 0) : 0;
  const oneTask: Localizable<FamilyTask>[] =
    role === 'none'
      ? []
      : MEMBER_TASKS.map((t, i) => ({
          id: t.id,
          title: t.title,
          target: t.target,
          done: Math.min(t.target, Math.floor(mine / 1000) + i),
        }));
  return {
    ...summary(state, f),
    slogan: f.slogan,
    leader_uid: leader.uid,
    leader_name: leader.stage_name,
    score,
    all_task: allTask,
    one_task: oneTask,
    my_role: role,
    applied:
      uid !== undefined &&
      state.applications.some((a) => a.family === f.id && a.uid === uid && a.status === 'pending'),
    unread_messages:
      role === 'leader'
        ? state.applications.filter((a) => a.family === f.id && a.status === 'pending').length
        : 0,
  };
}

/** The family a request names by `family_id`, or the refusal that it does not exist. */
export function familyParam(ctx: Ctx, raw: unknown): Family {
  const id = int(raw);
  const f = id === undefined ? undefined : ctx.state.families.get(id);
  if (!f) fail(FAMILY_CODES.notFound, REFUSALS.notFound);
  return f;
}

/** The family, if the signed-in user leads it; otherwise the refusal. */
export function ledFamily(ctx: Ctx, raw: unknown): Family {
  const user = ctx.requireUser();
  const f = familyParam(ctx, raw);
  if (f.leader !== user.uid) fail(FAMILY_CODES.notLeader, REFUSALS.notLeader);
  return f;
}
