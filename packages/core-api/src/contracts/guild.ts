// Guild (broadcaster agency): the calls of campaigns/guild. Spec 7 names the /guild/ calls;
// their answers are not shown, so the shapes here are the smallest a server of this app would
// send. Guild PK has no calls in the spec at all (see docs/api-gaps.md, "Guild").

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

/**
 * Not from the spec: the refusal code of a call naming a guild the server does not know, so a
 * page says the guild does not exist rather than offering a retry.
 */
export const GUILD_NOT_FOUND = 4303;

// ---- identity and roles (spec 3, 6) ----

/** Spec 6: the identity value that chooses the role: 0 atevent, 1 broadcaster. */
export type GuildIdentity = 0 | 1;
export const ATEVENT: GuildIdentity = 0;
export const BROADCASTER: GuildIdentity = 1;

/** A user's place in a guild for one identity: 0 none, 1 president, 2 member. */
export type GuildRoleId = 0 | 1 | 2;
export const NO_GUILD: GuildRoleId = 0;
export const PRESIDENT: GuildRoleId = 1;
export const MEMBER: GuildRoleId = 2;

export interface GuildRole {
  identity: GuildIdentity;
  role_id: GuildRoleId;
  /** 0 without a guild. */
  guild_id: number;
  /** The guild this identity applied to and waits on (0 for none). */
  pending_guild_id: number;
}

export interface MyGuildRole {
  /** One entry per identity, atevent first. */
  roles: GuildRole[];
  /** Broadcasters may join or lead a guild as broadcaster (identity 1). */
  is_broadcaster: boolean;
}

// ---- guilds ----

export interface GuildFace {
  uid: number;
  stage_name: string;
  avatar: string;
}

export interface GuildCard {
  guild_id: number;
  /** Written by its president: shown as is, isolated. */
  name: string;
  cover: string;
  /** ISO 3166 code. */
  country: string;
  member_count: number;
  president: GuildFace;
  /** Joining takes the president's approval when false. */
  open_join: boolean;
}

export interface GuildDetails extends GuildCard {
  identity: GuildIdentity;
  /** Written by its president. */
  slogan: string;
  /** Seconds. */
  created_at: number;
  max_members: number;
  /** Stars of the guild this month. */
  month_stars: number;
}

export type ApplicationStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface GuildDetailsForVisitor extends GuildDetails {
  /** The caller's application to this guild. */
  my_application: ApplicationStatus;
}

export interface MyGuild {
  role_id: GuildRoleId;
  guild: GuildDetails;
  /** Applications waiting for the president (0 for members). */
  pending_applications: number;
}

export interface GuildMember extends GuildFace {
  identity: GuildIdentity;
  role_id: GuildRoleId;
  /** Seconds. */
  joined_at: number;
  /** Stars this month. */
  month_stars: number;
  /** Minutes live this month. */
  month_live_minutes: number;
}

// ---- stats, income, bonus ----

/** Periods of stats and income: today, this week (from Monday, UTC) and this month. */
export type GuildPeriod = 'day' | 'week' | 'month';
export const GUILD_PERIODS: readonly GuildPeriod[] = ['day', 'week', 'month'];

export interface StatsDetails {
  period: GuildPeriod;
  /** Stars received from gifts in the period. */
  stars: number;
  live_minutes: number;
  /** Days with at least an hour live. */
  valid_days: number;
  new_fans: number;
  /** The member's place among the guild's members by stars in the period (1 = first). */
  rank: number;
  member_count: number;
}

export interface IncomeLine {
  /** What the amount is for, in the page's language. */
  label: string;
  /** In the currency's minor unit (cents). */
  amount: number;
}

export interface IncomeDetails {
  period: GuildPeriod;
  /** ISO 4217. */
  currency: string;
  total: number;
  lines: IncomeLine[];
}

export interface BonusEntry {
  /** `YYYY-MM-DD` the bonus was paid. */
  date: string;
  label: string;
  amount: number;
}

export interface HistoricalBonus {
  /** `YYYY-MM` shown. */
  month: string;
  /** The months that can be asked for, newest first. */
  months: string[];
  currency: string;
  total: number;
  list: BonusEntry[];
}

// ---- applications ----

export interface GuildApplication {
  id: number;
  user: GuildFace;
  identity: GuildIdentity;
  /** Seconds. */
  applied_at: number;
  status: ApplicationStatus;
}

export type ApplicationDecision = 'approve' | 'reject';

// ---- guild PK ----

export interface PkSide {
  guild_id: number;
  name: string;
  cover: string;
  score: number;
}

export type PkRoundStatus = 'upcoming' | 'live' | 'finished';

export interface PkRound {
  round_id: number;
  /** Milliseconds, server time. */
  start_time: number;
  end_time: number;
  status: PkRoundStatus;
  sides: [PkSide, PkSide];
  /** 0 until finished or on a draw. */
  winner_guild_id: number;
}

export interface PkCurrent {
  /** Null between seasons. */
  round: PkRound | null;
  /** Milliseconds, server time when answered. */
  server_time: number;
  /** The caller's guild (broadcaster identity), 0 for none. */
  my_guild_id: number;
}

export interface PkSchedule {
  rounds: PkRound[];
  server_time: number;
}

// ---- the calls ----

type IdentityParams = { identity: GuildIdentity };

export const getMyGuildRole = defineCall<Record<string, never>, MyGuildRole>({
  name: 'guild.myGuildRole',
  method: 'GET',
  host: 'api',
  path: '/guild/my-guild-role',
});

export const getMyGuild = defineCall<IdentityParams, MyGuild>({
  name: 'guild.myGuild',
  method: 'GET',
  host: 'api',
  path: '/guild/my-guild',
});

