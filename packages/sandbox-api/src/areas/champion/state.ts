// The contests' state: per promotion its stages on the sandbox clock, its entries (seeded from the
// crowd's recordings, joined by the users'), the votes of each day, the reigning champion, and
// each user's spins and the shares that granted them.

import type { Entry, Recording, Song, Stage } from '@h5/core-api/contracts/champion';
import type { HandlerContext } from '../../area.ts';
import type { Localizable, Localized } from '../../kit/localized.ts';
import { faceOf } from '../../kit/people.ts';
import { rankBy } from '../../kit/ranking.ts';
import { makePromotion } from '../../promotions.ts';
import type { Random } from '../../random.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import {
  audioUrl,
  CONTESTS,
  coverUrl,
  FREE_SPINS,
  OTHER_SONG_IDS,
  SONGS,
  WHEEL,
  WINNERS_KEPT,
} from './catalogue.ts';

const DAY = 86_400;

interface RecordingRow {
  id: number;
  uid: number;
  song_id: number;
  duration_s: number;
  created_at: number;
}

export interface EntryRow {
  id: number;
  uid: number;
  recording_id: number;
  /** uids of the votes, newest first. */
  voters: number[];
  /** Votes from before the sandbox started (the crowd's). */
  base_votes: number;
  /** The stage it was entered in. */
  stage: number;
}

interface SpinWinRow {
  key: string;
  stage_name: string;
  prize_name: Localized;
  won_at: number;
}

export interface ContestState {
  title: Localized;
  begin_time: number;
  end_time: number;
  stages: Array<Localizable<Stage>>;
  entries: EntryRow[];
  /** `${uid}:${entry}:${day}` for each vote cast. */
  votes: Set<string>;
  champion: EntryRow;
  spins: Map<number, number>;
  /** `${uid}:${spin_type}` of the shares that granted their spin. */
  shared: Set<string>;
  winners: SpinWinRow[];
}

export interface ChampionState {
  contests: Map<string, ContestState>;
  recordings: Map<number, RecordingRow>;
  nextId: number;
  nextKey: number;
}

const contestSongs = SONGS.filter((s) => !OTHER_SONG_IDS.includes(s.id));

export function seedState(nowMs: number, rng: Random): ChampionState {
  const state: ChampionState = { contests: new Map(), recordings: new Map(), nextId: 1, nextKey: 1 };
  const now = Math.floor(nowMs / 1000);
  const record = (uid: number, songId: number, ago: number): RecordingRow => {
    const row = {
      id: state.nextId++,
      uid,
      song_id: songId,
      duration_s: rng.int(150, 280),
      created_at: now - ago,
    };
    state.recordings.set(row.id, row);
    return row;
  };
  // Every signed-in user has sung a few songs, one of them not the contest's.
  for (const u of SIGNED_IN_USERS) {
    for (const [i, song] of [contestSongs[u.uid % 7], contestSongs[(u.uid + 3) % 7], SONGS[14]].entries())
      if (song) record(u.uid, song.id, (i + 1) * rng.int(3600, 5 * DAY));
  }
  for (const c of CONTESTS) {
    const promo = makePromotion(c.promotion, nowMs);
    const stages = c.stages.map((s, i) => ({
      id: i + 1,
      name: s.name,
      begin_time: now + Math.round(s.from * DAY),
      end_time: now + Math.round(s.to * DAY),
    }));
    const entries: EntryRow[] = [];
    if (now >= promo.begin_time) {
      // The crowd's entries, spread over the stages that started.
      const started = Math.max(1, stages.filter((s) => s.begin_time <= now).length);
      for (const [i, u] of CROWD.slice(0, 24).entries()) {
        const stage = 1 + (i % started);
        const song = contestSongs[i % contestSongs.length];
        if (!song) continue;
        const rec = record(u.uid, song.id, rng.int(DAY, 9 * DAY));
        entries.push({
          id: state.nextId++,
          uid: u.uid,
          recording_id: rec.id,
          voters: [],
          base_votes: rng.int(3, 400),
          stage,
        });
      }
    }
    // The reigning champion: the contest's own winner once its final is over, else last season's.
    const finalDone = (stages[stages.length - 1]?.end_time ?? 0) <= now;
    const top = finalDone
      ? entries.filter((e) => e.stage === stages.length).sort((a, b) => b.base_votes - a.base_votes)[0]
      : undefined;
    const championUser = CROWD[(Number(c.promotion.id) % 7) + 24] ?? CROWD[0]!;
    const champion = top ?? {
      id: state.nextId++,
      uid: championUser.uid,
      recording_id: record(championUser.uid, contestSongs[2]!.id, 60 * DAY).id,
      voters: [],
      base_votes: rng.int(2000, 4000),
      stage: stages.length,
    };
    state.contests.set(c.promotion.id, {
      title: c.title,
      begin_time: promo.begin_time,
      end_time: promo.end_time,
      stages,
      entries,
      votes: new Set(),
      champion,
      spins: new Map(),
      shared: new Set(),
      winners: seedWinners(rng, now),
    });
  }
  return state;
}

