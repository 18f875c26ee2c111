// Live and KTV (campaigns/live): the live-content ticket game (spec 3, 4, 7: get-player-list,
// send-ticket, get-ticket, join-game) and the live and KTV room events (live rankings, ladder,
// live night, live record, talent PK, broadcast, KTV room events, room diamonds, mic slots and
// cards). The spec names the live-content calls but not their paths or shapes, and no call of
// the events: those are the smallest a server of this app would offer, one per kind of screen,
// keyed by the event so a new event is server configuration. Texts come in the request's language.

import { defineCall } from '../call.ts';

// ---- live content ----

/** A host taking part in the live-content game, supported with tickets. */
export interface LivePlayer {
  uid: number;
  stage_name: string;
  avatar: string;
  /** Tickets received so far. */
  tickets: number;
  /** Server text: the host's live topic. */
  topic: string;
  /** Whether the host is live now (the entry opens the live in the app). */
  live: boolean;
}

/** Spec 3: `login_list.my_info.can_use_ticket`, the tickets the signed-in user may still use. */
export interface TicketInfo {
  login_list: { my_info: { can_use_ticket: number } | null };
}

export interface PlayerList {
  players: LivePlayer[];
  /** Whether the signed-in user has joined the game as a player. */
  joined: boolean;
  /**
   * Not from the spec (docs/api-gaps.md): the game's rules and its upgrade rules (levels, their
   * ticket counts, when counts start again), server text in the request's language.
   */
  rules: string[];
  upgrade_rules: string[];
}

/** Refusal codes of the live server (their texts come with them, in the page's language). */
export const LIVE_CODES = {
  noTicket: 4601,
  unknownPlayer: 4602,
  alreadyJoined: 4603,
  unknownEvent: 4604,
  slotTaken: 4605,
  cardClaimed: 4606,
  notRunning: 4607,
  noVotes: 4608,
} as const;

/** Spec 7 `get-player-list`: the hosts to support, most tickets first. */
export const getPlayerList = defineCall<Record<string, never>, PlayerList>({
  name: 'live.playerList',
  method: 'GET',
  host: 'api',
  path: '/web/live-content/get-player-list',
});

/** Spec 7 `get-ticket`: the signed-in user's tickets (spec 3 `login_list.my_info.can_use_ticket`). */
export const getTicket = defineCall<Record<string, never>, TicketInfo>({
  name: 'live.ticket',
  method: 'GET',
  host: 'api',
  path: '/web/live-content/get-ticket',
});

/**
 * Spec 7 `send-ticket`: uses one ticket on a player. The answer carries the server's count of the
 * user's tickets, which wins over the page's. Sent with an idempotency key: a double tap or a
 * retry is one use.
 */
export const sendTicket = defineCall<{ player_uid: number }, { can_use_ticket: number; player: LivePlayer }>({
  name: 'live.sendTicket',
  method: 'GET',
  host: 'api',
  path: '/web/live-content/send-ticket',
  moneyMoving: true,
});

/** Spec 7 `join-game`: the signed-in user joins the game as a player. */
export const joinGame = defineCall<Record<string, never>, { joined: true; player: LivePlayer }>({
  name: 'live.joinGame',
  method: 'POST',
  host: 'api',
  path: '/web/live-content/join-game',
  moneyMoving: true,
});

// ---- events ----

/** What an event ranks: hosts (by gifts received), rooms (by diamonds earned), PK pairs. */
export type EventUnit = 'gifts' | 'diamonds' | 'score' | 'votes';

export interface EventRow {
  id: number;
  rank: number;
  /** Server text: a host's or a room's name. */
  name: string;
  avatar: string;
  score: number;
  /** Server text under the name (a room's owner, a ladder level). */
  detail?: string;
  /** The app screen the row opens: a live (`live`) or a KTV room (`ktv_room`). */
  opens: 'live' | 'ktv_room';
}

/** What places `from` to `to` (inclusive) win; server text. */
export interface EventReward {
  from: number;
  to: number;
  name: string;
  icon: string;
}

export interface EventHonorStage {
  key: string;
  /** Server text: "Round 3". */
  label: string;
  /** Server ms. */
  start: number;
  end: number;
  entries: Array<{ id: number; rank: number; name: string; avatar: string; award: string }>;
}

/** A talent PK pair: two hosts, their votes this round. */
export interface PkPair {
  id: string;
  left: EventRow;
  right: EventRow;
}

