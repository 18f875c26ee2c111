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

export interface StageList {
  type: StageType;
  list: StageEntry[];
  /** The user's own entry in this list (selfData), null when the user has none. */
  self_data: StageEntry | null;
  has_more: boolean;
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
});

export const getHomeBanner = defineCall<{ promotion_id: string }, HomeBanner>({
  name: 'annualCeremony.homeBanner',
  method: 'GET',
  host: 'api',
  path: `${P}/home-banner`,
});

/** Spec 7 names "stage endpoints per list type" without a path. */
export const getStageList = defineCall<
  { promotion_id: string; type: StageType; rank_day?: string; page: number },
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

/** Error codes of the ceremony's actions. */
export const NO_STARS_CODE = 4601;
export const NOT_ENOUGH_GOLDS_CODE = 4602;
export const NOT_ENOUGH_FRAGMENTS_CODE = 4603;
export const SOLD_OUT_CODE = 4604;
export const NOT_OPEN_CODE = 4605;
export const ALREADY_CHECKED_IN_CODE = 4606;
