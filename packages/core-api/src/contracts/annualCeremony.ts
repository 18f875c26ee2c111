// Annual ceremony (campaigns/annual-ceremony): the grand ceremony's stages and their rankings,
// stars sent to singers, rooms, guilds and countries, fragments and cards, the super and normal
// turntables, the shop, check-in, the honor walls and the year pages (spec 2, 3, 4, 7, 9).

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

/** The stage lists of spec 7, one per list type. */
export const STAGE_TYPES = [
  'singer',
  'tuhao',
  'live',
  'ktv_room',
  'goddess',
  'live-union',
  'national-war',
] as const;
export type StageType = (typeof STAGE_TYPES)[number];

export function isStageType(v: unknown): v is StageType {
  return typeof v === 'string' && (STAGE_TYPES as readonly string[]).includes(v);
}

/** What a star is sent to: a user (to_uid), a room (room_id), a guild (guild_id) or a country (locale). */
export type StarTarget =
  | { kind: 'user'; to_uid: number }
  | { kind: 'room'; room_id: number }
  | { kind: 'guild'; guild_id: number }
  | { kind: 'locale'; locale: string };

/** One entry of a stage list: a singer, a room, a guild or a country, with its starlight. */
export interface StageEntry {
  /** The entry's id: a uid, a room id, a guild id, or a country's index. */
  id: number;
  rank: number;
  /** Server text: a stage name, a room's or guild's name, a country. */
  name: string;
  avatar: string;
  starlight: number;
  /** Set on a room entry. */
  room_id?: number;
  /** Set on a guild entry. */
  guild_id?: number;
  /** Set on a country entry. */
  locale?: string;
  /** Members of a guild or a country. */
  members?: number;
}

export interface StageInfo {
  /** Server text: the stage's name (auditions, semi-final, final). */
  name: string;
  begin_time: number;
  end_time: number;
}

/** Spec 3: the ceremony's state for the signed-in user. */
export interface Carnival {
  stage_info: StageInfo;
  /** Stars held. */
  star: number;
  /** True when the user may not send stars (the ceremony is between stages, or has ended). */
  no_send: boolean;
  /** The list type the page opens on. */
  activity_type: StageType;
  /** The days a ranking can be read for, newest first (`YYYYMMDD`). */
  rank_day: string[];
}

/** A level of a stage list (a league of the national war): its entries compete among themselves. */
export interface StageLevel {
  level: number;
  /** Server text. */
  name: string;
}

export interface StageList {
  type: StageType;
  list: StageEntry[];
  /** The user's own entry in this list (selfData), null when the user has none. */
  self_data: StageEntry | null;
  has_more: boolean;
  /** The cursor of the next page ('' at the end): pass it back as `cursor`. */
  next_cursor: string;
  /** The list's levels, empty when the list has none; `level` is the one answered. */
  levels: StageLevel[];
  level: number;
}

/** The two wars of spec 2: countries (national-war) and, inside the ceremony, guilds (civil-war). */
export const WAR_KINDS = ['national-war', 'civil-war'] as const;
export type WarKind = (typeof WAR_KINDS)[number];

export interface WarSide {
  /** The entry's id in its list (a country's or a guild's). */
  id: number;
  /** Server text. */
  name: string;
  avatar: string;
  /** Starlight gathered in this war. */
  score: number;
  members: number;
}

/** One war: two sides with their scores, who leads, and what the user has given to each side. */
export interface WarDetails {
  kind: WarKind;
  /** Server text: the round (today's battle of the stage). */
  round: string;
  sides: [WarSide, WarSide];
  /** The side the user belongs to (their country or guild), null when neither. */
  my_side: number | null;
  /** Starlight the user's stars gave each side, by side id. */
  my_contribution: Record<string, number>;
  ends_at: number;
}

