// Privileges by level: a privilege is unlocked from its level up; a level's list is everything
// unlocked at it. The noble privilege list opens on the level of its `level` query parameter
// when that names a level, otherwise on the user's own level, otherwise the first.

export const UNLOCKS_AT = 'Unlocks at {level}';
export const UNLOCKED = 'Unlocked';

export const isUnlocked = (minLevel: number, myLevel: number) => myLevel > 0 && myLevel >= minLevel;

/** The levels' numbers in order, the privileges each first unlocks. */
export function firstUnlockedAt<P extends { min_level: number }>(
  privileges: readonly P[],
  levels: readonly number[],
): Array<{ level: number; privileges: P[] }> {
  return [...levels]
    .sort((a, b) => a - b)
    .map((level) => ({ level, privileges: privileges.filter((p) => p.min_level === level) }));
}

/** The level to show: the query's when it is one of `levels`, else mine when I have one, else the first. */
export function chosenLevel(raw: string | null, levels: readonly number[], myLevel: number): number | null {
  const asked = raw !== null && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : null;
  if (asked !== null && levels.includes(asked)) return asked;
  if (levels.includes(myLevel)) return myLevel;
  return levels[0] ?? null;
}
