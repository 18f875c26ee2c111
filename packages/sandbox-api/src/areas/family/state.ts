// The family area's state: families with their leader, members and starlight, applications and
// notices, invitations both ways, special-family applications, the family accounts' income, and
// the images leaders uploaded.

import type { SpecialKind } from '@h5/core-api/contracts/family';
import type { Localized } from '../../kit/localized.ts';

export interface Person {
  uid: number;
  stage_name: string;
  avatar: string;
  country: string;
}

export interface Family {
  id: number;
  title: string;
  cover: string;
  slogan: string;
  country: string;
  leader: number;
  /** Every member, the leader first. */
  members: number[];
  /** Level exp and the gamingo level's exp. */
  exp: number;
  gamingoExp: number;
  /** Diamonds in the family account. */
  balance: number;
  income: Array<{ id: string; title: Localized; amount: number; created_at: number }>;
  /** Starlight per member this week. */
  starlight: Map<number, number>;
  /** Whether the family takes part in the weekly family star (promotion level 1 when not). */
  inCampaign: boolean;
  special: Record<SpecialKind, 'none' | 'pending' | 'approved'>;
}

interface Application {
  id: string;
  family: number;
  uid: number;
  note: Localized;
  created_at: number;
  status: 'pending' | 'accepted' | 'refused';
}

interface Notice {
  id: string;
  family: number;
  uid: number;
  text: Localized;
  created_at: number;
}

interface Invitation {
  id: string;
  family: number;
  uid: number;
  created_at: number;
  status: 'pending' | 'accepted' | 'refused';
}

interface Upload {
  type: string;
  data: Buffer;
}

export interface FamilyState {
  families: Map<number, Family>;
  people: Map<number, Person>;
  applications: Application[];
  notices: Notice[];
  invitations: Invitation[];
  uploads: Map<string, Upload>;
  /** When the weekly family star's first week began, ms (a Monday 00:00 UTC). */
  seasonStart: number;
  nextId: number;
}

export function newId(state: FamilyState, prefix: string): string {
  state.nextId += 1;
  return `${prefix}${state.nextId}`;
}

/** The family a user belongs to, or null. */
export function familyOf(state: FamilyState, uid: number): Family | null {
  for (const f of state.families.values()) if (f.members.includes(uid)) return f;
  return null;
}