/** A guild's live details: its hosts live now or lately, with the starlight each brought. */
export interface GuildLive {
  guild_id: number;
  /** Server text. */
  name: string;
  avatar: string;
  starlight: number;
  members: number;
  hosts: Array<{
    uid: number;
    name: string;
    avatar: string;
    room_id: number;
    live: boolean;
    starlight: number;
  }>;
}

/** Spec 4: change_status 0 is a success. */
export interface SendStarResult {
  change_status: number;
  /** Starlight the target gained. */
  change_score: number;
  /** Stars held after. */
  star: number;
}

export interface Fragment {
  type: string;
  /** Server text. */
  name: string;
  icon: string;
  count: number;
}

export interface Card {
  number: number;
  /** The prize behind a turned card, null while face down. */
  prize: { name: string; icon: string } | null;
}

export interface CardList {
  cards: Card[];
  /** What turning one card takes, fragment type -> count. */
  cost: Record<string, number>;
}

export interface TurntablePrize {
  id: number;
  name: string;
  icon: string;
}

export interface Turntable {
  id: number;
  type: 'super' | 'normal';
  /** Golds one spin costs. */
  cost: number;
  prizes: TurntablePrize[];
}

export interface ShopItem {
  shop_id: number;
  name: string;
  icon: string;
  /** Golds. */
  price: number;
  stock: number;
}

export interface Purchase {
  key: string;
  name: string;
  icon: string;
  price: number;
  bought_at: number;
}

export interface Award {
  key: string;
  /** Server text: what was won. */
  name: string;
  icon: string;
  /** Server text: where it was won (a turntable, a card, a stage). */
  source: string;
  won_at: number;
}

export interface CheckIn {
  /** The ceremony week's seven days; checked marks the days done. */
  days: Array<{ day: number; checked: boolean; stars: number }>;
  /** Today's day of that week, 1..7; 0 when the ceremony is not open. */
  today: number;
}

export interface HomeBanner {
  title: string;
  slogan: string;
  image: string;
}

export const HONOR_KINDS = ['user', 'room', 'civil-war'] as const;
export type HonorKind = (typeof HONOR_KINDS)[number];

export interface HonorWallData {
  stages: Array<{
    key: string;
    label: string;
    start: number;
    end: number;
    entries: Array<{ id: number; rank: number; name: string; avatar: string; award: string }>;
  }>;
}

export interface YearSummary {
  year: number;
  stage_name: string;
  avatar: string;
  songs: number;
  listeners: number;
  gifts_received: number;
  followers_gained: number;
  /** Server text: the user's most sung song. */
  top_song: string;
  best_rank: number;
}

export interface FinalTop {
  /** teamTopList: the winner of each list type. */
  list: Array<{ type: StageType; entry: StageEntry }>;
}

/** The day's treasure: every star sent adds golds; the day's top star sender snatches it. */
export interface TreasureInfo {
  /** Golds in today's treasure. */
  pool: number;
  /** Golds one star adds. */
  per_star: number;
  /** Who leads today, by stars sent; null before anyone sent one. */
  leader: { name: string; avatar: string; stars: number } | null;
  /** When today's treasure is snatched (seconds). */
  ends_at: number;
}

/** The user's treasure boxes: each opens by itself once the user has sent its stars. */
export interface TreasureBoxes {
  /** Stars the user has sent in the ceremony. */
  sent: number;
  boxes: Array<{ need: number; opened: boolean; prize: { name: string; icon: string } }>;
}

const P = '/annual/{promotion_id}';

export const getTreasureInfo = defineCall<{ promotion_id: string }, TreasureInfo>({
  name: 'annualCeremony.treasureInfo',
  method: 'GET',
  host: 'api',
  path: '/annual-grand-ceremony/grand-ceremony/snatch-treasure-info',
});

export const getTreasureBoxes = defineCall<{ promotion_id: string }, TreasureBoxes>({
  name: 'annualCeremony.treasureBoxes',
  method: 'GET',
  host: 'api',
  path: '/annual-grand-ceremony/grand-ceremony/treasure-box',
});

