// Live and KTV: the sandbox side of campaigns/live. The live-content game keeps its players, each
// user's tickets and who joined; the events are configuration (events.ts) whose boards grow on the
// sandbox clock from the event's start to its end, then stand as its result.

import {
  claimMicCard,
  type EventHonorStage,
  type EventRow,
  getLiveEvent,
  getMicCard,
  getMicSlots,
  getPlayerList,
  getTicket,
  joinGame,
  LIVE_CODES,
  type LivePlayer,
  type MicSlot,
  type PkPair,
  reserveMic,
  sendTicket,
} from '@h5/core-api/contracts/live';
import { defineArea, fail, int, on, str } from '../../area.ts';
import { rankBy, svgRoute } from '../../kit/index.ts';
import type { Localizable, Localized } from '../../kit/localized.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import { iconUrl, liveArt } from './art.ts';
import {
  EVENTS,
  type EventConfig,
  LADDER_STEP,
  levelText,
  ownerText,
  REFUSALS,
  ROOM_ID,
  ROOMS,
  roundText,
  TIERS,
  TOPICS,
} from './events.ts';

const DAY_MS = 86_400_000;
/** Every event started two days before the sandbox starts and runs a week. */
const STARTED_AGO_MS = 2 * DAY_MS;
export const ROUND_MS = 7 * DAY_MS;
const HONOR_ROUNDS = 3;
const HONOR_PLACES = 3;
/** Tickets every user holds when the sandbox starts. */
export const START_TICKETS = 5;
const PLAYERS = 8;
/** The share of the final score a board shows at the event's very start. */
const FLOOR = 0.05;

type Player = Localizable<LivePlayer>;

export interface LiveState {
  /** Seconds: every event's begin and end on the sandbox clock. */
  begin: number;
  end: number;
  players: Player[];
  /** Tickets left by uid; START_TICKETS when the user has no entry. */
  tickets: Map<number, number>;
  /** Mic slots of the coming hours, and who reserved each (uid; 0 for someone of the crowd). */
  slots: SlotSeed[];
  reservedBy: Map<string, number>;
  /** Mic cards by uid, and the server day (ms / DAY_MS) each user last claimed one. */
  cards: Map<number, number>;
  claimedDay: Map<number, number>;
}

interface SlotSeed {
  id: string;
  start: number;
  end: number;
  room: Localized;
  room_id: number;
}

const SLOT_MS = 30 * 60_000;
const SLOTS = 6;
/** Slots someone of the crowd reserved before the sandbox started. */
const TAKEN_SLOTS = [1, 4];
/** Mic cards every user holds when the sandbox starts. */
export const START_CARDS = 1;

const PEOPLE = [...SIGNED_IN_USERS, ...CROWD];

