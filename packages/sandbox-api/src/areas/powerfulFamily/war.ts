// The war on the sandbox clock: seven levels of two days each (1 to 4 the regional rounds in
// groups, 5 to 7 the global semi-final and final), then level 8, finished. Daily scores are
// derived from the family, the war and the day, so past days stay put and today's grows with the
// clock; after each level the best of each group (then of each region, then of the world) go on.

export const DAY_MS = 86_400_000;
const STAGE_DAYS = 2;
export const STAGE_MS = STAGE_DAYS * DAY_MS;
const LAST_LEVEL = 7;
export const FINISHED_LEVEL = 8;
const WAR_DAYS = LAST_LEVEL * STAGE_DAYS;
/** promotion_level of a family still in the war, and of one not promoted. */
export const PROMOTED = 2;
export const NOT_PROMOTED = 1;

/** Families that go on after each level: per group (1 to 3), per region (4), in the world (5 to 7). */
const GO_ON: Record<number, { by: 'group' | 'region' | 'world'; keep: number }> = {
  1: { by: 'group', keep: 4 },
  2: { by: 'group', keep: 3 },
  3: { by: 'group', keep: 2 },
  4: { by: 'region', keep: 2 },
  5: { by: 'world', keep: 4 },
  6: { by: 'world', keep: 2 },
  7: { by: 'world', keep: 1 },
};

export interface WarFamily {
  id: number;
  title: string;
  cover: string;
  region: string;
  group: string;
  leader: number;
  members: number[];
  /** Test switch: the family reaches this level and goes no further (8: it wins). */
  reach?: number;
}

export interface War {
  promo: string;
  begin: number;
  /** Mixed into the scores, so two wars of the same families differ. */
  salt: number;
}

export const warEnd = (war: War) => war.begin + WAR_DAYS * DAY_MS;

/** The war's level at `now`: 0 before it begins, 8 once it is finished. */
export function levelAt(war: War, now: number): number {
  if (now < war.begin) return 0;
  return Math.min(FINISHED_LEVEL, Math.floor((now - war.begin) / STAGE_MS) + 1);
}

/** The day of the war at `now`, from 1 (0 before it begins, WAR_DAYS at most). */
export function dayAt(war: War, now: number): number {
  if (now < war.begin) return 0;
  return Math.min(WAR_DAYS, Math.floor((now - war.begin) / DAY_MS) + 1);
}

export const levelOfDay = (day: number) => Math.ceil(day / STAGE_DAYS);

export function stages(war: War) {
  return Array.from({ length: LAST_LEVEL }, (_, i) => ({
    level: i + 1,
    start: war.begin + i * STAGE_MS,
    end: war.begin + (i + 1) * STAGE_MS,
  }));
}

/** A number from 0 to 1 that only depends on its inputs. */
export function hash01(...parts: number[]): number {
  let h = 2_166_136_261;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 16_777_619) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995) >>> 0;
    h ^= h >>> 15;
  }
  return (h >>> 0) / 4_294_967_296;
}

/** A family's score on one day of the war, as far as `now` has come. */
export function dayScore(war: War, f: WarFamily, day: number, now: number): number {
  const start = war.begin + (day - 1) * DAY_MS;
  if (now < start) return 0;
  const share = Math.min(1, (now - start) / DAY_MS);
  let full = 2_000 + Math.floor(hash01(war.salt, f.id, day) * 8_000);
  const level = levelOfDay(day);
  // A family the switch walks to a level leads every level before it, and trails at that one
  // once the war has gone past it.
  if (f.reach !== undefined && f.reach > level) full += 20_000;
  if (f.reach === level && levelAt(war, now) > level) full = 500;
  return Math.floor(full * share);
}

export interface Standing {
  family: WarFamily;
  /** The highest level it reached (0 before the war). */
  reached: number;
  /** Not promoted at its last level (the war went on without it, or it lost the final). */
  out: boolean;
  /** Its score per level it played, and in all. */
  byLevel: number[];
  total: number;
}

/** Who reached which level at `now`. */
export function standings(war: War, families: readonly WarFamily[], now: number): Map<number, Standing> {
  const level = levelAt(war, now);
  const day = dayAt(war, now);
  const map = new Map<number, Standing>();
  for (const f of families) map.set(f.id, { family: f, reached: 0, out: false, byLevel: [], total: 0 });
  let alive = [...families];
  for (let l = 1; l <= Math.min(level, LAST_LEVEL); l++) {
    for (const f of alive) {
      const s = map.get(f.id)!;
      s.reached = l;
      let sum = 0;
      for (let d = (l - 1) * STAGE_DAYS + 1; d <= Math.min(day, l * STAGE_DAYS); d++)
        sum += dayScore(war, f, d, now);
      s.byLevel[l] = sum;
      s.total += sum;
    }
    if (level <= l) break; // the level is still on: nobody is out of it yet
    const rule = GO_ON[l]!;
    const keyOf = (f: WarFamily) =>
      rule.by === 'group' ? `${f.region}:${f.group}` : rule.by === 'region' ? f.region : '';
    const buckets = new Map<string, WarFamily[]>();
    for (const f of alive) buckets.set(keyOf(f), [...(buckets.get(keyOf(f)) ?? []), f]);
    const next: WarFamily[] = [];
    for (const list of buckets.values()) {
      list.sort((a, b) => map.get(b.id)!.byLevel[l]! - map.get(a.id)!.byLevel[l]! || a.id - b.id);
      next.push(...list.slice(0, rule.keep));
      for (const f of list.slice(rule.keep)) map.get(f.id)!.out = true;
    }
    alive = next;
  }
  return map;
}
