// Who may become a model or college family: only a family's leader applies, once its family meets
// every requirement; an application waits for the team; an approved family is one already.

import type { SpecialFamilyInfo } from '@h5/core-api/contracts/family';

export type Standing =
  | { kind: 'can-apply' }
  | { kind: 'no-family' | 'not-leader' | 'not-eligible' | 'pending' | 'approved'; message: string };

const NO_FAMILY = 'Join or lead a family first.';
const NOT_LEADER = 'Only your family’s leader can apply.';
const NOT_ELIGIBLE = 'Your family does not meet every requirement yet.';
const PENDING = 'Your family’s application is being reviewed.';
const APPROVED = 'Your family is one already.';

export function specialStanding(
  s: Pick<SpecialFamilyInfo, 'my_family' | 'status' | 'requirements'>,
): Standing {
  if (s.status === 'approved') return { kind: 'approved', message: APPROVED };
  if (s.status === 'pending') return { kind: 'pending', message: PENDING };
  if (!s.my_family) return { kind: 'no-family', message: NO_FAMILY };
  if (s.my_family.role !== 'leader') return { kind: 'not-leader', message: NOT_LEADER };
  if (!s.requirements.every((r) => r.met)) return { kind: 'not-eligible', message: NOT_ELIGIBLE };
  return { kind: 'can-apply' };
}