function seedWinners(rng: Random, now: number): SpinWinRow[] {
  let at = now - rng.int(60, 600);
  return Array.from({ length: 12 }, (_, i) => {
    const prize = WHEEL[rng.int(0, WHEEL.length - 1)]!;
    const row = { key: `s${i}`, stage_name: rng.pick(CROWD).stage_name, prize_name: prize.name, won_at: at };
    at -= rng.int(120, 5400);
    return row;
  }).slice(0, WINNERS_KEPT);
}

// ---- reading the state ----

export const nowS = (ctx: HandlerContext<unknown>) => Math.floor(ctx.clock.now() / 1000);

/** The stage open at `now`, or null between stages, before and after the contest. */
export function openStage(c: ContestState, now: number) {
  return c.stages.find((s) => s.begin_time <= now && now < s.end_time) ?? null;
}

const votesOf = (e: EntryRow) => e.base_votes + e.voters.length;

export function songOut(s: (typeof SONGS)[number]): Song {
  return { id: s.id, title: s.title, artist: s.artist, cover: coverUrl(s.id) };
}

export function recordingOut(state: ChampionState, id: number): Recording {
  const r = state.recordings.get(id)!;
  return {
    id: r.id,
    song: songOut(SONGS.find((s) => s.id === r.song_id)!),
    audio: audioUrl(r.id),
    duration_s: r.duration_s,
    created_at: r.created_at,
  };
}

/** Entries of a stage (all stages: undefined) ranked by votes, as the pages read them. */
export function ranked(
  state: ChampionState,
  c: ContestState,
  uid: number | undefined,
  now: number,
  stage?: number,
) {
  const rows = c.entries.filter((e) => stage === undefined || e.stage === stage);
  const day = Math.floor(now / DAY);
  return rankBy(rows, votesOf).map((e) => entryOut(state, c, e, e.rank, uid, day));
}

export function entryOut(
  state: ChampionState,
  c: ContestState,
  e: EntryRow,
  rank: number,
  uid: number | undefined,
  day: number,
): Entry {
  return {
    id: e.id,
    rank,
    user: faceOf(e.uid),
    recording: recordingOut(state, e.recording_id),
    votes: votesOf(e),
    voted: uid !== undefined && c.votes.has(`${uid}:${e.id}:${day}`),
  };
}

export function rankOf(c: ContestState, e: EntryRow): number {
  return rankBy(c.entries, votesOf).find((r) => r.id === e.id)?.rank ?? 0;
}

export const voteKey = (uid: number, entry: number, now: number) =>
  `${uid}:${entry}:${Math.floor(now / DAY)}`;
export const spinsOf = (c: ContestState, uid: number) => c.spins.get(uid) ?? FREE_SPINS;
