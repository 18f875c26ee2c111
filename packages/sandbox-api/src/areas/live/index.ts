// Live and KTV: the sandbox side of campaigns/live. The live-content game keeps its players, each
// user's tickets and who joined; the events are configuration (events.ts) whose boards grow on the
// sandbox clock from the event's start to its end, then stand as its result.

import {
  claimMicCard,
  type EventHonorStage,
  getLiveEvent,
  getMicCard,
  getMicSlots,
  getPlayerList,
  getTicket,
  joinGame,
  LIVE_CODES,
  type LivePlayer,
  type MicSlot,
  reserveMic,
  sendTicket,
  votePk,
} from '@h5/core-api/contracts/live';
import { defineArea, fail, int, on, str } from '../../area.ts';
import { artRoute } from '../../kit/index.ts';
import type { Localizable, Localized } from '../../kit/localized.ts';
import { CROWD } from '../../users.ts';
import { iconUrl, liveArt } from './art.ts';
import {
  board,
  hotWindow,
  mine,
  pkPairs,
  pkRoundAt,
  progress,
  roundInfo,
  segments,
  VOTES_PER_ROUND,
  votedKey,
} from './boards.ts';
import {
  CONTENT_RULES,
  EVENTS,
  type EventConfig,
  REFUSALS,
  ROOM_ID,
  ROOMS,
  roundText,
  TOPICS,
  UPGRADE_RULES,
} from './events.ts';

const DAY_MS = 86_400_000;
/** Every event started two days before the sandbox starts and runs a week. */
const STARTED_AGO_MS = 2 * DAY_MS;
const ROUND_MS = 7 * DAY_MS;
const HONOR_ROUNDS = 3;
const HONOR_PLACES = 3;
/** Tickets every user holds when the sandbox starts. */
export const START_TICKETS = 5;
const PLAYERS = 8;

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
  /** Talent PK: users' votes by `round:host`, and the votes each user gave by `uid:round`. */
  pkVotes: Map<string, number>;
  votesUsed: Map<string, number>;
  /** Mic cards by uid, and the server day (ms / DAY_MS) each user last claimed one. */
  cards: Map<number, number>;
  claimedDay: Map<number, number>;
  /** The live-content game's rules and upgrade rules, answered with its players (docs/api-gaps.md). */
  rules: Localized[];
  upgradeRules: Localized[];
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
const START_CARDS = 1;

/** Gifts of the last window, against a whole event's: what the hot ranking shows. */
const HOT_SHARE = 0.1;

/**
 * A tab's board at `nowMs`: the event's, grown with its run; the hot ranking's, the gifts of the
 * window of its last remake (a new draw every window, standing still between remakes).
 */
function boardAt(event: string, tab: string, beginMs: number, endMs: number, nowMs: number) {
  if (tab !== 'hot-ranking') return { seed: `${event}:${tab}`, share: progress(beginMs, endMs, nowMs) };
  return { seed: `${event}:hot:${hotWindow(Math.min(nowMs, endMs - 1)).updated_at}`, share: HOT_SHARE };
}

/** An event's begin and end (seconds): its own run, or the common week. */
function eventWindow(s: Pick<LiveState, 'begin' | 'end'>, cfg: EventConfig) {
  if (!cfg.run) return { begin: s.begin, end: s.end };
  const begin = s.begin + cfg.run.afterH * 3600;
  return { begin, end: begin + cfg.run.hours * 3600 };
}

function honor(
  cfg: EventConfig,
  event: string,
  beginMs: number,
  roundMs: number,
): Array<Localizable<EventHonorStage>> {
  const out: Array<Localizable<EventHonorStage>> = [];
  for (let n = HONOR_ROUNDS; n >= 1; n--) {
    const end = beginMs - (HONOR_ROUNDS - n) * roundMs;
    const entries = board(cfg, `${event}:r${n}`, 1)
      .slice(0, HONOR_PLACES)
      .map((r) => ({
        id: r.id,
        rank: r.rank,
        name: r.name,
        avatar: r.avatar,
        award: cfg.rewards.find((t) => r.rank >= t.from && r.rank <= t.to)!.name,
      }));
    out.push({ key: `r${n}`, label: roundText(n), start: end - roundMs, end, entries });
  }
  return out;
}

const votesLeft = (s: LiveState, uid: number, round: number) =>
  VOTES_PER_ROUND - (s.votesUsed.get(`${uid}:${round}`) ?? 0);

