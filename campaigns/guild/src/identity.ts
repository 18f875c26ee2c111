// Spec 3 and 6: a user has a place in a guild per identity (0 atevent, 1 broadcaster), read from
// the guild role call; the identity chosen decides which guild, stats and members are fetched,
// and the role in it which page the user lands on.

import {
  ATEVENT,
  BROADCASTER,
  type GuildIdentity,
  type GuildRole,
  type GuildRoleId,
  MEMBER,
  type MyGuildRole,
  NO_GUILD,
  PRESIDENT,
} from '@h5/core-api/contracts/guild';

/** The query parameter carrying the identity between the guild screens. */
export const IDENTITY_PARAM = 'identity';

/** English keys of each identity. */
export const IDENTITY_LABELS: Record<GuildIdentity, string> = {
  0: 'Event host',
  1: 'Broadcaster',
};

/** Broadcaster first: the identity most users come for. */
export const IDENTITY_ORDER: readonly GuildIdentity[] = [BROADCASTER, ATEVENT];

/** `0` or `1` from the query; anything else (absent, `2`, `x`, ` 1`) is no choice. */
export function parseIdentity(value: string | null | undefined): GuildIdentity | null {
  if (value === '0') return ATEVENT;
  if (value === '1') return BROADCASTER;
  return null;
}

export function roleIn(role: MyGuildRole, identity: GuildIdentity): GuildRole {
  return (
    role.roles.find((r) => r.identity === identity) ?? {
      identity,
      role_id: NO_GUILD,
      guild_id: 0,
      pending_guild_id: 0,
    }
  );
}

/** What a screen needs of the user: to lead a guild, to be a member of one, or either. */
export type RoleNeed = 'president' | 'member' | 'guild';

function fits(roleId: GuildRoleId, need: RoleNeed): boolean {
  if (need === 'president') return roleId === PRESIDENT;
  if (need === 'member') return roleId === MEMBER;
  return roleId !== NO_GUILD;
}

/**
 * The identity a screen shows: the one asked for when the user's role in it fits the screen;
 * without one asked, the first identity whose role fits. Null when none fits.
 */
export function identityFor(
  role: MyGuildRole,
  need: RoleNeed,
  asked: GuildIdentity | null,
): GuildIdentity | null {
  if (asked !== null) return fits(roleIn(role, asked).role_id, need) ? asked : null;
  return IDENTITY_ORDER.find((i) => fits(roleIn(role, i).role_id, need)) ?? null;
}

/** The identity of the landing and of the guild search: asked, else one with a guild, else what the user is. */
export function defaultIdentity(role: MyGuildRole, asked: GuildIdentity | null): GuildIdentity {
  if (asked !== null) return asked;
  return identityFor(role, 'guild', null) ?? (role.is_broadcaster ? BROADCASTER : ATEVENT);
}

/** The page of a role: the president's, the member's, or the guild search. */
export function landingOf(roleId: GuildRoleId): 'president' | 'member-details' | 'no-participate-guild' {
  if (roleId === PRESIDENT) return 'president';
  if (roleId === MEMBER) return 'member-details';
  return 'no-participate-guild';
}

export const GUILD_HOME = '/v/guild-live';
export const guildPath = (child: string) => `${GUILD_HOME}/${child}`;
