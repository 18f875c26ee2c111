// Where a family stands between its level and the next, from the level table the server sends.

import type { LevelStep } from '@h5/core-api/contracts/family';

export interface LevelProgress {
  level: number;
  /** The next level, or null at the highest. */
  next: number | null;
  /** Exp still missing to the next level (0 at the highest). */
  missing: number;
  /** 0 to 1 of the way from this level to the next (1 at the highest). */
  ratio: number;
}

export function levelProgress(steps: readonly LevelStep[], exp: number): LevelProgress {
  const sorted = [...steps].sort((a, b) => a.exp - b.exp);
  const safe = Math.max(0, Number.isFinite(exp) ? exp : 0);
  let i = 0;
  for (let j = 0; j < sorted.length; j++) if (safe >= sorted[j]!.exp) i = j;
  const here = sorted[i];
  const next = sorted[i + 1];
  if (!here) return { level: 0, next: null, missing: 0, ratio: 0 };
  if (!next) return { level: here.level, next: null, missing: 0, ratio: 1 };
  const span = next.exp - here.exp;
  return {
    level: here.level,
    next: next.level,
    missing: next.exp - safe,
    ratio: span > 0 ? (safe - here.exp) / span : 0,
  };
}