function hash(seed: string): number {
  let h = 2_166_136_261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

/** A contestant's score at the end of a round: the same inputs always give the same score. */
export function finalScore(seed: string, id: number): number {
  return 1_000 + (hash(`${seed}:${id}`) % 99_000);
}

/** The share of the final score a board shows `nowMs` into a round from `start` to `end` (ms). */
export function progress(start: number, end: number, nowMs: number): number {
  return Math.min(1, Math.max(FLOOR, (nowMs - start) / (end - start)));
}

function detailFor(cfg: EventConfig, score: number, ownerName: string) {
  if (cfg.detail === 'level') return levelText(Math.floor(score / LADDER_STEP) + 1);
  if (cfg.detail === 'owner') return ownerText(ownerName);
  if (cfg.detail === 'tier') return [...TIERS].reverse().find((t) => score >= t.from)!.name;
  return undefined;
}

/** The board of an event's round (`seed`) with `share` of the final scores shown. */
export function board(cfg: EventConfig, seed: string, share: number): Array<Localizable<EventRow>> {
  const rows =
    cfg.field === 'hosts'
      ? PEOPLE.map((p) => ({ uid: p.uid, name: p.stage_name, avatar: p.avatar, owner: p.stage_name }))
      : ROOMS.map((name, i) => ({
          uid: ROOM_ID + i,
          name,
          avatar: `/static/live/room-${i % 4}.svg`,
          owner: PEOPLE[i % PEOPLE.length]!.stage_name,
        }));
  const scored = rows.map((r) => ({ ...r, score: Math.round(finalScore(seed, r.uid) * share) }));
  return rankBy(scored, (r) => r.score).map((r) => {
    const detail = detailFor(cfg, r.score, r.owner);
    return {
      id: r.uid,
      rank: r.rank,
      name: r.name,
      avatar: r.avatar,
      score: r.score,
      opens: cfg.field === 'hosts' ? ('live' as const) : ('ktv_room' as const),
      ...(detail ? { detail } : {}),
    };
  });
}

/** The signed-in user's row: their own as a host, or the room they host. */
function mine(cfg: EventConfig, rows: Array<Localizable<EventRow>>, uid: number | undefined) {
  if (uid === undefined) return null;
  if (cfg.field === 'hosts') return rows.find((r) => r.id === uid) ?? null;
  const owned = PEOPLE.findIndex((p) => p.uid === uid);
  return owned >= 0 && owned < ROOMS.length ? (rows.find((r) => r.id === ROOM_ID + owned) ?? null) : null;
}

function pairsOf(rows: Array<Localizable<EventRow>>): Array<Localizable<PkPair>> {
  const out: Array<Localizable<PkPair>> = [];
  for (let i = 0; i + 1 < rows.length; i += 2)
    out.push({ id: `pk-${i / 2 + 1}`, left: rows[i]!, right: rows[i + 1]! });
  return out;
}

function honor(cfg: EventConfig, event: string, beginMs: number): Array<Localizable<EventHonorStage>> {
  const out: Array<Localizable<EventHonorStage>> = [];
  for (let n = HONOR_ROUNDS; n >= 1; n--) {
    const end = beginMs - (HONOR_ROUNDS - n) * ROUND_MS;
    const entries = board(cfg, `${event}:r${n}`, 1)
      .slice(0, HONOR_PLACES)
      .map((r) => ({
        id: r.id,
        rank: r.rank,
        name: r.name,
        avatar: r.avatar,
        award: cfg.rewards.find((t) => r.rank >= t.from && r.rank <= t.to)!.name,
      }));
    out.push({ key: `r${n}`, label: roundText(n), start: end - ROUND_MS, end, entries });
  }
  return out;
}

function playerOf(uid: number, name: string, avatar: string, tickets: number): Player {
  return { uid, stage_name: name, avatar, tickets, topic: TOPICS[uid % TOPICS.length]!, live: uid % 3 !== 0 };
}

const ticketsOf = (s: LiveState, uid: number) => s.tickets.get(uid) ?? START_TICKETS;

function slotFor(s: LiveState, slot: SlotSeed, uid: number | undefined): Localizable<MicSlot> {
  const by = s.reservedBy.get(slot.id);
  return { ...slot, taken: by !== undefined && by !== uid, mine: by !== undefined && by === uid };
}

function cardsOf(s: LiveState, uid: number, now: number) {
  return {
    cards: s.cards.get(uid) ?? START_CARDS,
    can_claim: s.claimedDay.get(uid) !== Math.floor(now / DAY_MS),
  };
}

export const liveArea = defineArea<LiveState>({
  name: 'live',
  seed: ({ clock }) => {
    const begin = Math.floor((clock.now() - STARTED_AGO_MS) / 1000);
    const players = CROWD.slice(0, PLAYERS).map((p, i) =>
      playerOf(p.uid, p.stage_name, p.avatar, 400 - i * 37),
    );
    const first = Math.ceil(clock.now() / SLOT_MS) * SLOT_MS;
    const slots = Array.from({ length: SLOTS }, (_, i) => ({
      id: `slot-${i + 1}`,
      start: first + i * SLOT_MS,
      end: first + (i + 1) * SLOT_MS,
      room: ROOMS[i % 3]!,
      room_id: ROOM_ID + (i % 3),
    }));
    const reservedBy = new Map(TAKEN_SLOTS.map((i) => [`slot-${i + 1}`, 0]));
    return {
      begin,
      end: begin + ROUND_MS / 1000,
      players,
      tickets: new Map(),
      slots,
      reservedBy,
      cards: new Map(),
      claimedDay: new Map(),
    };
  },
  handlers: [
    on(getPlayerList, ({ state, user }) => ({
      players: [...state.players].sort((a, b) => b.tickets - a.tickets || a.uid - b.uid),
      joined: user ? state.players.some((p) => p.uid === user.uid) : false,
    })),
    on(getTicket, ({ state, user }) => ({
      login_list: { my_info: user ? { can_use_ticket: ticketsOf(state, user.uid) } : null },
    })),
    on(sendTicket, ({ state, requireUser }, p) => {
      const me = requireUser();
      const player = state.players.find((x) => x.uid === int(p.player_uid));
      if (!player) fail(LIVE_CODES.unknownPlayer, REFUSALS.unknownPlayer);
      const left = ticketsOf(state, me.uid);
      if (left <= 0) fail(LIVE_CODES.noTicket, REFUSALS.noTicket);
      state.tickets.set(me.uid, left - 1);
      player.tickets += 1;
      return { can_use_ticket: left - 1, player };
    }),
    on(joinGame, ({ state, requireUser }) => {
      const me = requireUser();
      if (state.players.some((x) => x.uid === me.uid)) fail(LIVE_CODES.alreadyJoined, REFUSALS.alreadyJoined);
      const player = playerOf(me.uid, me.stage_name, me.avatar, 0);
      state.players.push(player);
      return { joined: true as const, player };
    }),
    on(getLiveEvent, ({ state, user, clock }, p) => {
      const event = str(p.event) ?? '';
      const cfg = EVENTS[event];
      if (!cfg) fail(LIVE_CODES.unknownEvent, REFUSALS.unknownEvent);
      const tab = cfg.tabs.includes(str(p.tab) ?? '') ? str(p.tab)! : cfg.tabs[0]!;
      const beginMs = state.begin * 1000;
      const endMs = state.end * 1000;
      const now = clock.now();
      const rows =
        now < beginMs ? [] : board(cfg, `${event}:${tab}`, progress(beginMs, endMs, now)).slice(0, cfg.size);
      return {
        event,
        begin_time: state.begin,
        end_time: state.end,
        unit: cfg.unit,
        list: rows,
        me: mine(cfg, rows, user?.uid),
        rewards: cfg.rewards.map((t) => ({
          from: t.from,
          to: t.to,
          name: t.name,
          icon: iconUrl(t.icon),
        })),
        honor: honor(cfg, event, beginMs),
        ...(cfg.pairs ? { pairs: pairsOf(rows) } : {}),
      };
    }),
    on(getMicSlots, ({ state, user }) => ({ slots: state.slots.map((x) => slotFor(state, x, user?.uid)) })),
    on(reserveMic, ({ state, requireUser }, p) => {
      const me = requireUser();
      const slot = state.slots.find((x) => x.id === str(p.slot_id));
      if (!slot) fail(LIVE_CODES.slotTaken, REFUSALS.slotTaken);
      const by = state.reservedBy.get(slot.id);
      if (by === me.uid) return { slot: slotFor(state, slot, me.uid) };
      if (by !== undefined) fail(LIVE_CODES.slotTaken, REFUSALS.slotTaken);
      // One slot at a time: a new reservation replaces the user's earlier one.
      for (const [id, uid] of state.reservedBy) if (uid === me.uid) state.reservedBy.delete(id);
      state.reservedBy.set(slot.id, me.uid);
      return { slot: slotFor(state, slot, me.uid) };
    }),
    on(getMicCard, ({ state, requireUser, clock }) => cardsOf(state, requireUser().uid, clock.now())),
    on(claimMicCard, ({ state, requireUser, clock }) => {
      const me = requireUser();
      const now = clock.now();
      if (!cardsOf(state, me.uid, now).can_claim) fail(LIVE_CODES.cardClaimed, REFUSALS.cardClaimed);
      state.cards.set(me.uid, (state.cards.get(me.uid) ?? START_CARDS) + 1);
      state.claimedDay.set(me.uid, Math.floor(now / DAY_MS));
      return cardsOf(state, me.uid, now);
    }),
  ],
  raw: [svgRoute('/static/live/{file}', liveArt)],
  switches: {
    /** Sets the signed-in test user's tickets: `{ uid, tickets }`. */
    tickets: (state, body) => {
      state.tickets.set(Number(body.uid ?? 1001), Number(body.tickets ?? 0));
      return { ok: true };
    },
  },
});
