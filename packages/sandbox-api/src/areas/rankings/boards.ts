// Boards on the sandbox clock: every stage is a week (Monday 00:00 UTC to the next), numbered
// from the season's start. A contestant's score in a stage is derived from the event, category,
// stage and contestant, so a past week stays put and the week that just ended is exactly what
// its board showed: the board grows towards it as the week passes, then it becomes the honor wall.

import type { BoardRow, EventStage, HonorStage, RewardTier } from '@h5/core-api/contracts/rankings';
import { type Localizable, localized } from '../../kit/localized.ts';
import { rankBy } from '../../kit/ranking.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import {
  type Category,
  COLLEGE_ID,
  COLLEGES,
  type EventConfig,
  ROOM_ID,
  ROOMS,
  SONGS,
  STAGE_LABEL,
  TEAM_ID,
  TEAMS,
  type Tier,
} from './events.ts';

export const WEEK_MS = 7 * 86_400_000;
/** Past stages the honor wall keeps. */
export const HONOR_STAGES = 6;
/** Places of each past stage on the honor wall. */
export const HONOR_PLACES = 3;
/** The share of a week's final score a board shows at its very start, so it is never all zeros. */
const FLOOR = 0.05;

/** The Monday 00:00 UTC on or before `ms`. */
export function startOfWeek(ms: number): number {
  const d = new Date(ms);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

/** The stage `now` falls in, from 0 at the season's start. */
export function stageIndex(seasonStart: number, now: number): number {
  return Math.floor((now - seasonStart) / WEEK_MS);
}

export function stageOf(cfg: EventConfig, seasonStart: number, index: number): Localizable<EventStage> {
  const start = seasonStart + index * WEEK_MS;
  return { key: `s${index + 1}`, label: STAGE_LABEL[cfg.stage](index + 1), start, end: start + WEEK_MS };
}

/** A contestant's final score in a stage: the same inputs always give the same score. */
export function finalScore(seed: string, stage: number, id: number): number {
  let h = 2_166_136_261;
  for (const ch of `${seed}:${stage}:${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  h ^= h >>> 15;
  return 500 + ((h >>> 0) % 99_500);
}

/** How much of its final score a live stage shows `now`: the share of the week gone, at least FLOOR. */
export function progress(stage: { start: number; end: number }, now: number): number {
  const gone = (now - stage.start) / (stage.end - stage.start);
  return Math.min(1, Math.max(FLOOR, gone));
}

interface Contestant {
  uid: number;
  stage_name: string;
  avatar: string;
}

const PEOPLE: Contestant[] = [...SIGNED_IN_USERS, ...CROWD].map(({ uid, stage_name, avatar }) => ({
  uid,
  stage_name,
  avatar,
}));
const named = (names: string[], first: number, art: string): Contestant[] =>
  names.map((stage_name, i) => ({
    uid: first + i,
    stage_name,
    avatar: `/static/rankings/${art}-${first + i}.svg`,
  }));

const FIELD: Record<Category['contestants'], Contestant[]> = {
  users: PEOPLE,
  covers: PEOPLE,
  rooms: named(ROOMS, ROOM_ID, 'room'),
  teams: named(TEAMS, TEAM_ID, 'team'),
  colleges: named(COLLEGES, COLLEGE_ID, 'crest'),
};

/** A cover's song, picture and tune: fixed per singer and stage (the song per stage alone on a one-song event). */
function recording(event: string, stage: number, uid: number, oneSong = false) {
  const n = finalScore(`${event}:song`, stage, uid);
  const song = oneSong ? finalScore(`${event}:song`, stage, 0) : n;
  const id = `${event}-${stage + 1}-${uid}`;
  return {
    id,
    song: SONGS[song % SONGS.length]!,
    cover: `/static/rankings/cover-${id}.svg`,
    audio: `/static/rankings/tunes/tune-${id}.wav`,
  };
}

/** A stage's board: everyone in the category ranked by their score, `share` of the final score shown. */
export function ranking(
  event: string,
  category: string,
  cat: Category,
  stage: number,
  share = 1,
): Array<Localizable<BoardRow>> {
  const seed = `${event}:${category}`;
  const rows = FIELD[cat.contestants].map((c) => ({
    ...c,
    score: Math.max(1, Math.round(finalScore(seed, stage, c.uid) * share)),
  }));
  return rankBy(rows, (r) => r.score).map((r) =>
    cat.contestants === 'covers' ? { ...r, recording: recording(event, stage, r.uid, cat.oneSong) } : r,
  );
}

export function rewardTiers(tiers: Tier[]): Array<Localizable<RewardTier>> {
  return tiers.map((t) => ({ from: t.from, to: t.to, name: t.name, icon: `/static/rankings/${t.icon}.svg` }));
}

/** The past stages before `current`, newest first, with their top places and what each won. */
export function honorStages(
  event: string,
  category: string,
  cfg: EventConfig,
  seasonStart: number,
  current: number,
): Array<Localizable<HonorStage>> {
  const cat = cfg.categories[category]!;
  const out: Array<Localizable<HonorStage>> = [];
  for (let s = current - 1; s >= Math.max(0, current - HONOR_STAGES); s--) {
    const entries = ranking(event, category, cat, s)
      .slice(0, HONOR_PLACES)
      .map((r) => ({
        uid: r.uid,
        rank: r.rank,
        stage_name: r.stage_name,
        avatar: r.avatar,
        award: awardFor(cfg.rewards, r.rank),
      }));
    out.push({ ...stageOf(cfg, seasonStart, s), entries });
  }
  return out;
}

const PLACE_AWARD = localized({ en: 'Top place', ar: 'مركز متقدم' });

function awardFor(tiers: Tier[], rank: number) {
  return tiers.find((t) => rank >= t.from && rank <= t.to)?.name ?? PLACE_AWARD;
}
