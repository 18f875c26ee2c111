// Guild PK: a season of one-hour rounds, each between two broadcaster guilds; scores grow with the
// server clock while a round is live and stand once it is over.

import { getPkCurrent, getPkSchedule, type PkRound, type PkSide } from '@h5/core-api/contracts/guild';
import { on } from '../../area.ts';
import { PK_ROUND_MS, PK_ROUNDS } from './constants.ts';
import { type GuildState, hashOf, membershipOf } from './state.ts';

/** The pairs of each round, from the broadcaster guilds in id order. */
function pairs(state: GuildState): Array<[number, number]> {
  const ids = [...state.guilds.values()]
    .filter((g) => g.identity === 1)
    .map((g) => g.guild_id)
    .sort((a, b) => a - b);
  return Array.from({ length: PK_ROUNDS }, (_, i) => {
    const a = ids[(i * 2) % ids.length]!;
    const b = ids[(i * 2 + 1) % ids.length]!;
    return [a, b];
  });
}

function side(state: GuildState, guildId: number, round: number, elapsedMs: number): PkSide {
  const g = state.guilds.get(guildId)!;
  const perMinute = 40 + (hashOf(guildId, round) % 160);
  return {
    guild_id: g.guild_id,
    name: g.name,
    cover: g.cover,
    score: Math.floor((elapsedMs / 60_000) * perMinute),
  };
}

function rounds(state: GuildState, now: number): PkRound[] {
  return pairs(state).map(([a, b], i) => {
    const start_time = state.pkStart + i * PK_ROUND_MS;
    const end_time = start_time + PK_ROUND_MS;
    const status = now < start_time ? 'upcoming' : now < end_time ? 'live' : 'finished';
    const elapsed = Math.min(PK_ROUND_MS, Math.max(0, now - start_time));
    const sides: [PkSide, PkSide] = [side(state, a, i, elapsed), side(state, b, i, elapsed)];
    const winner =
      status !== 'finished' || sides[0].score === sides[1].score
        ? 0
        : sides[0].score > sides[1].score
          ? sides[0].guild_id
          : sides[1].guild_id;
    return { round_id: i + 1, start_time, end_time, status, sides, winner_guild_id: winner };
  });
}

export const pkHandlers = [
  on(getPkCurrent, ({ state, user, clock }) => {
    const s = state as GuildState;
    const now = clock.now();
    const all = rounds(s, now);
    const round = all.find((r) => r.status === 'live') ?? all.find((r) => r.status === 'upcoming') ?? null;
    const mine = user ? membershipOf(s, user.uid, 1) : null;
    return { round, server_time: now, my_guild_id: mine?.guild.guild_id ?? 0 };
  }),
  on(getPkSchedule, ({ state, clock }) => {
    const now = clock.now();
    return { rounds: rounds(state as GuildState, now), server_time: now };
  }),
];
