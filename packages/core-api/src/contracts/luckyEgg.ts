// Spec 7 "Lucky egg": the lottery hit, the user's golds and the campaign's winners list, with the
// wire values of spec 7 and 9 (egg -> config_id, hit count -> type) kept here, where both the
// page and the sandbox read them.

import { defineCall } from '../call.ts';

// ---- wire values ----

/** Spec 9: a hit is one egg or ten at once. */
export const HIT_COUNTS = [1, 10] as const;
export type HitCount = (typeof HIT_COUNTS)[number];

/** The eggs on the page, numbered from 1 as the spec numbers them. */
export const EGGS = [1, 2, 3] as const;
export type Egg = (typeof EGGS)[number];

/** Spec 7: the chosen egg 1, 2, 3 is sent as config_id 4, 5, 6. */
const CONFIG_ID_BY_EGG: Record<Egg, number> = { 1: 4, 2: 5, 3: 6 };
/** Spec 7: `type` 1 is one hit, 2 is ten. */
const TYPE_BY_COUNT: Record<HitCount, number> = { 1: 1, 10: 2 };

export function configIdForEgg(egg: Egg): number {
  return CONFIG_ID_BY_EGG[egg];
}

export function typeForCount(count: HitCount): number {
  return TYPE_BY_COUNT[count];
}

/** The egg a config_id stands for, or null for any other value (the server's check). */
export function eggForConfigId(configId: number): Egg | null {
  return EGGS.find((e) => CONFIG_ID_BY_EGG[e] === configId) ?? null;
}

/** The hit count a `type` stands for, or null for any other value. */
export function countForType(type: number): HitCount | null {
  return HIT_COUNTS.find((c) => TYPE_BY_COUNT[c] === type) ?? null;
}

// ---- shapes ----

export interface LuckyEggPrize {
  id: number;
  name: string;
  /** Image URL of the prize. */
  icon: string;
  /**
   * Not from the spec: the chance of drawing it (0 to 1), in the info's prize list only. A paid
   * lottery states its odds; see docs/api-gaps.md.
   */
  chance?: number;
}

/** One entry of the winners list. */
export interface LuckyEggWinner {
  /** Unique per entry, for list keys. */
  key: string;
  /** The winner's full stage name; pages mask it before showing it. */
  stage_name: string;
  prize_name: string;
  /** Seconds since the epoch. */
  won_at: number;
}

export interface LuckyEggInfo {
  /** Newest first. */
  lucky_list: LuckyEggWinner[];
  /** Every prize an egg can give, for the all-prizes popup. */
  prize_list: LuckyEggPrize[];
  /** Golds one hit costs, and ten hits at once. */
  price: { one: number; ten: number };
}

export interface LuckyEggHitResult {
  /** What the hit won: one prize per egg hit. */
  prizes: LuckyEggPrize[];
  /** Golds spent on this hit. */
  cost: number;
}

// ---- calls ----

export interface HitParams {
  promotion_id: string;
  config_id: number;
  type: number;
}

/** Spends golds: one idempotency key per user intent, never retried by the client. */
export const hitLuckyEgg = defineCall<HitParams, LuckyEggHitResult>({
  name: 'luckyEgg.hit',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/lottery/lucky-egg',
  moneyMoving: true,
});

/** The lottery's refusal when the golds do not cover the hit. */
export const NOT_ENOUGH_GOLDS_CODE = 4103;

/** Answers a business code for visitors who are not logged in (spec 4, 8). */
export const getGolds = defineCall<Record<string, never>, { golds: number }>({
  name: 'luckyEgg.golds',
  method: 'GET',
  host: 'api',
  path: '/user/golds',
});

export const getLuckyEggInfo = defineCall<{ promotion_id: string }, LuckyEggInfo>({
  name: 'luckyEgg.info',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/lucky-egg',
});

/** Builds the lottery call's parameters from what the user chose. */
export function hitParams(promotionId: string, egg: Egg, count: HitCount): HitParams {
  return { promotion_id: promotionId, config_id: configIdForEgg(egg), type: typeForCount(count) };
}

export const luckyEggCalls = [hitLuckyEgg, getGolds, getLuckyEggInfo];
