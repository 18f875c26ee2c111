// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APPLIED, actionsFor, applyBlocker, FAMILY_FULL, IN_ANOTHER_FAMILY, may } from './roles.ts';

describe('leader versus member (spec 6)', () => {
  it('lets the leader manage, invite, deal, edit and dissolve, but not leave', () => {
    for (const a of ['edit', 'manage', 'invite', 'deal', 'dissolve'] as const)
      expect(may('leader', a)).toBe(true);
    expect(may('leader', 'leave')).toBe(false);
  });

  it('lets a member only leave', () => {
    expect(actionsFor('member')).toEqual(['leave']);
    expect(may('member', 'dissolve')).toBe(false);
    expect(may('member', 'deal')).toBe(false);
  });

  it('lets others only apply', () => {
    expect(actionsFor('none')).toEqual(['apply']);
  });

  it('says why an outsider cannot apply', () => {
    const base = {
      my_role: 'none' as const,
      applied: false,
      member_num: 3,
      max_member_num: 30,
      inAnotherFamily: false,
    };
    expect(applyBlocker(base)).toBeNull();
    expect(applyBlocker({ ...base, applied: true })).toBe(APPLIED);
    expect(applyBlocker({ ...base, inAnotherFamily: true })).toBe(IN_ANOTHER_FAMILY);
    expect(applyBlocker({ ...base, member_num: 30 })).toBe(FAMILY_FULL);
    expect(applyBlocker({ ...base, my_role: 'member' })).toBeNull();
  });
});