/** Talent PK: the pairs of the round running (the last round's after the event), and the round. */
function pk(s: LiveState, cfg: EventConfig, event: string, now: number, uid: number | undefined) {
  const beginMs = s.begin * 1000;
  const endMs = s.end * 1000;
  if (now < beginMs) return { pairs: [] };
  const round = pkRoundAt(beginMs, endMs, now) ?? pkRoundAt(beginMs, endMs, endMs - 1)!;
  const pairs = pkPairs(cfg, event, round.no, progress(round.start, round.end, now), s.pkVotes);
  if (now >= endMs) return { pairs };
  return { pairs, round: roundInfo(round, uid === undefined ? null : votesLeft(s, uid, round.no)) };
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
      pkVotes: new Map(),
      votesUsed: new Map(),
      cards: new Map(),
      claimedDay: new Map(),
      rules: [...CONTENT_RULES],
      upgradeRules: [...UPGRADE_RULES],
    };
  },
  handlers: [
    on(getPlayerList, ({ state, user }) => ({
      players: [...state.players].sort((a, b) => b.tickets - a.tickets || a.uid - b.uid),
      joined: user ? state.players.some((p) => p.uid === user.uid) : false,
      rules: state.rules,
      upgrade_rules: state.upgradeRules,
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
      const run = eventWindow(state, cfg);
      const beginMs = run.begin * 1000;
      const endMs = run.end * 1000;
      const now = clock.now();
      const { seed, share } = boardAt(event, tab, beginMs, endMs, now);
      const rows = now < beginMs ? [] : board(cfg, seed, share).slice(0, cfg.size);
      const seg =
        tab === 'segment' ? segments(cfg, seed, share, now < beginMs ? undefined : user?.uid) : null;
      return {
        event,
        begin_time: run.begin,
        end_time: run.end,
        unit: cfg.unit,
        list: rows,
        me: mine(cfg, rows, user?.uid),
        rewards: cfg.rewards.map((t) => ({
          from: t.from,
          to: t.to,
          name: t.name,
          icon: iconUrl(t.icon),
        })),
        honor: honor(cfg, event, beginMs, endMs - beginMs),
        ...(cfg.pairs ? pk(state, cfg, event, now, user?.uid) : {}),
        ...(seg ? { segments: now < beginMs ? seg.map((x) => ({ ...x, list: [] })) : seg } : {}),
        ...(tab === 'hot-ranking' && now >= beginMs && now < endMs ? { refresh: hotWindow(now) } : {}),
      };
    }),
    on(votePk, ({ state, requireUser, clock }, p) => {
      const me = requireUser();
      const now = clock.now();
      const round = pkRoundAt(state.begin * 1000, state.end * 1000, now);
      const pairId = str(p.pair_id) ?? '';
      const side = str(p.side);
      if (!round || !pairId.startsWith(`r${round.no}-`)) fail(LIVE_CODES.notRunning, REFUSALS.roundOver);
      const pairs = pkPairs(EVENTS['talent-pk']!, 'talent-pk', round.no, 0, state.pkVotes);
      const pair = pairs.find((x) => x.id === pairId);
      if (!pair || (side !== 'left' && side !== 'right'))
        fail(LIVE_CODES.unknownPlayer, REFUSALS.unknownPair);
      const left = votesLeft(state, me.uid, round.no);
      if (left <= 0) fail(LIVE_CODES.noVotes, REFUSALS.noVotes);
      const host = pair[side].id;
      state.votesUsed.set(`${me.uid}:${round.no}`, VOTES_PER_ROUND - left + 1);
      state.pkVotes.set(votedKey(round.no, host), (state.pkVotes.get(votedKey(round.no, host)) ?? 0) + 1);
      const share = progress(round.start, round.end, now);
      const fresh = pkPairs(EVENTS['talent-pk']!, 'talent-pk', round.no, share, state.pkVotes);
      return { pair: fresh.find((x) => x.id === pairId)!, votes_left: left - 1 };
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
  raw: [artRoute('/static/live/{file}', liveArt)],
  switches: {
    /** Sets the signed-in test user's tickets: `{ uid, tickets }`. */
    tickets: (state, body) => {
      state.tickets.set(Number(body.uid ?? 1001), Number(body.tickets ?? 0));
      return { ok: true };
    },
  },
});