export const getCarnival = defineCall<{ promotion_id: string }, Carnival>({
  name: 'annualCeremony.carnival',
  method: 'GET',
  host: 'api',
  path: '/annual-grand-ceremony/grand-ceremony/carnival',
});

export const getCheckIn = defineCall<{ promotion_id: string }, CheckIn>({
  name: 'annualCeremony.checkIn',
  method: 'GET',
  host: 'api',
  path: '/annual-grand-ceremony/grand-ceremony/check-in',
});

/** Not from the spec: the spec names only the check-in GET; checking in is its POST. */
export const doCheckIn = defineCall<{ promotion_id: string }, CheckIn & { star: number }>({
  name: 'annualCeremony.doCheckIn',
  method: 'POST',
  host: 'api',
  path: '/annual-grand-ceremony/grand-ceremony/check-in',
  moneyMoving: true,
});

export const getHomeBanner = defineCall<{ promotion_id: string }, HomeBanner>({
  name: 'annualCeremony.homeBanner',
  method: 'GET',
  host: 'api',
  path: `${P}/home-banner`,
});

/**
 * Spec 7 names "stage endpoints per list type" without a path; rankings take page, cursor (the
 * infinite list's next page, from next_cursor), rankDay and level (a list with levels).
 */
export const getStageList = defineCall<
  { promotion_id: string; type: StageType; rank_day?: string; page: number; cursor?: string; level?: number },
  StageList
>({
  name: 'annualCeremony.stageList',
  method: 'GET',
  host: 'api',
  path: `${P}/stage/{type}`,
});

/** Spec 7 names "send-star POSTs" without a path: one call, the body names the target. */
export const sendStar = defineCall<
  { promotion_id: string; to_uid?: number; room_id?: number; guild_id?: number; locale?: string },
  SendStarResult
>({
  name: 'annualCeremony.sendStar',
  method: 'POST',
  host: 'api',
  path: `${P}/send-star`,
  moneyMoving: true,
});

/** Not from the spec: spec 7 names the user-star GET without a path; the stars the user holds. */
export const getUserStar = defineCall<{ promotion_id: string }, { star: number }>({
  name: 'annualCeremony.userStar',
  method: 'GET',
  host: 'api',
  path: `${P}/user-star`,
});

/** Not from the spec: spec 7 names the invite code GET without a path; the user's code and link. */
export const getInviteCode = defineCall<
  { promotion_id: string },
  { code: string; link: string; invited: number }
>({
  name: 'annualCeremony.inviteCode',
  method: 'GET',
  host: 'api',
  path: `${P}/invite-code`,
});

/** Not from the spec: spec 7's "goddess joined" without a path: whether the user is on the goddess list. */
export const getGoddessJoined = defineCall<{ promotion_id: string }, { joined: boolean }>({
  name: 'annualCeremony.goddessJoined',
  method: 'GET',
  host: 'api',
  path: `${P}/goddess/joined`,
});

/** Not from the spec: spec 7's goddess search (searchGoddess of spec 3): by name or id, at most 20. */
export const searchGoddess = defineCall<{ promotion_id: string; keyword: string }, { list: StageEntry[] }>({
  name: 'annualCeremony.searchGoddess',
  method: 'GET',
  host: 'api',
  path: `${P}/goddess/search`,
});

/** Not from the spec: spec 7's war details without a path: one war of a country or a guild. */
export const getWarDetails = defineCall<{ promotion_id: string; kind: WarKind; id: number }, WarDetails>({
  name: 'annualCeremony.warDetails',
  method: 'GET',
  host: 'api',
  path: `${P}/war/{kind}/{id}`,
});

/** Not from the spec: spec 7's guild-live details without a path: a guild's hosts and starlight. */
export const getGuildLive = defineCall<{ promotion_id: string; guild_id: number }, GuildLive>({
  name: 'annualCeremony.guildLive',
  method: 'GET',
  host: 'api',
  path: `${P}/guild-live/{guild_id}`,
});

