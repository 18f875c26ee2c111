// What the guild server holds: guilds of each identity with their president and members, the
// broadcasters, applications, uploaded images and the PK season; and how a role is read from it.

import type {
  ApplicationStatus,
  GuildDetails,
  GuildFace,
  GuildIdentity,
  GuildMember,
  GuildRole,
  GuildRoleId,
} from '@h5/core-api/contracts/guild';
import { fail } from '../../area.ts';
import { faceOf } from '../../kit/people.ts';
import { GUILD_ERRORS } from './constants.ts';

export interface Guild {
  guild_id: number;
  identity: GuildIdentity;
  name: string;
  cover: string;
  country: string;
  slogan: string;
  /** Seconds. */
  created_at: number;
  president: number;
  open_join: boolean;
  max_members: number;
  /** Members other than the president, uid to joined_at (seconds). */
  members: Map<number, number>;
}

export interface Application {
  id: number;
  guild_id: number;
  uid: number;
  identity: GuildIdentity;
  /** Seconds. */
  applied_at: number;
  status: ApplicationStatus;
}

interface Upload {
  type: string;
  bytes: Buffer;
}

export interface GuildState {
  guilds: Map<number, Guild>;
  broadcasters: Set<number>;
  applications: Application[];
  uploads: Map<string, Upload>;
  /** Faces of seeded people who are not sandbox users. */
  people: Map<number, GuildFace>;
  /** Milliseconds: when the PK season's first round starts. */
  pkStart: number;
  nextGuildId: number;
  nextApplicationId: number;
  nextUploadId: number;
}

export function faceIn(state: GuildState, uid: number): GuildFace {
  return state.people.get(uid) ?? faceOf(uid);
}

export function identityOf(v: unknown): GuildIdentity {
  if (v === 0 || v === '0') return 0;
  if (v === 1 || v === '1') return 1;
  return fail(...GUILD_ERRORS.badIdentity);
}

/** The guild a user is in for one identity, and as what. */
export function membershipOf(
  state: GuildState,
  uid: number,
  identity: GuildIdentity,
): { guild: Guild; role_id: GuildRoleId } | null {
  for (const g of state.guilds.values()) {
    if (g.identity !== identity) continue;
    if (g.president === uid) return { guild: g, role_id: 1 };
    if (g.members.has(uid)) return { guild: g, role_id: 2 };
  }
  return null;
}

export function roleOf(state: GuildState, uid: number, identity: GuildIdentity): GuildRole {
  const m = membershipOf(state, uid, identity);
  const pending = state.applications.find(
    (a) => a.uid === uid && a.identity === identity && a.status === 'pending',
  );
  return {
    identity,
    role_id: m?.role_id ?? 0,
    guild_id: m?.guild.guild_id ?? 0,
    pending_guild_id: m ? 0 : (pending?.guild_id ?? 0),
  };
}

export function requireMembership(state: GuildState, uid: number, identity: GuildIdentity) {
  return membershipOf(state, uid, identity) ?? fail(...GUILD_ERRORS.notInGuild);
}

export function requirePresidency(state: GuildState, uid: number, identity: GuildIdentity): Guild {
  const m = requireMembership(state, uid, identity);
  if (m.role_id !== 1) fail(...GUILD_ERRORS.notPresident);
  return m.guild;
}

export const memberCount = (g: Guild) => g.members.size + 1;

/** Every uid of the guild, president first. */
export const everyone = (g: Guild) => [g.president, ...g.members.keys()];

export function hashOf(...parts: Array<number | string>): number {
  let h = 2166136261;
  for (const ch of parts.join(':')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function details(state: GuildState, g: Guild, monthStars: (uid: number) => number): GuildDetails {
  return {
    guild_id: g.guild_id,
    identity: g.identity,
    name: g.name,
    cover: g.cover,
    country: g.country,
    member_count: memberCount(g),
    president: faceIn(state, g.president),
    open_join: g.open_join,
    slogan: g.slogan,
    created_at: g.created_at,
    max_members: g.max_members,
    month_stars: everyone(g).reduce((sum, uid) => sum + monthStars(uid), 0),
  };
}

export function memberRow(
  state: GuildState,
  g: Guild,
  uid: number,
  month: { stars: number; live_minutes: number },
): GuildMember {
  return {
    ...faceIn(state, uid),
    identity: g.identity,
    role_id: uid === g.president ? 1 : 2,
    joined_at: uid === g.president ? g.created_at : (g.members.get(uid) ?? g.created_at),
    month_stars: month.stars,
    month_live_minutes: month.live_minutes,
  };
}
