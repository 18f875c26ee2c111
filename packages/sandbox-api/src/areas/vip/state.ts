// The VIP area's state: each user's VIP state (level and expiry; the flag is whether the expiry
// is ahead on the server's clock), which a purchase changes; the activity's window and rankings.

import type { VipCard } from '@h5/core-api/contracts/vip';
import type { SandboxClock } from '../../clock.ts';
import type { Localizable, Localized } from '../../kit/localized.ts';
import { type Face, seededCrowd } from '../../kit/people.ts';
import type { Random } from '../../random.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import {
  ACTIVITY,
  PACKS,
  ROOM_NAMES,
  SEEDED_INTIMACY,
  SEEDED_NOBLES,
  SEEDED_RECHARGED,
  SEEDED_VIPS,
  VIP_LEVELS,
  VIP_RULES,
} from './catalogue.ts';

export const DAY_S = 86_400;

export interface VipRecord {
  level: number;
  /** Seconds since the epoch. */
  expire_time: number;
}

interface Room {
  room_id: number;
  room_name: string;
  owner: Face;
  score: number;
  /** Who brought the room its points. */
  fans: Array<Face & { score: number }>;
}

export interface VipState {
  vips: Map<number, VipRecord>;
  nobles: Map<number, number>;
  recharged: Map<number, number>;
  /** Intimacy points with the closest friend, per user. */
  intimacy: Map<number, number>;
  window: { begin_time: number; end_time: number };
  /** Activity points per user (crowd and signed-in users alike). */
  points: Map<number, number>;
  people: Map<number, Face>;
  rooms: Room[];
  /** The programme's rules the VIP store answers (docs/api-gaps.md). */
  rules: Localized[];
}

export function seedState({ clock, rng }: { clock: SandboxClock; rng: Random }): VipState {
  const now = Math.floor(clock.now() / 1000);
  const vips = new Map<number, VipRecord>();
  for (const [uid, v] of Object.entries(SEEDED_VIPS)) {
    vips.set(Number(uid), { level: v.level, expire_time: now + Math.round(v.expiresInDays * DAY_S) });
  }
  const crowd = seededCrowd(rng, 40, 7_300);
  const people = new Map<number, Face>([...crowd, ...SIGNED_IN_USERS].map((u) => [u.uid, face(u)]));
  const points = new Map<number, number>(crowd.map((u) => [u.uid, rng.int(200, 98_000)]));
  // Two signed-in users take part; the others are not ranked yet.
  points.set(1002, 41_500);
  points.set(1005, 87_200);
  const rooms = ROOM_NAMES.map((room_name, i): Room => {
    const owner = crowd[i]!;
    const fans = Array.from({ length: 6 + (i % 3) * 5 }, (_, j) => ({
      ...face(crowd[(i + j + 1) % crowd.length]!),
      score: rng.int(100, 9_000),
    })).sort((a, b) => b.score - a.score || a.uid - b.uid);
    return {
      room_id: 50_100 + i,
      room_name,
      owner: face(owner),
      score: fans.reduce((n, f) => n + f.score, 0),
      fans,
    };
  });
  return {
    vips,
    nobles: new Map(Object.entries(SEEDED_NOBLES).map(([u, l]) => [Number(u), l])),
    recharged: new Map(Object.entries(SEEDED_RECHARGED).map(([u, c]) => [Number(u), c])),
    intimacy: new Map(Object.entries(SEEDED_INTIMACY).map(([u, n]) => [Number(u), n])),
    window: {
      begin_time: now + ACTIVITY.startsInDays * DAY_S,
      end_time: now + ACTIVITY.endsInDays * DAY_S,
    },
    points,
    people,
    rooms,
    rules: [...VIP_RULES],
  };
}

const face = (u: Face): Face => ({ uid: u.uid, stage_name: u.stage_name, avatar: u.avatar });

/** The card of `uid` at `nowS`: a VIP while the expiry is ahead; an ended VIP keeps its date. */
export function cardOf(state: VipState, uid: number, nowS: number): Localizable<VipCard> {
  const v = state.vips.get(uid);
  if (!v || v.expire_time <= nowS)
    return { is_vip: false, level: 0, level_name: '', expire_time: v?.expire_time ?? 0 };
  return {
    is_vip: true,
    level: v.level,
    level_name: VIP_LEVELS.find((l) => l.level === v.level)?.name ?? '',
    expire_time: v.expire_time,
  };
}

/** Whether the sale's window is open at `nowS`. */
const saleOpen = (state: VipState, nowS: number) =>
  nowS >= state.window.begin_time && nowS < state.window.end_time;

/**
 * A paid package (the payment server's notice): the days are added after the current expiry
 * (or from now), with the sale's bonus inside its window; the level is the higher of the two
 * while the VIP runs on. Counts in the activity's ranking as one point per day.
 */
export function applyPurchase(state: VipState, uid: number, pack: number, nowS: number): VipRecord {
  const p = PACKS[pack];
  if (!p) throw new Error(`no pack ${pack}`);
  const bonus = saleOpen(state, nowS) ? Math.floor((p.days * ACTIVITY.bonus_percent) / 100) : 0;
  const cur = state.vips.get(uid);
  const running = cur && cur.expire_time > nowS;
  const next: VipRecord = {
    level: running ? Math.max(cur.level, p.level) : p.level,
    expire_time: (running ? cur.expire_time : nowS) + (p.days + bonus) * DAY_S,
  };
  state.vips.set(uid, next);
  if (saleOpen(state, nowS)) state.points.set(uid, (state.points.get(uid) ?? 0) + (p.days + bonus) * 100);
  return next;
}
