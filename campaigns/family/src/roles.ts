// Spec 6, family leader versus member: what each may do with a family. The leader manages
// (edits name, slogan and cover, invites, deals with applications, dissolves); a member leaves;
// anyone else may apply, or answer an invitation from the invitation list.

import type { FamilyRole } from '@h5/core-api/contracts/family';

export type FamilyAction = 'edit' | 'manage' | 'invite' | 'deal' | 'dissolve' | 'leave' | 'apply' | 'account';

const ACTIONS: Record<FamilyRole, readonly FamilyAction[]> = {
  leader: ['edit', 'manage', 'invite', 'deal', 'dissolve', 'account'],
  member: ['leave'],
  none: ['apply'],
};

export function actionsFor(role: FamilyRole): readonly FamilyAction[] {
  return ACTIONS[role] ?? [];
}

export function may(role: FamilyRole, action: FamilyAction): boolean {
  return actionsFor(role).includes(action);
}

/** Why someone outside the family cannot apply now, as an English key, or null when they can. */
export function applyBlocker(f: {
  my_role: FamilyRole;
  applied: boolean;
  member_num: number;
  max_member_num: number;
  inAnotherFamily: boolean;
}): string | null {
  if (f.my_role !== 'none') return null;
  if (f.applied) return APPLIED;
  if (f.inAnotherFamily) return IN_ANOTHER_FAMILY;
  if (f.member_num >= f.max_member_num) return FAMILY_FULL;
  return null;
}

export const APPLIED = 'You applied. The leader will answer soon.';
export const IN_ANOTHER_FAMILY = 'You are in another family. Leave it to join this one.';
export const FAMILY_FULL = 'This family is full.';