export const getTurntables = defineCall<{ promotion_id: string }, { turntables: Turntable[] }>({
  name: 'annualCeremony.turntables',
  method: 'GET',
  host: 'api',
  path: `${P}/turntable-list`,
});

export const spinTurntable = defineCall<
  { id: number; type: 'super' | 'normal' },
  { prize: TurntablePrize; golds: number }
>({
  name: 'annualCeremony.spin',
  method: 'POST',
  host: 'api',
  path: '/annual/{id}/user-turntable-lottery',
  moneyMoving: true,
});

export const getFragments = defineCall<{ promotion_id: string }, { fragments: Fragment[] }>({
  name: 'annualCeremony.fragments',
  method: 'GET',
  host: 'api',
  path: `${P}/user-fragment`,
});

export const getCards = defineCall<{ promotion_id: string }, CardList>({
  name: 'annualCeremony.cards',
  method: 'GET',
  host: 'api',
  path: `${P}/card-list`,
});

export const turnCard = defineCall<
  { promotion_id: string; number: number },
  { card: Card; fragments: Fragment[] }
>({
  name: 'annualCeremony.turnCard',
  method: 'POST',
  host: 'api',
  path: `${P}/user-turn-card`,
  moneyMoving: true,
});

export const getAwards = defineCall<{ promotion_id: string; page: number }, Paged<Award>>({
  name: 'annualCeremony.awards',
  method: 'GET',
  host: 'api',
  path: `${P}/user-award-list`,
});

export const getShop = defineCall<{ promotion_id: string }, { items: ShopItem[] }>({
  name: 'annualCeremony.shop',
  method: 'GET',
  host: 'api',
  path: '/annual/shop/get-shop-list',
});

export const buyItem = defineCall<
  { shop_id: number; promotion_id: string },
  { item: ShopItem; golds: number }
>({
  name: 'annualCeremony.buy',
  method: 'POST',
  host: 'api',
  path: '/annual/shop/buy',
  moneyMoving: true,
});

export const getPurchases = defineCall<{ promotion_id: string; page: number }, Paged<Purchase>>({
  name: 'annualCeremony.purchases',
  method: 'GET',
  host: 'api',
  path: '/annual/shop/get-user-history',
});

/** Not from the spec: the honor walls of spec 2 (user, room, civil-war) need their past stages. */
export const getHonorWall = defineCall<{ promotion_id: string; kind: HonorKind }, HonorWallData>({
  name: 'annualCeremony.honorWall',
  method: 'GET',
  host: 'api',
  path: `${P}/honor-wall/{kind}`,
});

/** Not from the spec: finalTop and teamTopList of spec 3, the winner of each list. */
export const getFinalTop = defineCall<{ promotion_id: string }, FinalTop>({
  name: 'annualCeremony.finalTop',
  method: 'GET',
  host: 'api',
  path: `${P}/final-top`,
});

/** Not from the spec: the year-summary page of spec 2 reads the user's year in numbers. */
export const getYearSummary = defineCall<{ year: number }, YearSummary>({
  name: 'annualCeremony.yearSummary',
  method: 'GET',
  host: 'api',
  path: '/annual/summary/{year}',
});

/**
 * Error codes of the ceremony's actions. Not from the spec (docs/api-gaps.md, "Annual ceremony"):
 * the same numbers mean other things in live; a code is read only with the call that answered it.
 */
export const NO_STARS_CODE = 4601;
export const NOT_ENOUGH_GOLDS_CODE = 4602;
export const NOT_ENOUGH_FRAGMENTS_CODE = 4603;
export const SOLD_OUT_CODE = 4604;
export const NOT_OPEN_CODE = 4605;
export const ALREADY_CHECKED_IN_CODE = 4606;
