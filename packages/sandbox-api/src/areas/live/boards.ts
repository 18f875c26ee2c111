// The boards of the live and KTV events on the sandbox clock: every event's ranking grows from its
// start to its end; the hot ranking is remade every HOT_PERIOD_S on the server's clock; the
// segment tab ranks each tier's hosts apart; talent PK pairs hosts round by round, and the votes
// users give there add to the seeded counts.

import type { EventRow, EventSegment, PkPair, PkRound } from '@h5/core-api/contracts/live';
import { rankBy } from '../../kit/index.ts';
import type { Localizable } from '../../kit/localized.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import { roomCoverUrl } from './art.ts';
import { type EventConfig, LADDER_STEP, levelText, ownerText, ROOM_ID, ROOMS, TIERS } from './events.ts';

/** The share of the final score a board shows at the event's very start. */
const FLOOR = 0.05;
/** The hot ranking is remade every five minutes of the server's clock. */
export const HOT_PERIOD_S = 300;
/** A talent PK round lasts six hours; each user has this many votes per round. */
export const PK_ROUND_MS = 6 * 3_600_000;
export const VOTES_PER_ROUND = 3;
/** Hosts in a PK round (paired first with second, third with fourth, …). */
const PK_HOSTS = 8;
/** Seeded PK votes are this many times smaller than seeded gifts. */
const PK_SCALE = 100;

const PEOPLE = [...SIGNED_IN_USERS, ...CROWD];

type Row = Localizable<EventRow>;

function hash(seed: string): number {
  let h = 2_166_136_261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

/** A contestant's score at the end of a round: the same inputs always give the same score. */
function finalScore(seed: string, id: number): number {
  return 1_000 + (hash(`${seed}:${id}`) % 99_000);
}

/** The share of the final score a board shows `nowMs` into a round from `start` to `end` (ms). */
export function progress(start: number, end: number, nowMs: number): number {
  return Math.min(1, Math.max(FLOOR, (nowMs - start) / (end - start)));
}

/** A host's segment (index into TIERS): lasting, whatever this event's score. */
export const tierOf = (uid: number): number => hash(`tier:${uid}`) % TIERS.length;

function detailFor(cfg: EventConfig, uid: number, score: number, ownerName: string) {
  if (cfg.detail === 'level') return levelText(Math.floor(score / LADDER_STEP) + 1);
  if (cfg.detail === 'owner') return ownerText(ownerName);
  if (cfg.detail === 'tier') return TIERS[tierOf(uid)]!.name;
  return undefined;
}

/** The board of an event's round (`seed`) with `share` of the final scores shown; only `hosts` when given. */
export function board(
  cfg: EventConfig,
  seed: string,
  share: number,
  hosts: ReadonlyArray<{ uid: number }> = PEOPLE,
): Row[] {
  const rows =
    cfg.field === 'hosts'
      ? PEOPLE.filter((p) => hosts.some((h) => h.uid === p.uid)).map((p) => ({
          uid: p.uid,
          name: p.stage_name,
          avatar: p.avatar,
          owner: p.stage_name,
        }))
      : roomsOf(cfg).map((i) => ({
          uid: ROOM_ID + i,
          name: ROOMS[i]!,
          avatar: roomCoverUrl(ROOM_ID + i),
          owner: PEOPLE[i % PEOPLE.length]!.stage_name,
        }));
  const scored = rows.map((r) => ({ ...r, score: Math.round(finalScore(seed, r.uid) * share) }));
  return rankBy(scored, (r) => r.score).map((r) => {
    const detail = detailFor(cfg, r.uid, r.score, r.owner);
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

/** The rooms a room event ranks (indexes into ROOMS): its own, or the first twelve. */
const roomsOf = (cfg: EventConfig): readonly number[] => cfg.rooms ?? ROOMS.slice(0, 12).map((_, i) => i);

/** The signed-in user's row: their own as a host, or the room they host. */
export function mine(cfg: EventConfig, rows: Row[], uid: number | undefined): Row | null {
  if (uid === undefined) return null;
  if (cfg.field === 'hosts') return rows.find((r) => r.id === uid) ?? null;
  const owned = PEOPLE.findIndex((p) => p.uid === uid);
  return owned >= 0 && roomsOf(cfg).includes(owned)
    ? (rows.find((r) => r.id === ROOM_ID + owned) ?? null)
    : null;
}

/** The segment tab: each tier's hosts ranked apart, with the user's row in their own tier. */
export function segments(
  cfg: EventConfig,
  seed: string,
  share: number,
  uid: number | undefined,
): Array<Localizable<EventSegment>> {
  return TIERS.map((tier, i) => {
    const list = board(
      { ...cfg, detail: undefined },
      seed,
      share,
      PEOPLE.filter((p) => tierOf(p.uid) === i),
    );
    return { key: tier.key, name: tier.name, list, me: mine(cfg, list, uid) };
  });
}

/** The hot ranking's window at `nowMs`: made at the last period boundary, remade at the next. */
export function hotWindow(nowMs: number) {
  const updated = Math.floor(nowMs / 1000 / HOT_PERIOD_S) * HOT_PERIOD_S;
  return { updated_at: updated, next_refresh_at: updated + HOT_PERIOD_S, period: HOT_PERIOD_S };
}

/** The PK round running at `nowMs` in an event from `beginMs` to `endMs`, or null outside it. */
export function pkRoundAt(beginMs: number, endMs: number, nowMs: number) {
  if (nowMs < beginMs || nowMs >= endMs) return null;
  const no = Math.floor((nowMs - beginMs) / PK_ROUND_MS) + 1;
  const start = beginMs + (no - 1) * PK_ROUND_MS;
  return { no, start, end: Math.min(endMs, start + PK_ROUND_MS) };
}

export const votedKey = (round: number, hostId: number) => `${round}:${hostId}`;

/**
 * Round `no`'s pairs, `share` of the way through it: its hosts are seeded by the round (paired in
 * that order, so a pair stays a pair the whole round) and count seeded votes plus users' `votes`.
 */
export function pkPairs(
  cfg: EventConfig,
  event: string,
  no: number,
  share: number,
  votes: ReadonlyMap<string, number>,
): Array<Localizable<PkPair>> {
  const seed = `${event}:pk${no}`;
  const hosts = rankBy(PEOPLE, (p) => finalScore(`${seed}:draw`, p.uid)).slice(0, PK_HOSTS);
  const rows = board(cfg, seed, share / PK_SCALE, hosts);
  const row = (uid: number): Row => {
    const r = rows.find((x) => x.id === uid)!;
    return { ...r, score: r.score + (votes.get(votedKey(no, uid)) ?? 0) };
  };
  const out: Array<Localizable<PkPair>> = [];
  for (let i = 0; i + 1 < hosts.length; i += 2)
    out.push({ id: `r${no}-pk-${i / 2 + 1}`, left: row(hosts[i]!.uid), right: row(hosts[i + 1]!.uid) });
  return out;
}

/** The PK's round for the page: times in server seconds and the user's votes left. */
export function roundInfo(r: { no: number; start: number; end: number }, votesLeft: number | null): PkRound {
  return {
    no: r.no,
    begin_time: Math.floor(r.start / 1000),
    end_time: Math.floor(r.end / 1000),
    votes_left: votesLeft,
    votes_per_round: VOTES_PER_ROUND,
  };
}