/** The president's members, most stars first. */
export const getMyMembers = defineCall<IdentityParams & { page: number }, Paged<GuildMember>>({
  name: 'guild.myMembers',
  method: 'GET',
  host: 'api',
  path: '/guild/my-members',
});

export const getMyStatsDetails = defineCall<IdentityParams & { period: GuildPeriod }, StatsDetails>({
  name: 'guild.myStatsDetails',
  method: 'GET',
  host: 'api',
  path: '/guild/my-stats-details',
});

/** A member's own income, or the president's share of the guild's, for the period. */
export const getMyIncomeDetails = defineCall<IdentityParams & { period: GuildPeriod }, IncomeDetails>({
  name: 'guild.myIncomeDetails',
  method: 'GET',
  host: 'api',
  path: '/guild/my-income-details',
});

export const getMyGuildDetails = defineCall<IdentityParams, GuildDetails>({
  name: 'guild.myGuildDetails',
  method: 'GET',
  host: 'api',
  path: '/guild/my-guild-details',
});

/** The president edits the guild's slogan and cover. */
export const saveMyGuildDetails = defineCall<
  IdentityParams & { slogan: string; cover: string },
  GuildDetails
>({
  name: 'guild.saveMyGuildDetails',
  method: 'POST',
  host: 'api',
  path: '/guild/my-guild-details',
});

/** Spec 7: `pageSize`, `page`, `content` (the search, by guild name or id). */
export const getRecommendGuild = defineCall<
  IdentityParams & { page: number; pageSize: number; content: string },
  Paged<GuildCard>
>({
  name: 'guild.recommendGuild',
  method: 'GET',
  host: 'api',
  path: '/guild/recommend-guild',
});

/** Any guild, by id, with the caller's application to it. */
export const getGuildDetails = defineCall<{ guild_id: number }, GuildDetailsForVisitor>({
  name: 'guild.guildDetails',
  method: 'GET',
  host: 'api',
  path: '/guild/guild-details',
});

/** Applications to the president's guild, pending first, newest first. */
export const getApplicationList = defineCall<IdentityParams & { page: number }, Paged<GuildApplication>>({
  name: 'guild.applicationList',
  method: 'GET',
  host: 'api',
  path: '/guild/application-list',
});

export const getMyHistoricalBonus = defineCall<IdentityParams & { month: string }, HistoricalBonus>({
  name: 'guild.myHistoricalBonus',
  method: 'GET',
  host: 'api',
  path: '/guild/my-historical-bonus',
});

export interface JoinResult {
  /** True when the guild took the user at once (open guilds); false when it waits on the president. */
  joined: boolean;
  status: ApplicationStatus;
}

export const joinGuild = defineCall<IdentityParams & { guild_id: number }, JoinResult>({
  name: 'guild.joinGuild',
  method: 'POST',
  host: 'api',
  path: '/guild/join-guild',
});

export interface UploadResult {
  /** Where the sandbox (or the CDN) serves the image. */
  url: string;
}

/** The image as a data URL (`data:image/png;base64,…`), checked by size and type on both sides. */
export const uploadImage = defineCall<{ image: string }, UploadResult>({
  name: 'guild.upload',
  method: 'POST',
  host: 'api',
  path: '/guild/upload',
});

export const createGuild = defineCall<
  IdentityParams & { name: string; country: string; cover: string; slogan: string },
  { guild_id: number }
>({
  name: 'guild.createGuild',
  method: 'POST',
  host: 'api',
  path: '/guild/create-guild',
});

/** The president approves or rejects one application. */
export const decideApplication = defineCall<
  { id: number; decision: ApplicationDecision },
  { status: ApplicationStatus }
>({
  name: 'guild.application',
  method: 'POST',
  host: 'api',
  path: '/guild/application',
});

export const beBroadcaster = defineCall<Record<string, never>, { is_broadcaster: boolean }>({
  name: 'guild.beBroadcaster',
  method: 'POST',
  host: 'api',
  path: '/guild/be-broadcaster',
});

/** The president removes a member from the guild; cannot be undone, so a money call. */
export const removeFromGuild = defineCall<IdentityParams & { uid: number }, { member_count: number }>({
  name: 'guild.removeGuild',
  method: 'POST',
  host: 'api',
  path: '/guild/remove-guild',
  moneyMoving: true,
});

/** A member leaves the guild; cannot be undone, so a money call. */
export const quitGuild = defineCall<IdentityParams, { role_id: GuildRoleId }>({
  name: 'guild.quitGuild',
  method: 'POST',
  host: 'api',
  path: '/guild/quit-guild',
  moneyMoving: true,
});

/**
 * Not from the spec (docs/api-gaps.md): the guild's rules as the server publishes them, one
 * sentence each, in the request's language (roles, how stars and income are counted, when bonuses
 * are paid). Open to visitors. The rule page states them as given, never as the page's own text.
 */
export const getGuildRules = defineCall<Record<string, never>, { rules: string[] }>({
  name: 'guild.rules',
  method: 'GET',
  host: 'api',
  path: '/guild/rules',
});

/** Not from the spec: the PK between guilds running now, with its scores and the server time. */
export const getPkCurrent = defineCall<Record<string, never>, PkCurrent>({
  name: 'guild.pkCurrent',
  method: 'GET',
  host: 'api',
  path: '/guild/pk/current',
});

/** Not from the spec: the rounds of the guild PK season, in start order. */
export const getPkSchedule = defineCall<Record<string, never>, PkSchedule>({
  name: 'guild.pkSchedule',
  method: 'GET',
  host: 'api',
  path: '/guild/pk/schedule',
});
