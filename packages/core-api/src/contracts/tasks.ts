// Tasks and sign-ups (campaigns/tasks): the daily benefit and the task system (tasks with
// progress on the server's clock, claims once each, a daily check-in), a campaign's sign-up, its
// pre-heat choice and the special-ID bids. The spec names the routes (spec 2) and none of their
// calls; each call here is the smallest a server of this app would offer (docs/api-gaps.md, "Tasks").

import { defineCall } from '../call.ts';

// ---- business error codes (texts come from the server, in the page's language) ----

/** A reward already claimed, a day already checked in, a choice already made. */
export const ALREADY_DONE_CODE = 4402;
/** A task claimed before its target is reached. */
export const NOT_DONE_CODE = 4403;
/** A bid under the lot's minimum. */
export const BID_TOO_LOW_CODE = 4401;

// ---- tasks ----

export interface TaskReward {
  icon: string;
  amount: number;
  /** Server text: what it is (golds). */
  name: string;
}

export type TaskGroupKey = 'daily' | 'weekly' | 'growth';

export interface TaskItem {
  id: string;
  /** Server text. */
  title: string;
  reward: TaskReward;
  done: number;
  target: number;
  claimed: boolean;
  /** The app screen that does the task (`sing`, `live`, `share`), or null when it is done elsewhere. */
  screen: string | null;
}

export interface TaskGroup {
  key: TaskGroupKey;
  /** Server text. */
  title: string;
  tasks: TaskItem[];
}

export interface CheckInWeek {
  days: Array<{ reward: TaskReward; claimed: boolean }>;
  /** 0-based index of today in `days`. */
  today: number;
}

export interface TaskBoard {
  groups: TaskGroup[];
  check_in: CheckInWeek;
}

/** Not from the spec: the user's tasks by group with progress and claims, and the check-in week. */
export const getTaskBoard = defineCall<{ promotion_id: string }, TaskBoard>({
  name: 'tasks.board',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/tasks',
});

/** Not from the spec: a done task's reward, once. */
export const claimTask = defineCall<{ promotion_id: string; task_id: string }, { golds: number }>({
  name: 'tasks.claim',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/tasks/{task_id}/claim',
  moneyMoving: true,
});

/** Not from the spec: today's check-in and its reward, once a day. */
export const checkIn = defineCall<{ promotion_id: string }, { golds: number }>({
  name: 'tasks.checkIn',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/check-in',
  moneyMoving: true,
});

// ---- sign-up and pre-heat ----

export interface SignUpInfo {
  /** The category the user signed up in, or null. */
  signed_up: number | null;
  entrants: number;
  categories: Array<{ id: number; name: string; description: string }>;
}

/** Not from the spec: a campaign's sign-up: its categories, how many signed up, and the user's. */
export const getSignUp = defineCall<{ promotion_id: string }, SignUpInfo>({
  name: 'tasks.signUpInfo',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/sign-up',
});

/** Not from the spec: signs the user up in one category; cannot be changed after. */
export const signUp = defineCall<{ promotion_id: string; category_id: number }, SignUpInfo>({
  name: 'tasks.signUp',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/sign-up',
  moneyMoving: true,
});

export interface PreheatInfo {
  options: Array<{ id: number; name: string; icon: string; votes: number }>;
  my_choice: number | null;
}

/** Not from the spec: the pre-heat's choices (what the campaign will be about) and their votes. */
export const getPreheat = defineCall<{ promotion_id: string }, PreheatInfo>({
  name: 'tasks.preheat',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/preheat',
});

/** Not from the spec: the user's one choice. */
export const choosePreheat = defineCall<{ promotion_id: string; option_id: number }, PreheatInfo>({
  name: 'tasks.choosePreheat',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/preheat',
});

// ---- special-ID bids ----

export interface SidLot {
  /** The special ID on sale, e.g. "888888". */
  sid: string;
  start_price: number;
  /** The smallest raise over the top bid. */
  step: number;
  /** The highest bid so far, or null. */
  top_bid: number | null;
  top_bidder: string | null;
  /** The user's own bid, or null. */
  my_bid: number | null;
}

/** The smallest bid the lot takes now: the start price, or the top bid plus a step. */
export function minimumBid(lot: Pick<SidLot, 'start_price' | 'step' | 'top_bid'>): number {
  return lot.top_bid === null ? lot.start_price : lot.top_bid + lot.step;
}

/** Golds a bid holds now: a raise of one's own bid holds only the difference. */
export function bidCharge(lot: Pick<SidLot, 'my_bid'>, amount: number): number {
  return amount - (lot.my_bid ?? 0);
}

/** Not from the spec: the special IDs on sale with their bids. */
export const getSidLots = defineCall<{ promotion_id: string }, { lots: SidLot[] }>({
  name: 'tasks.sidLots',
  method: 'GET',
  host: 'api',
  path: '/activity/{promotion_id}/sid-bid',
});

/** Not from the spec: a bid, its golds held until the user is outbid; one intent per bid. */
export const placeSidBid = defineCall<
  { promotion_id: string; sid: string; amount: number },
  { lot: SidLot; golds: number; charged: number }
>({
  name: 'tasks.sidBid',
  method: 'POST',
  host: 'api',
  path: '/activity/{promotion_id}/sid-bid',
  moneyMoving: true,
});