/** Not from the spec: the current talent PK round, on the server's clock, and the user's votes in it. */
export interface PkRound {
  no: number;
  /** Seconds on the server's clock. */
  begin_time: number;
  end_time: number;
  /** Votes the signed-in user may still give this round; null for a visitor. */
  votes_left: number | null;
  votes_per_round: number;
}

/** Not from the spec: one segment (tier) of hosts with its own ranking and the user's row in it. */
export interface EventSegment {
  key: string;
  /** Server text: "Gold tier". */
  name: string;
  list: EventRow[];
  /** The signed-in user's row when they are a host of this tier. */
  me: EventRow | null;
}

/**
 * Not from the spec: a board the server recomputes every `period` seconds on its clock (the hot
 * ranking): this board's time and the next one's, so a page re-reads it then and not before.
 */
export interface BoardRefresh {
  /** Seconds on the server's clock. */
  updated_at: number;
  next_refresh_at: number;
  period: number;
}

export interface LiveEvent {
  event: string;
  /** Seconds on the server's clock (spec 4: the phase is before, running or ended). */
  begin_time: number;
  end_time: number;
  unit: EventUnit;
  /** Highest first; empty before the event starts. */
  list: EventRow[];
  /** The signed-in user's own row (a host's or their room's); null when not ranked or a visitor. */
  me: EventRow | null;
  rewards: EventReward[];
  /** Past rounds' winners, newest first. */
  honor: EventHonorStage[];
  /** Talent PK only: this round's pairs (the last round's after the event). */
  pairs?: PkPair[];
  /** Talent PK only, while the event runs: the current round. */
  round?: PkRound;
  /** The segment tab: one board per tier, lowest first. */
  segments?: EventSegment[];
  /** The hot ranking: when this board was made and when the next one is. */
  refresh?: BoardRefresh;
}

/** Not from the spec: an event's phase, ranking on the server's clock, rewards and past winners. */
export const getLiveEvent = defineCall<{ event: string; tab?: string }, LiveEvent>({
  name: 'live.event',
  method: 'GET',
  host: 'api',
  path: '/web/live-events/{event}',
});

/**
 * Not from the spec: one vote of the signed-in user's round allowance for one host of a talent PK
 * pair; the answer carries the pair's counts and the votes left. Sent with an idempotency key: a
 * double tap is one vote. 4607 when the pair's round is over, 4608 when no votes are left.
 */
export const votePk = defineCall<
  { pair_id: string; side: 'left' | 'right' },
  { pair: PkPair; votes_left: number }
>({
  name: 'live.pkVote',
  method: 'POST',
  host: 'api',
  path: '/web/live-events/talent-pk/vote',
  moneyMoving: true,
});

// ---- mic slots and mic cards ----

/** A half-hour turn at a KTV room's mic. */
export interface MicSlot {
  id: string;
  /** Server ms. */
  start: number;
  end: number;
  /** Server text: the room's name. */
  room: string;
  room_id: number;
  taken: boolean;
  /** Reserved by the signed-in user. */
  mine: boolean;
}

/** Not from the spec: the mic slots open to reserve in the coming hours (/v/mic-reserve). */
export const getMicSlots = defineCall<Record<string, never>, { slots: MicSlot[] }>({
  name: 'live.micSlots',
  method: 'GET',
  host: 'api',
  path: '/web/ktv/mic-slots',
});

/** Not from the spec: reserves a mic slot; one at a time per user; 4605 when someone took it first. */
export const reserveMic = defineCall<{ slot_id: string }, { slot: MicSlot }>({
  name: 'live.reserveMic',
  method: 'POST',
  host: 'api',
  path: '/web/ktv/mic-slots/reserve',
  moneyMoving: true,
});

/** Not from the spec: the user's mic cards and whether today's is still to claim (/v/mic-get-card). */
export const getMicCard = defineCall<Record<string, never>, { cards: number; can_claim: boolean }>({
  name: 'live.micCard',
  method: 'GET',
  host: 'api',
  path: '/web/ktv/mic-card',
});

/** Not from the spec: claims today's free mic card; 4606 when already claimed today. */
export const claimMicCard = defineCall<Record<string, never>, { cards: number; can_claim: boolean }>({
  name: 'live.claimMicCard',
  method: 'POST',
  host: 'api',
  path: '/web/ktv/mic-card/claim',
  moneyMoving: true,
});

export const liveCalls = [
  getPlayerList,
  getTicket,
  sendTicket,
  joinGame,
  getLiveEvent,
  votePk,
  getMicSlots,
  reserveMic,
  getMicCard,
  claimMicCard,
];
